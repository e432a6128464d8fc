/**
 * A release snapshot (`JSON.stringify(spec, null, 2) + '\n'`) is read with JSON.parse and its YAML tree
 * is built only for positions. Whatever path a JSON file takes, it must load exactly as the YAML path
 * loads it: same value (key order and `__proto__` included), same diagnostics, same positions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeSpecFiles, type MergedSpec } from '../../generator/load/merge-files.ts';
import { MAX_NESTING, parseSpecFile } from '../../generator/load/spec-file.ts';
import { validateStructure } from '../../generator/load/validate-structure.ts';

const RELEASES = fileURLToPath(new URL('../../spec/releases/', import.meta.url));
const snapshots = readdirSync(RELEASES)
  .filter((name) => name.endsWith('.json'))
  .sort();
const latest = JSON.parse(readFileSync(join(RELEASES, snapshots.at(-1)!), 'utf8')) as Record<
  string,
  Record<string, unknown>
>;
const canonical = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** A value nested in `depth` lists. */
const nested = (depth: number): unknown => (depth === 0 ? 'x' : [nested(depth - 1)]);
/** The latest snapshot with a type whose one example is `example` (the type sits 4 collections deep). */
const withExample = (example: unknown) => ({
  ...latest,
  types: { ...latest.types, Probe: { type: 'array', examples: [example] } },
});

const variants: Record<string, string> = {
  // The oldest and the latest snapshot (the others are alike, and each costs a YAML parse of ~400 KB).
  ...Object.fromEntries(
    [snapshots[0]!, snapshots.at(-1)!].map((name) => [name, readFileSync(join(RELEASES, name), 'utf8')]),
  ),
  'nesting at the bound': canonical(withExample(nested(MAX_NESTING - 3))),
  'nesting over the bound': canonical(withExample(nested(MAX_NESTING - 2))),
  '__proto__ keys': canonical(withExample(JSON.parse('{"__proto__": {"a": 1}, "b": [{"__proto__": null}]}'))),
  'numbers and strings': canonical(
    withExample([1e21, 1e20, 12345678901234567000, 1.5e-7, -0.5, '\u2028\u0085\ufeff😀\ud800', '\t"\\']),
  ),
  'not a map': canonical([latest.protocol]),
  'sections of the wrong type': canonical({ protocol: latest.protocol, types: [], operations: 3 }),
  'duplicate key': canonical(latest).replace('{\n  "protocol"', '{\n  "protocol": 1,\n  "protocol"'),
  'tab-indented': JSON.stringify(latest, null, '\t') + '\n',
  'on one line': JSON.stringify(latest),
  'with a byte order mark': '\ufeff' + canonical(latest),
};

/** The variants the YAML parser must still read (the others are canonical, within the bound, and skip it). */
const NEEDS_YAML = new Set([
  'nesting over the bound',
  'not a map',
  'duplicate key',
  'tab-indented',
  'on one line',
  'with a byte order mark',
]);

/** The YAML path, as every JSON file took before: a trailing space keeps the text from being canonical. */
const throughYaml = (path: string, text: string) => parseSpecFile(path, `${text} `);

function load(parsed: ReturnType<typeof parseSpecFile>): { merged: MergedSpec; codes: string[] } {
  const [file, problems] = parsed;
  const [merged, mergeProblems] = mergeSpecFiles([file]);
  const all = [...problems, ...mergeProblems, ...validateStructure(merged)];
  return { merged, codes: all.map((d) => `${d.code} ${d.at?.line}:${d.at?.column}`) };
}

describe('a canonical JSON contract', () => {
  for (const [name, text] of Object.entries(variants)) {
    it(`loads as the YAML path loads it: ${name}`, () => {
      const path = `releases/${name}.json`;
      expect(parseSpecFile(path, text)[0].canonical === undefined).toBe(NEEDS_YAML.has(name));
      const fast = load(parseSpecFile(path, text));
      const slow = load(throughYaml(path, text));
      expect(fast.merged.data).toStrictEqual(slow.merged.data);
      expect(JSON.stringify(fast.merged.data)).toBe(JSON.stringify(slow.merged.data)); // key order too
      expect(fast.codes).toEqual(slow.codes);
      const op = Object.keys(latest.operations!)[3]!;
      for (const at of [
        ['types'],
        ['operations', op, 'params', 'type'],
        ['types', 'Probe', 'examples', 0],
        ['nowhere', 'x'],
      ]) {
        for (const target of ['key', 'value'] as const)
          expect(fast.merged.locate(at, target)).toEqual(slow.merged.locate(at, target));
      }
    });
  }

  it('puts every key and value where the YAML tree does, and paths that go nowhere at the same ancestor', () => {
    // Every path of the latest snapshot; of the edge-case variants, every path under the type they add.
    const cases: [string, (string | number)[]][] = [
      [snapshots.at(-1)!, []],
      ...['nesting at the bound', '__proto__ keys', 'numbers and strings'].map(
        (name): [string, (string | number)[]] => [name, ['types', 'Probe']],
      ),
    ];
    for (const [name, under] of cases) {
      const text = variants[name]!;
      const fast = load(parseSpecFile(`${name}.json`, text)).merged;
      const slow = load(throughYaml(`${name}.json`, text)).merged;
      const paths: (string | number)[][] = [];
      const walk = (value: unknown, path: (string | number)[]) => {
        paths.push(path);
        if (typeof value !== 'object' || value === null) return;
        const children: [string | number, unknown][] = Array.isArray(value)
          ? value.map((item, index) => [index, item])
          : Object.entries(value);
        for (const [key, child] of children) walk(child, [...path, key]);
        paths.push(
          [...path, 'missing'],
          [...path, -1],
          [...path, 1.5],
          [...path, '01'],
          [...path, ''],
          [...path, children.length],
        );
      };
      walk(
        under.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], JSON.parse(text)),
        under,
      );
      const at = (merged: MergedSpec, path: (string | number)[], target: 'key' | 'value') =>
        JSON.stringify(merged.locate(path, target));
      const differing = paths.filter(
        (path) =>
          at(fast, path, 'key') !== at(slow, path, 'key') || at(fast, path, 'value') !== at(slow, path, 'value'),
      );
      expect(differing.slice(0, 5), `${name}: ${differing.length} of ${paths.length} paths`).toEqual([]);
    }
  });

  it('skips the YAML parser only for the canonical text, and parses it only when asked for the tree', () => {
    const [file] = parseSpecFile('releases/x.json', canonical(latest));
    expect(file.canonical).toBeDefined();
    expect(parseSpecFile('releases/x.json', JSON.stringify(latest))[0].canonical).toBeUndefined();
    expect(parseSpecFile('releases/x.yaml', canonical(latest))[0].canonical).toBeUndefined();
    expect(file.document.errors).toEqual([]);
    expect(file.document.toJS()).toStrictEqual(latest);
  });

  it('still reports what YAML finds in a JSON file that is not canonical', () => {
    const duplicate = load(parseSpecFile('releases/dup.json', variants['duplicate key']!));
    expect(duplicate.codes.some((code) => code.startsWith('yaml-syntax 3:'))).toBe(true);
    const deep = load(parseSpecFile('releases/deep.json', variants['nesting over the bound']!));
    expect(deep.codes.filter((code) => code.startsWith('too-deep'))).toHaveLength(1);
  });
});
