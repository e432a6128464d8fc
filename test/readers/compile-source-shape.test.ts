/**
 * The shape of the source the reader compiler writes (compile-readers.ts): it is the readers module
 * a package carries (readers-file.ts), so its text is part of the contract — one statement a line,
 * each constant once and used, a function taking the caller's `s` only when it passes it on, and
 * a check emitted only for a keyword its schema has. Compiled in each test from schemas that reach
 * every kind of body: scalars, checks, whole-value bounds, wholes of parts, tagged and untagged
 * unions, objects, arrays, open JSON and operation slots.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { compiledReaders } from './support/compiled-readers.ts';

const branch = (tag: string, extra: Record<string, JsonSchema> = {}) => ({
  type: 'object',
  required: ['k'],
  properties: { k: { const: tag }, ...extra },
});

/** Named types reaching every body the compiler writes; the first two share a `required` list (one constant). */
function everyBody(): Record<string, JsonSchema> {
  return {
    R1: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
    R2: { type: 'object', required: ['a'], properties: { a: { type: 'number' } } },
    Text: { type: 'string', minLength: 2 },
    Progress: {
      type: 'object',
      required: ['value'],
      properties: { value: { type: 'number' }, total: { type: 'number' } },
      check: 'progressWithinTotal',
    },
    Bounded: { maxJsonBytes: 100 },
    BoundedObject: { type: 'object', properties: { a: { type: 'string' } }, maxEntries: 10 },
    Field: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, min: { type: 'number' }, max: { type: 'number' } },
      anyOf: [{ required: ['min'] }, { required: ['max'] }],
    },
    Tagged: { oneOf: [branch('a', { x: { type: 'number' } }), branch('b')] },
    Merged: {
      type: 'object',
      properties: { id: { type: 'string' } },
      oneOf: [branch('a', { x: { type: 'number' } }), branch('b')],
    },
    Either: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    One: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    List: { type: 'array', items: { type: 'number' } },
    Open: {},
    Kept: {
      type: 'object',
      properties: { a: { type: 'string' } },
      oneOf: [{}, { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] }],
    },
    Loose: { type: 'object', properties: { a: { type: 'string' } } },
  };
}

/** The source of every body, and of an envelope whose `params` is an operation slot. */
function sourceOfEveryBody(): string {
  const params = { type: 'object', properties: { x: { type: 'number' } } };
  const envelope = { type: 'object', required: ['op'], properties: { op: { type: 'string' }, params } };
  return compiledReaders(everyBody(), { inline: { envelope }, slots: [params] }).source;
}

/** The source's functions: name, parameters and body. */
function functionsOf(source: string): { readonly name: string; readonly params: string; readonly body: string }[] {
  return [...source.matchAll(/^function (\w+)\(([^)]*)\) \{\n([\s\S]*?)\n\}$/gm)].map(([, name, params, body]) => ({
    name: name!,
    params: params!,
    body: body!,
  }));
}

describe('the source text', () => {
  it('rule: the source is one statement a line, with no empty line', () => {
    const source = sourceOfEveryBody();
    const lines = source.split('\n');
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) {
      expect(line.trim(), 'no empty line').not.toBe('');
      // Two statements run together: a semicolon or brace followed by the indented next one, or a declaration glued on.
      expect(line, `one statement: ${line}`).not.toMatch(/[;{] {2,}\S|;(?:function|const) /);
    }
    expect(functionsOf(source).length).toBe(source.split('\n').filter((line) => line.startsWith('function ')).length);
  });

  it('rule: a constant is declared once and every one is used', () => {
    const source = sourceOfEveryBody();
    const constants = [...source.matchAll(/^const (c\d+) = (.*);$/gm)].map(([, name, code]) => ({
      name: name!,
      code: code!,
    }));
    expect(constants.length).toBeGreaterThan(0);
    expect(new Set(constants.map((constant) => constant.code)).size, 'each constant once').toBe(constants.length);
    expect(constants.map((constant) => constant.name)).toEqual(constants.map((_, index) => `c${index}`));
    const bodies = functionsOf(source)
      .map((fn) => fn.body)
      .join('\n');
    for (const { name } of constants) expect(bodies, `${name} is used`).toMatch(new RegExp(`\\b${name}\\b`));
    // R1 and R2 require the same list: the first constant written is the one both use.
    expect(bodies.match(/missing\(k, c0\)/g)?.length).toBe(2);
  });

  it("rule: a function takes the caller's `s` only when it uses it, and one that reaches a slot does", () => {
    const functions = functionsOf(sourceOfEveryBody());
    const taking = functions.filter((fn) => fn.params === 'v, d, s');
    expect(taking.length).toBeGreaterThan(0);
    for (const fn of functions) {
      expect(['v, d', 'v, d, s']).toContain(fn.params);
      expect(/\bs\b/.test(fn.body), `${fn.name}(${fn.params}) uses s exactly when it takes it:\n${fn.body}`).toBe(
        fn.params === 'v, d, s',
      );
    }
  });

  it('rule: a bound is checked only where its schema has that keyword', () => {
    const source = sourceOfEveryBody();
    for (const keyword of ['maxProperties', 'minProperties', 'propertyNames', 'maxItems', 'minItems', 'uniqueItems'])
      expect(source, keyword).not.toContain(`fail("${keyword}"`);
    expect(source).toContain('fail("maxJsonBytes", {limit: 100})');
    expect(source).toContain('fail("maxEntries", {limit: 10})');
    expect(source.match(/exceedsJsonBytes/g)?.length).toBe(1);
    expect(source.match(/exceedsJsonEntries/g)?.length).toBe(1);
    expect(source).not.toContain('NaN');
  });

  it('rule: an object reader counts required members only for a schema that requires some', () => {
    const { source } = compiledReaders({ Loose: { type: 'object', properties: { a: { type: 'string' } } } });
    expect(source).not.toContain('q++');
    expect(source).not.toContain('missing(');
    expect(source).toMatch(/\n {2}return o;\n\}$/);
  });
});
