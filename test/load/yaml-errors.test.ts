/**
 * What the YAML parser's errors become (generator/load/yaml-errors.ts): a tab used as indentation is
 * one error per file at the first tab, however many lines it throws off; a tab the parser accepts
 * counts for nothing; a duplicate key names itself and the first one.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { parseSpecFile } from '../../generator/load/spec-file.ts';

const HEADER = '# yaml-language-server: $schema=../schema.json\n';

/** `file:line:col  code  message` for every diagnostic of one file, the schema comment given. */
const problems = (text: string) => parseSpecFile('f.yaml', HEADER + text)[1].map(formatDiagnostic);

const TAB_ERROR = 'yaml-syntax  YAML syntax error: tab characters are not allowed for indentation: use spaces';

describe('a tab used as indentation', () => {
  const operation = [
    'operations:',
    '  ping:',
    '    group: basics',
    '    scope: host',
    '    mutation: false',
    '    persistence: none',
    '    since: 1.0.0',
    '  echo:',
    '    group: basics',
    '',
  ];
  const withTabs = (lines: readonly number[]) =>
    operation.map((line, index) => (lines.includes(index) ? line.replace(/^ {4}/, '\t') : line)).join('\n');

  it('is one error at the tab, where the parser alone reports a dozen', () => {
    expect(problems(withTabs([2]))).toEqual([`f.yaml:4:1  ${TAB_ERROR}`]);
  });

  it('is one error for the file when several lines are indented with tabs, naming the others', () => {
    expect(problems(withTabs([2, 3, 4, 5]))).toEqual([`f.yaml:4:1  ${TAB_ERROR}; tabs also indent lines 5, 6 and 7`]);
    expect(problems(withTabs([2, 8]))).toEqual([`f.yaml:4:1  ${TAB_ERROR}; tabs also indent line 10`]);
  });

  it('lists five other lines by number and counts the rest', () => {
    const text = ['a:', ...Array.from({ length: 9 }, (_, index) => `\tk${index}: ${index}`), ''].join('\n');
    expect(problems(text)).toEqual([`f.yaml:3:1  ${TAB_ERROR}; tabs also indent lines 4, 5, 6, 7, 8 and 3 more`]);
  });

  it('is reported at the tab itself, after any spaces before it', () => {
    expect(problems('a:\n  b: 1\n  \tc: 2\n')).toEqual([`f.yaml:4:3  ${TAB_ERROR}`]);
  });

  it('is found in a list, after a dash, and on a line a block scalar cannot hold', () => {
    expect(problems('a:\n  b:\n\t- x\n\t- y\nc: 1\n')).toEqual([`f.yaml:4:1  ${TAB_ERROR}; tabs also indent line 5`]);
    expect(problems('a:\n  -\tx: 1\n    y: 2\n')).toEqual([`f.yaml:3:4  ${TAB_ERROR}`]);
    expect(problems('a: |\n  one\n\ttwo\nb: 1\n')).toEqual([`f.yaml:4:1  ${TAB_ERROR}`]);
  });

  it('with Windows line ends as with Unix ones', () => {
    expect(problems('a:\r\n  b: 1\r\n\tc: 2\r\n')).toEqual([`f.yaml:4:1  ${TAB_ERROR}`]);
  });
});

describe('a tab the parser accepts', () => {
  it('is no error: inside a block scalar, between a key and its value, on a blank line or before a comment', () => {
    expect(problems('a: |\n  one\n  \ttwo\nb:\tvalue\nc:\n  d: 1\n\t\n  e: 2\n\t# a comment\n')).toEqual([]);
  });

  it('is no error indenting a JSON file, whose other errors are reported as they are', () => {
    const json = '{\n\t"a": {\n\t\t"b": 1,\n\t\t"b": 2\n\t}\n}\n';
    expect(parseSpecFile('f.json', json)[1].map(formatDiagnostic)).toEqual([
      'f.json:4:3  yaml-syntax  YAML syntax error: Map keys must be unique: key "b" is already in this map, at f.json:3:3',
    ]);
  });

  it('does not hide an error of another kind: a block scalar holding a tab, then an unclosed quote', () => {
    expect(problems('a: |\n  one\n  \ttwo\nb: "x\n')).toEqual([
      'f.yaml:6:1  yaml-syntax  YAML syntax error: Missing closing "quote',
    ]);
  });
});

describe('a duplicate key', () => {
  it('names the key and where the first one is', () => {
    expect(problems('groups:\n  admin:\n    title: Admin\n    description: D.\n    title: Administration\n')).toEqual([
      'f.yaml:6:5  yaml-syntax  YAML syntax error: Map keys must be unique: key "title" is already in this map, at f.yaml:4:5',
    ]);
  });

  it('cites the first key for every repetition, in a flow map, a quoted key and a key behind an anchor alike', () => {
    expect(problems('a:\n  b: 1\n  b: 2\n  b: 3\n')).toEqual([
      'f.yaml:4:3  yaml-syntax  YAML syntax error: Map keys must be unique: key "b" is already in this map, at f.yaml:3:3',
      'f.yaml:5:3  yaml-syntax  YAML syntax error: Map keys must be unique: key "b" is already in this map, at f.yaml:3:3',
    ]);
    expect(problems('a: {b: 1, b: 2}\n')).toEqual([
      'f.yaml:2:11  yaml-syntax  YAML syntax error: Map keys must be unique: key "b" is already in this map, at f.yaml:2:5',
    ]);
    expect(problems('a:\n  b: 1\n  "b": 2\n')).toEqual([
      'f.yaml:4:3  yaml-syntax  YAML syntax error: Map keys must be unique: key "b" is already in this map, at f.yaml:3:3',
    ]);
    expect(problems('a:\n  b: 1\n  &x b: 2\n')).toEqual([
      'f.yaml:4:6  yaml-syntax  YAML syntax error: Map keys must be unique: key "b" is already in this map, at f.yaml:3:3',
    ]);
  });

  it('is told apart from the same key in another map', () => {
    expect(problems('a:\n  title: A\nb:\n  title: B\n')).toEqual([]);
    expect(problems('a:\n  title: A\nb:\n  title: B\n  title: C\n')).toEqual([
      'f.yaml:6:3  yaml-syntax  YAML syntax error: Map keys must be unique: key "title" is already in this map, at f.yaml:5:3',
    ]);
  });
});
