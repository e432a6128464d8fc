/**
 * Synthetic spec folders of any size, in the format of spec/session-protocol, for the scale bench
 * (bench/scale/run.ts) and the 500-operation CI case (test/scale): seeded, so the same size and
 * edition give the same bytes every time. `edition: 'next'` is the following version, with the
 * changes `applyNextVersion` lists, for `diff`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { applyNextVersion, type InjectedChange } from './next-version.ts';
import { sampleInstance, type Schema } from './sample-instance.ts';
import { SeededRandom } from './seeded-random.ts';
import { draftContract, type ContractDraft } from './synthetic-contract.ts';
import { prose } from './vocabulary.ts';

export interface SyntheticSpecOptions {
  /** Operations in the base edition (the next one has a few more and one fewer). */
  readonly operations: number;
  readonly edition?: 'base' | 'next';
  readonly seed?: number;
}

export interface SyntheticSpec {
  /** Spec files by path relative to the spec folder, in sorted order. */
  readonly files: ReadonlyMap<string, string>;
  /** For the next edition: what changed from the base. */
  readonly changes: readonly InjectedChange[];
}

export const DEFAULT_SEED = 20_260_808;

export function syntheticSpec({
  operations,
  edition = 'base',
  seed = DEFAULT_SEED,
}: SyntheticSpecOptions): SyntheticSpec {
  if (!Number.isInteger(operations) || operations < 12)
    throw new Error(`a synthetic spec needs at least 12 operations (got ${operations})`);
  const draft = draftContract(operations, seed);
  const changes = edition === 'next' ? applyNextVersion(draft, operations) : [];
  return { files: renderFiles(draft), changes };
}

/** Writes the spec into `dir` (created as needed) and returns what syntheticSpec returned, plus the byte count. */
export function writeSyntheticSpec(
  dir: string,
  options: SyntheticSpecOptions,
): SyntheticSpec & { readonly bytes: number } {
  const spec = syntheticSpec(options);
  let bytes = 0;
  for (const [path, text] of spec.files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    bytes += Buffer.byteLength(text);
  }
  return { ...spec, bytes };
}

function renderFiles(draft: ContractDraft): Map<string, string> {
  const types = Object.fromEntries([...draft.types].map(([name, placed]) => [name, placed.value]));
  const sections = new Map<string, Record<string, Record<string, unknown>>>();
  const put = (file: string, section: string, name: string, value: unknown) => {
    const sectionsOfFile = sections.get(file) ?? sections.set(file, {}).get(file)!;
    (sectionsOfFile[section] ??= {})[name] = value;
  };
  put('protocol.yaml', 'protocol', '', draft.protocol);
  for (const [name, group] of draft.groups) put('protocol.yaml', 'groups', name, group);
  for (const [section, entries] of [
    ['errors', draft.errors],
    ['limits', draft.limits],
    ['features', draft.features],
  ] as const) {
    for (const [name, value] of entries) put(`${section}.yaml`, section, name, value);
  }
  for (const [name, { file, value }] of draft.types) {
    // A group's summary type carries examples of its own, as the bundled spec's types do.
    const withExamples = name.endsWith('Summary')
      ? { ...value, examples: [sampleInstance(value, types, SeededRandom.forName(draft.seed, `${name} examples`))] }
      : value;
    put(file, 'types', name, withExamples);
  }
  for (const [op, { file, value }] of draft.operations) {
    const random = SeededRandom.forName(draft.seed, `${op} examples`);
    const { exampleCount, ...definition } = value;
    const examples = Array.from({ length: exampleCount }, (_, index) => ({
      ...(index === 0 ? { description: prose(random, 1) } : {}),
      params: sampleInstance(definition.params as Schema, types, random),
      result: sampleInstance(definition.result as Schema, types, random),
    }));
    put(file, 'operations', op, { ...definition, examples });
  }
  const files = new Map<string, string>();
  for (const path of [...sections.keys()].sort()) {
    const { protocol, ...rest } = sections.get(path)!;
    const document = protocol === undefined ? rest : { protocol: protocol[''], ...rest };
    const schemaPath = `${'../'.repeat(path.split('/').length + 1)}schema/felan-spec.schema.json`;
    files.set(
      path,
      `# yaml-language-server: $schema=${schemaPath}\n${stringify(document, { aliasDuplicateObjects: false, lineWidth: 100 })}`,
    );
  }
  return files;
}
