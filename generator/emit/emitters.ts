import { boundaryEmitter } from './boundary/boundary-emitter.ts';
import { catalogEmitter } from './catalog/catalog-emitter.ts';
import type { WithDiagnostics } from '../diagnostics/diagnostic.ts';
import { releaseGarbage } from '../host/release-garbage.ts';
import type { EmittedFile } from '../host/emitted-file.ts';
import type { EmitContext, Emitter, EmitterOutput } from './emitter.ts';
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

/**
 * emit: runs each emitter once the emitters it depends on are done, and returns every file, sorted
 * by path, and the emitters' warnings, in the table's order. Emitters run on this thread one at a
 * time, but one that works elsewhere (the types, in a worker: types-emitter.ts) runs while the
 * others do, so nothing waits for it but what depends on it. The output never depends on which
 * finished first.
 */
export async function emitAll(
  context: Omit<EmitContext, 'outputs'>,
  emitters: readonly Emitter[] = EMITTERS,
  onEmitter?: (name: string) => void,
): Promise<WithDiagnostics<EmittedFile[]>> {
  const outputs = new Map<string, EmitterOutput>();
  const running = new Map<string, Promise<EmitterOutput>>();
  const byName = new Map(emitters.map((emitter) => [emitter.name, emitter]));
  const run = (emitter: Emitter, path: readonly string[]): Promise<EmitterOutput> => {
    let started = running.get(emitter.name);
    if (started === undefined) {
      const dependencies = (emitter.dependencies ?? []).map((name) => {
        const dependency = byName.get(name);
        if (dependency === undefined || path.includes(name))
          throw new Error(`emitters with unmet dependencies: ${[...path, emitter.name].join(' → ')} → ${name}`);
        return run(dependency, [...path, emitter.name]);
      });
      started = Promise.all(dependencies).then(async () => {
        onEmitter?.(emitter.name);
        const output = await emitter.emit({ ...context, outputs });
        outputs.set(emitter.name, output);
        releaseGarbage();
        return output;
      });
      running.set(emitter.name, started);
    }
    return started;
  };
  const all = await Promise.all(emitters.map((emitter) => run(emitter, [])));
  const files = all.flatMap((output) => output.files);
  const paths = new Set<string>();
  for (const file of files) {
    if (paths.has(file.path)) throw new Error(`two emitters write ${file.path}`);
    paths.add(file.path);
  }
  return [files.sort((a, b) => (a.path < b.path ? -1 : 1)), all.flatMap((output) => output.diagnostics ?? [])];
}
