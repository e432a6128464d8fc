import { boundaryEmitter } from './boundary/boundary-emitter.ts';
import { catalogEmitter } from './catalog/catalog-emitter.ts';
import type { WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { EmitContext, EmittedFile, Emitter, EmitterOutput } from './emitter.ts';
import { indexEmitter } from './index/index-emitter.ts';
import { interactionsEmitter } from './interactions/interactions-emitter.ts';
import { packageJsonEmitter } from './package/package-json.ts';
import { readmeEmitter } from './package/readme-md.ts';
import { tsconfigEmitter } from './package/tsconfig-json.ts';
import { runtimeEmitter } from './runtime/runtime-files.ts';
import { schemasEmitter } from './schemas/schemas-emitter.ts';
import { partsEmitter } from './parts/parts-emitter.ts';
import { typesEmitter } from './types/types-emitter.ts';
import { operationValidatorsEmitter } from './validators/operation-validators-emitter.ts';
import { validatorsEmitter } from './validators/validators-emitter.ts';

/** Every emitter, in one table. Each runs after the ones it names as dependencies. */
export const EMITTERS: readonly Emitter[] = [
  packageJsonEmitter,
  readmeEmitter,
  tsconfigEmitter,
  runtimeEmitter,
  typesEmitter,
  validatorsEmitter,
  operationValidatorsEmitter,
  catalogEmitter,
  schemasEmitter,
  boundaryEmitter,
  partsEmitter,
  interactionsEmitter,
  indexEmitter,
];

/** emit: runs the emitters in dependency order and returns every file, sorted by path, and the emitters' warnings. */
export async function emitAll(
  context: Omit<EmitContext, 'outputs'>,
  emitters: readonly Emitter[] = EMITTERS,
  onEmitter?: (name: string) => void,
): Promise<WithDiagnostics<EmittedFile[]>> {
  const outputs = new Map<string, EmitterOutput>();
  const pending = [...emitters];
  while (pending.length > 0) {
    const index = pending.findIndex((emitter) => (emitter.dependencies ?? []).every((name) => outputs.has(name)));
    if (index < 0) throw new Error(`emitters with unmet dependencies: ${pending.map((emitter) => emitter.name).join(', ')}`);
    const [emitter] = pending.splice(index, 1);
    onEmitter?.(emitter!.name);
    outputs.set(emitter!.name, await emitter!.emit({ ...context, outputs }));
  }
  const files = [...outputs.values()].flatMap((output) => output.files);
  const paths = new Set<string>();
  for (const file of files) {
    if (paths.has(file.path)) throw new Error(`two emitters write ${file.path}`);
    paths.add(file.path);
  }
  return [files.sort((a, b) => (a.path < b.path ? -1 : 1)), [...outputs.values()].flatMap((output) => output.diagnostics ?? [])];
}
