/**
 * admitsOnlyAscii (generator/emit/readers/ascii-pattern.ts) lets a reader compare a string's length
 * in place of counting its code points or UTF-8 bytes beside the pattern: sound only if no string
 * with a character past U+007F ever matches. Checked against the RegExp itself, on every pattern
 * of the bundled spec and on hand-picked ones, with strings that mix ASCII and other characters. Such
 * a pattern is compiled without the u flag (scalar-test.ts), so the two must match the same strings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitsOnlyAscii } from '../../generator/emit/readers/ascii-pattern.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';

/** Every `pattern` in a value (a schema), by walking it. */
function patterns(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pattern' && typeof child === 'string') into.add(child);
      else patterns(child, into);
    }
  }
  return into;
}

/** Strings built from the characters a pattern names, plus non-ASCII ones, so matches and near misses are both tried. */
function candidates(pattern: string): fc.Arbitrary<string> {
  const own = [...new Set(pattern.replace(/[\\^$[\]{}()*+?|]/g, ''))];
  const chars = fc.oneof(
    fc.constantFrom(...own, 'a', '0', '-', '.'),
    fc.constantFrom('é', '\u00a0', '\u{1F600}', '\ud800', 'ß'),
  );
  return fc.array(chars, { maxLength: 40 }).map((parts) => parts.join(''));
}

describe('admitsOnlyAscii', () => {
  it('rule: a pattern it accepts never matches a string holding a character past U+007F, and matches the same without the u flag (fast-check, every spec pattern)', async () => {
    const model = (await loadModel(nodeFileSystem, 'spec/session-protocol')).value!;
    const all = patterns(model.types.map((type) => type.schema));
    const ascii = [...all].filter(admitsOnlyAscii);
    expect(ascii.length).toBeGreaterThan(5);
    for (const pattern of ascii) {
      const regex = new RegExp(pattern, 'u');
      fc.assert(
        fc.property(
          candidates(pattern),
          (text) =>
            (!regex.test(text) || /^[\x00-\x7f]*$/.test(text)) && new RegExp(pattern).test(text) === regex.test(text),
        ),
        { numRuns: 300, seed: 20261202 },
      );
    }
  });

  it('rule: anchored sequences of ASCII characters and classes are accepted', () => {
    for (const pattern of [
      '^[a-z][a-z0-9_-]*$',
      '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}$',
      '^(?:[A-Za-z0-9+/]{4})*$',
      '^SIG[A-Z0-9]+$',
      '^[a-z]+(\\.[a-z]+)*$',
      '^\\d+$',
    ]) {
      expect(admitsOnlyAscii(pattern), pattern).toBe(true);
    }
  });

  it('rule: unanchored patterns, negated classes, any-character, other escapes and top-level alternatives are refused', () => {
    for (const pattern of [
      '[a-z]+',
      '^[a-z]+',
      '[a-z]+$',
      '^[^\\x00]*$',
      '^.+$',
      '^\\s+$',
      '^\\D+$',
      '^a$|^é$',
      '^a|b$',
      '^[a-zé]+$',
      '^é$',
      '^(?=a)a$',
      '^\\p{L}+$',
    ]) {
      expect(admitsOnlyAscii(pattern), pattern).toBe(false);
    }
  });
});
