/**
 * Where a spec writes regular expressions (pattern-sites.ts): the `pattern` of each schema node, each
 * `patternProperties` key (pointed at as a key), and the pattern of each `pattern` check of an
 * interaction catalog or command, and nothing else; and whether the u flag compiles a pattern.
 */
import { describe, expect, it } from 'vitest';
import { compiles, patternSites } from '../../generator/check/pattern-sites.ts';

describe('patternSites', () => {
  it("rule: a schema's pattern is a value site, and each patternProperties key a key site at the key's path", () => {
    const schemas = [
      { schema: { type: 'string', pattern: '^a$' }, path: ['types', 'A'] },
      { schema: { type: 'object', patternProperties: { '^x-': {}, '^y$': {} } }, path: ['types', 'B'] },
      { schema: { type: 'string', pattern: 3 }, path: ['types', 'C'] },
    ];
    expect(patternSites({ spec: {}, schemas } as never)).toEqual([
      { source: '^a$', path: ['types', 'A', 'pattern'], target: 'value' },
      { source: '^x-', path: ['types', 'B', 'patternProperties', '^x-'], target: 'key' },
      { source: '^y$', path: ['types', 'B', 'patternProperties', '^y$'], target: 'key' },
    ]);
  });

  it('rule: the pattern of each `pattern` check, of the catalog and of its commands, is a value site; other checks are none', () => {
    const spec = {
      interactions: {
        shop: {
          checks: [{ rule: 'pattern', field: 'slug', pattern: '^[a-z]+$' }],
          commands: {
            buy: {
              checks: [
                { rule: 'maxBytes', field: 'text', max: 4, pattern: '^not-a-site$' },
                { rule: 'pattern', field: 'code', pattern: 7 },
                { rule: 'pattern', field: 'sku', pattern: '^[0-9]+$' },
              ],
            },
          },
        },
      },
    };
    expect(patternSites({ spec, schemas: [] } as never)).toEqual([
      { source: '^[a-z]+$', path: ['interactions', 'shop', 'checks', 0, 'pattern'], target: 'value' },
      {
        source: '^[0-9]+$',
        path: ['interactions', 'shop', 'commands', 'buy', 'checks', 2, 'pattern'],
        target: 'value',
      },
    ]);
  });
});

describe('compiles', () => {
  it('rule: true exactly when the u flag compiles the pattern', () => {
    expect(compiles('^[a-z]+$')).toBe(true);
    expect(compiles('\\p{L}')).toBe(true);
    expect(compiles('(')).toBe(false);
    expect(compiles('[\\d-x]')).toBe(false); // compiles without u
  });
});
