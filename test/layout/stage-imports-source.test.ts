/**
 * The generator is a one-way pipeline (issue 40): load → validate → model → emit → build → write, then
 * the pipeline that runs them and the commands built on it. A stage may import its own folders, an
 * earlier stage's or the foundation's (the tables and interfaces every stage reads: diagnostics, the
 * host, the protocol parts); never a later stage's. Every folder of generator/ is placed in one stage
 * here, so a new folder must say where it belongs. docs/layout.md describes the same table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATOR = join(ROOT, 'generator');
const RUNTIME = join(ROOT, 'runtime');

/** The stages in pipeline order, each with the folders (or top-level files) of generator/ it owns. */
const STAGES: readonly { readonly stage: string; readonly folders: readonly string[] }[] = [
  { stage: 'foundation', folders: ['diagnostics', 'host', 'parts'] },
  { stage: 'load', folders: ['load'] },
  { stage: 'validate', folders: ['schema', 'check'] },
  { stage: 'model', folders: ['model'] },
  // The package's emitters, and the other outputs rendered from the same model.
  { stage: 'emit', folders: ['emit', 'docs', 'json-schema-bundle', 'editor-schema'] },
  { stage: 'build', folders: ['build'] },
  { stage: 'write', folders: ['write'] },
  { stage: 'pipeline', folders: ['pipeline.ts'] },
  // What runs the pipeline: the contract diff and the scaffold.
  { stage: 'commands', folders: ['diff', 'init'] },
];

/** The folder (or top-level file) of generator/ a path lies in. */
const folderOf = (path: string) => relative(GENERATOR, path).split('/')[0]!;
const rankOf = (folder: string) => STAGES.findIndex((entry) => entry.folders.includes(folder));

interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

/** Every import specifier (static, type-only or dynamic) of every TypeScript file under `folder`. */
function specifiers(folder: string): { readonly from: string; readonly specifier: string }[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
  return files.flatMap((name) => {
    const from = join(folder, name);
    const text = readFileSync(from, 'utf8');
    return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)].map((match) => ({
      from,
      specifier: match[1]!,
    }));
  });
}

/** Every relative import of a file under generator/ that lands in generator/. */
function importEdges(): ImportEdge[] {
  return specifiers(GENERATOR)
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ from, specifier }) => ({ from, to: resolve(dirname(from), specifier) }))
    .filter(({ to }) => to.startsWith(GENERATOR + '/'));
}

/** The imports that run from a stage to a later one, as `from → to` relative to generator/. */
function againstThePipeline(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter((edge) => rankOf(folderOf(edge.to)) > rankOf(folderOf(edge.from)))
    .map((edge) => `${relative(GENERATOR, edge.from)} → ${relative(GENERATOR, edge.to)}`);
}

describe('the pipeline runs one way', () => {
  it('rule: every folder and top-level file of generator/ belongs to exactly one stage', () => {
    const entries = readdirSync(GENERATOR).filter((name) => !name.startsWith('.'));
    expect(entries.filter((name) => rankOf(name) === -1)).toEqual([]);
    const placed = STAGES.flatMap((entry) => entry.folders);
    expect(placed.filter((name, index) => placed.indexOf(name) !== index)).toEqual([]);
    expect(placed.filter((name) => !entries.includes(name))).toEqual([]);
  });

  it('rule: no import runs from an earlier stage to a later one', () => {
    const edges = importEdges();
    expect(edges.length).toBeGreaterThan(500);
    expect(againstThePipeline(edges)).toEqual([]);
  });

  it('rule: the check names an import against the order, and lets one with it pass', () => {
    const at = (path: string) => join(GENERATOR, path);
    const edges = [
      { from: at('load/validate-structure.ts'), to: at('check/nearest-name.ts') },
      { from: at('check/rules/part-checks.ts'), to: at('parts/parts.ts') },
      { from: at('emit/emitter.ts'), to: at('model/protocol-model.ts') },
    ];
    expect(againstThePipeline(edges)).toEqual(['load/validate-structure.ts → check/nearest-name.ts']);
  });

  it('rule: runtime/, which every generated package carries, imports nothing but runtime/ (no package, no toolchain module)', () => {
    const imports = specifiers(RUNTIME);
    expect(imports.length).toBeGreaterThan(100);
    const outside = imports.filter(
      ({ from, specifier }) =>
        !specifier.startsWith('.') || !resolve(dirname(from), specifier).startsWith(RUNTIME + '/'),
    );
    expect(outside.map(({ from, specifier }) => `${relative(ROOT, from)} → ${specifier}`)).toEqual([]);
  });
});
