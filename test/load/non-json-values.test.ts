/**
 * findNonJsonValues walks the YAML tree itself instead of through yaml's visit(), for speed. Held
 * here to the visit()-based walk it replaces, kept below as written: the same findings, in the same
 * order, on every YAML file of the repository's specs and fixtures and on generated documents full
 * of what it looks for — values JSON cannot hold, complex keys, aliases to no anchor, deep nesting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, visit, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import { diagnostic, type Diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import {
  findNonJsonValues,
  MAX_NESTING,
  parseSpecFile,
  positionOfNode,
  type SpecFile,
} from '../../generator/load/spec-file.ts';
import { ROOT } from '../support/cli-process.ts';
import { seededRandom } from '../support/seeded-random.ts';

/** The walk findNonJsonValues replaces. */
function byVisit(file: SpecFile): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const tooDeep = (node: Node, path: readonly unknown[]) => {
    // path holds the document, then each collection and pair above this node.
    const depth = path.filter((ancestor) => isMap(ancestor) || isSeq(ancestor)).length;
    if (depth <= MAX_NESTING) return undefined;
    problems.push(diagnostic('too-deep', { max: MAX_NESTING }, positionOfNode(file, node)));
    return visit.BREAK;
  };
  visit(file.document, {
    Alias(_, alias, path) {
      if (alias.resolve(file.document) === undefined) {
        problems.push(diagnostic('yaml-alias-unresolved', { name: alias.source }, positionOfNode(file, alias)));
      }
      return tooDeep(alias, path);
    },
    Node(_, node, path) {
      return tooDeep(node, path);
    },
    Pair(_, pair) {
      if (pair.key !== null && !isScalar(pair.key)) {
        problems.push(
          diagnostic(
            'yaml-not-json',
            { detail: 'a map key must be a plain string' },
            positionOfNode(file, pair.key as Node),
          ),
        );
      }
    },
    Scalar(_, scalar) {
      const value: unknown = scalar.value;
      const ok =
        value === null ||
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value));
      if (!ok) {
        const shown = typeof value === 'number' ? String(value) : typeof value;
        problems.push(
          diagnostic('yaml-not-json', { detail: `the value ${shown} is not JSON` }, positionOfNode(file, scalar)),
        );
      }
    },
  });
  return problems;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(dir, name));
}

/** A YAML document of maps and lists, block and flow, nested up to `maxDepth`, with anchors, aliases (some to no anchor), complex keys and non-JSON scalars. */
function generatedDocument(random: () => number, maxDepth: number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const anchors: string[] = [];
  const scalar = () =>
    pick([
      '1',
      'x',
      '"quoted"',
      'null',
      'true',
      '.inf',
      '-.inf',
      '.nan',
      '0x1F',
      '1e400',
      '!!binary aGVsbG8=',
      '2001-12-14',
      '~',
    ]);
  const flow = (depth: number): string => {
    const roll = random();
    if (depth >= maxDepth || roll < 0.06)
      return roll < 0.02 || random() < 0.15 ? `*${pick([...anchors, 'missing'])}` : scalar();
    const anchor = random() < 0.15 ? `&a${anchors.push(`a${anchors.length}`) - 1} ` : '';
    // One item goes deeper, the others stay shallow: the document grows with its depth, not exponentially.
    const items = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => flow(i === 0 ? depth + 1 : maxDepth));
    if (random() < 0.5) return `${anchor}[${items.join(', ')}]`;
    return `${anchor}{${items.map((item, i) => `${random() < 0.1 ? `[k${i}]` : random() < 0.05 ? `{k: ${i}}` : `k${i}`}: ${item}`).join(', ')}}`;
  };
  const block = (depth: number, indent: string): string =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => {
      const key = random() < 0.05 ? `? [complex, ${i}]\n${indent}:` : `key${i}:`;
      return i === 0 && random() < 0.5 && depth < maxDepth
        ? `${indent}${key}\n${block(depth + 1, `${indent}  `)}`
        : `${indent}${key} ${flow(depth + 1)}`;
    }).join('\n');
  return `${block(0, '')}\n`;
}

describe('findNonJsonValues', () => {
  it('finds what the visit()-based walk finds in every YAML file of the specs and fixtures', () => {
    const files = [...yamlFiles('spec'), ...yamlFiles('test/fixtures')];
    expect(files.length).toBeGreaterThan(100);
    for (const path of files) {
      const [file] = parseSpecFile(path, readFileSync(join(ROOT, path), 'utf8'));
      expect([path, findNonJsonValues(file)]).toEqual([path, byVisit(file)]);
    }
  });

  it('finds what the visit()-based walk finds in generated documents, in the same order', () => {
    const random = seededRandom(20261130);
    const found = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const text = generatedDocument(random, 5 + Math.floor(random() * 35));
      const [file] = parseSpecFile(`generated-${i}.yaml`, text);
      const expected = byVisit(file);
      expect([text, findNonJsonValues(file)]).toEqual([text, expected]);
      for (const problem of expected) found.add(problem.code);
    }
    expect([...found].sort()).toEqual(['too-deep', 'yaml-alias-unresolved', 'yaml-not-json']);
  });
});
