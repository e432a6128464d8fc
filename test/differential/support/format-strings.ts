import fc from 'fast-check';
import { FORMAT_CORPUS, judgeableFormat } from './reference-formats.ts';

/**
 * Strings for a `format`: the JSON-Schema-Test-Suite's own cases for it (valid and invalid), the
 * same cases with one character inserted, removed or replaced, and short strings of anything. The
 * edits use characters that mean something in some format (separators, digits, `%`, brackets, a
 * non-ASCII letter, an astral character), so most land near the edge of what the format allows.
 */
const EDIT_CHARACTERS = [
  'a',
  'Z',
  '0',
  '9',
  ':',
  '/',
  '.',
  '-',
  '_',
  '%',
  '@',
  '[',
  ']',
  '{',
  '}',
  '#',
  '?',
  '~',
  '+',
  'T',
  ' ',
  '\\',
  'é',
  '\u{1F600}',
  '\u0000',
];

/**
 * Cases of formats JSON Schema does not define, which the suite therefore lacks: `byte` takes RFC
 * 4648's own test vectors (§10) as valid, and near misses of them as invalid.
 */
const OWN_CASES: Readonly<Record<string, readonly (readonly [string, boolean])[]>> = {
  byte: [
    ['', true],
    ['Zg==', true],
    ['Zm8=', true],
    ['Zm9v', true],
    ['Zm9vYg==', true],
    ['Zm9vYmE=', true],
    ['Zm9vYmFy', true],
    ['Zg', false],
    ['Zg=', false],
    ['Zm9vYmFy=', false],
    ['Zm9v YmFy', false],
    ['Zm9-', false],
  ],
};

const arbitraries = new Map<string, fc.Arbitrary<string>>();

export function formatString(format: string): fc.Arbitrary<string> {
  let arbitrary = arbitraries.get(format);
  if (arbitrary === undefined) arbitraries.set(format, (arbitrary = build(format)));
  return arbitrary;
}

/** Mostly the suite's valid strings, so that a value holding several formatted strings is valid often enough. */
function build(format: string): fc.Arbitrary<string> {
  const cases = FORMAT_CORPUS[format] ?? OWN_CASES[format] ?? [];
  const valid = cases.filter(([, ok]) => ok).map(([value]) => value);
  const invalid = cases.filter(([, ok]) => !ok).map(([value]) => value);
  if (valid.length === 0 || invalid.length === 0)
    throw new Error(`the suite has no valid or no invalid case of format ${format}`);
  const suite = fc.constantFrom(...valid, ...invalid);
  // Edits that make an A-label the suite does not hold are left out: the reference cannot judge them (judgeableFormat).
  const judgeable = (value: string) => judgeableFormat(format, value);
  const edited = fc
    .tuple(suite, fc.nat(), fc.constantFrom('insert', 'remove', 'replace'), fc.constantFrom(...EDIT_CHARACTERS))
    .map(([value, at, edit, char]) => {
      const points = [...value];
      const index = points.length === 0 ? 0 : at % (points.length + (edit === 'insert' ? 1 : 0));
      if (edit === 'insert') points.splice(index, 0, char);
      else if (edit === 'remove') points.splice(index, 1);
      else points.splice(index, 1, char);
      return points.join('');
    })
    .filter(judgeable);
  const anything = fc.string({ maxLength: 6 }).filter(judgeable);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...valid) },
    { weight: 2, arbitrary: fc.constantFrom(...invalid) },
    { weight: 2, arbitrary: edited },
    { weight: 1, arbitrary: anything },
  );
}
