/** How a JSON path into the merged spec is turned back into `file:line:col` (findNode, mergeSpecFiles(...).locate). */
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../generator/diagnostics/diagnostic.ts';
import { mergeSpecFiles } from '../../generator/load/merge-files.ts';
import { findNode, parseSpecFile, positionOfNode, type SpecFile } from '../../generator/load/spec-file.ts';

const lines = (...text: string[]) => text.join('\n') + '\n';

// Columns are noted where they are asserted; count from 1.
const A = lines(
  '# yaml-language-server: $schema=../schema/felan-spec.schema.json', // 1
  'operations:', //                                                    2
  '  ping:', //                                                        3  ping at 3
  '    group: basics', //                                              4  group at 5, basics at 12
  '    clients: [web, cli]', //                                        5  [ at 14, web at 15, cli at 20
  '    params:', //                                                    6  params at 5
  '      type: object', //                                             7  type at 7, object at 13
  '      properties:', //                                              8
  '        tags:', //                                                  9  tags at 9
  '          items: { type: string }', //                              10 items at 11, { at 18, string at 26
  '    examples:', //                                                  11 examples at 5
  '      - params: {}', //                                             12 params at 9, {} at 17
  '        result: { stamp: 1 }', //                                   13 result at 9, stamp at 19, 1 at 26
  '      - params: &shared { note: hi }', //                           14 note at 27, hi at 33
  '        result: *shared', //                                        15 *shared at 17
);

const B = lines(
  '# yaml-language-server: $schema=../schema/felan-spec.schema.json', // 1
  'operations:', //                                                    2
  '  pong:', //                                                        3  pong at 3
  '    group: games', //                                               4  group at 5, games at 12
);

function parse(path: string, text: string): SpecFile {
  const [file, problems] = parseSpecFile(path, text);
  expect(problems).toEqual([]);
  return file;
}

const a = parse('/spec/a.yaml', A);
const b = parse('/spec/b.yaml', B);

/** `line:col` of a node in a file, or '-' for none. */
const at = (file: SpecFile, node: Parameters<typeof positionOfNode>[1]) => {
  if (!node) return '-';
  const { line, column } = positionOfNode(file, node);
  return `${line}:${column}`;
};

describe('findNode', () => {
  it('follows map keys into a nested map, reporting both the value and the key of the last segment', () => {
    const found = findNode(a, ['operations', 'ping', 'params', 'type']);
    expect(found.reached).toBe(4);
    expect(at(a, found.node)).toBe('7:13');
    expect(at(a, found.key)).toBe('7:7');
  });

  it('follows list indexes into block and flow lists; a list item has no key', () => {
    const item = findNode(a, ['operations', 'ping', 'clients', 1]);
    expect(item.reached).toBe(4);
    expect(at(a, item.node)).toBe('5:20');
    expect(item.key).toBeNull();

    const deep = findNode(a, ['operations', 'ping', 'examples', 0, 'result', 'stamp']);
    expect(deep.reached).toBe(6);
    expect(at(a, deep.node)).toBe('13:26');
    expect(at(a, deep.key)).toBe('13:19');
  });

  it('stops where the path leaves the document, keeping the nearest ancestor it reached', () => {
    const found = findNode(a, ['operations', 'ping', 'params', 'required', 0]);
    expect(found.reached).toBe(3);
    expect(at(a, found.key)).toBe('6:5');

    const pastEnd = findNode(a, ['operations', 'ping', 'clients', 7]);
    expect(pastEnd.reached).toBe(3);
    expect(at(a, pastEnd.node)).toBe('5:14');
  });

  it('does not walk into a scalar', () => {
    const found = findNode(a, ['operations', 'ping', 'group', 'title']);
    expect(found.reached).toBe(3);
    expect(at(a, found.node)).toBe('4:12');
  });

  it('goes through an alias into the anchored node', () => {
    const found = findNode(a, ['operations', 'ping', 'examples', 1, 'result', 'note']);
    expect(found.reached).toBe(6);
    expect(at(a, found.node)).toBe('14:33');
  });
});

describe('mergeSpecFiles(...).locate', () => {
  const [merged, problems] = mergeSpecFiles([a, b]);
  const locate = (...args: Parameters<typeof merged.locate>) => formatPosition(merged.locate(...args));

  it('merges without problems', () => {
    expect(problems).toEqual([]);
    expect(Object.keys(merged.data.operations as object)).toEqual(['ping', 'pong']);
  });

  it('points at the value by default and at the key with target "key"', () => {
    expect(locate(['operations', 'ping', 'group'])).toBe('/spec/a.yaml:4:12');
    expect(locate(['operations', 'ping', 'group'], 'value')).toBe('/spec/a.yaml:4:12');
    expect(locate(['operations', 'ping', 'group'], 'key')).toBe('/spec/a.yaml:4:5');
    expect(locate(['operations', 'ping', 'params', 'properties', 'tags', 'items', 'type'], 'key')).toBe(
      '/spec/a.yaml:10:20',
    );
    expect(locate(['operations', 'ping', 'params', 'properties', 'tags', 'items'])).toBe('/spec/a.yaml:10:18');
  });

  it('looks for a definition in the file that defines it', () => {
    expect(locate(['operations', 'pong', 'group'])).toBe('/spec/b.yaml:4:12');
    expect(locate(['operations', 'pong'], 'key')).toBe('/spec/b.yaml:3:3');
    expect(locate(['operations', 'ping'], 'key')).toBe('/spec/a.yaml:3:3');
  });

  it('points at a list item itself, whatever the target, since it has no key', () => {
    expect(locate(['operations', 'ping', 'clients', 0])).toBe('/spec/a.yaml:5:15');
    expect(locate(['operations', 'ping', 'clients', 0], 'key')).toBe('/spec/a.yaml:5:15');
    expect(locate(['operations', 'ping', 'examples', 0, 'params'])).toBe('/spec/a.yaml:12:17');
  });

  it('falls back to the key of the nearest ancestor when the tail of the path is missing', () => {
    expect(locate(['operations', 'ping', 'params', 'required'])).toBe('/spec/a.yaml:6:5');
    expect(locate(['operations', 'ping', 'params', 'required'], 'key')).toBe('/spec/a.yaml:6:5');
    expect(locate(['operations', 'pong', 'result', 'type'])).toBe('/spec/b.yaml:3:3');
    // A name nobody defines: the section's first file, at the section's key.
    expect(locate(['operations', 'nobody', 'group'])).toBe('/spec/a.yaml:2:1');
  });

  it('places the whole spec at the start of the first file', () => {
    expect(locate([])).toBe('/spec/a.yaml:1:1');
  });
});
