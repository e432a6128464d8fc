/**
 * The validators of `gen` and `check` (StandaloneValidators): a value is judged by the code the
 * package ships (a StandaloneCompiler over the spec's schemas in canonical form, kept for the
 * validators emitter), and a value it rejects is reported with every error, as `validate` reports
 * it. A schema Ajv refuses gives up the compiler and is reported (thrown) by the every-error side.
 */
import { describe, expect, it } from 'vitest';
import { StandaloneValidators } from '../../generator/check/standalone-validators.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { normalizeSchema } from '../../generator/schema/normalize-schema.ts';

const PAIR: JsonSchema = {
  type: 'object',
  required: ['b', 'a'],
  properties: { a: { type: 'string' }, b: { type: 'string' } },
};
const TYPES: Record<string, JsonSchema> = { Pair: PAIR, Name: { type: 'string', description: 'A name.  ' } };
const PARAMS: JsonSchema = { type: 'object', required: ['pair'], properties: { pair: { $ref: '#/types/Pair' } } };
const RESULT: JsonSchema = { type: 'array', items: { $ref: '#/types/Name' } };
const SPEC = { types: TYPES, operations: { probe: { params: PARAMS, result: RESULT } } };

const missing = (validate: { errors?: readonly { params: Record<string, unknown> }[] | null }) =>
  validate.errors?.map((error) => error.params.missingProperty);

describe('StandaloneValidators', () => {
  it("rule: keeps the compiler of the spec it checked, over exactly the spec's schemas in canonical form", () => {
    const validators = new StandaloneValidators();
    expect(validators.compiler).toBeUndefined();
    validators.forSpec(SPEC as never);
    const canonical = {
      types: Object.fromEntries(Object.entries(TYPES).map(([name, schema]) => [name, normalizeSchema(schema)])),
      operations: [{ name: 'probe', params: normalizeSchema(PARAMS), result: normalizeSchema(RESULT) }],
    };
    expect(validators.compiler?.compiles(canonical)).toBe(true);
    expect(
      validators.compiler?.compiles({ types: TYPES, operations: [{ name: 'probe', params: PARAMS, result: RESULT }] }),
    ).toBe(false);
  });

  it('rule: the compiler kept is that of the last spec checked', () => {
    const validators = new StandaloneValidators();
    validators.forSpec(SPEC as never);
    const first = validators.compiler;
    validators.forSpec({ types: { Other: { type: 'null' } }, operations: {} } as never);
    expect(validators.compiler).toBeDefined();
    expect(validators.compiler).not.toBe(first);
    expect(validators.compiler?.compiles({ types: { Other: { type: 'null' } }, operations: [] })).toBe(true);
  });

  it("rule: a named type's validator accepts what the schema accepts, with no errors, and reports every error of what it rejects", () => {
    const validators = new StandaloneValidators().forSpec(SPEC as never);
    const pair = validators.named('Pair');
    expect(pair.errors).toBeNull();
    expect(pair({})).toBe(false);
    expect(missing(pair)).toEqual(['b', 'a']);
    expect(pair({ a: 'x', b: 'y' })).toBe(true);
    expect(pair.errors).toBeNull();
    expect(pair({ a: 'x' })).toBe(false);
    expect(missing(pair)).toEqual(['b']);
    expect(validators.named('Name')('x')).toBe(true);
    expect(validators.named('Name')(1)).toBe(false);
  });

  it("rule: an operation's params and result validators are those of its own schemas, reporting every error", () => {
    const validators = new StandaloneValidators().forSpec(SPEC as never);
    const params = validators.operation('probe', 'params', PARAMS);
    expect(params({ pair: { a: 'x', b: 'y' } })).toBe(true);
    expect(params({ pair: {} })).toBe(false);
    expect(missing(params)).toEqual(['b', 'a']);
    const result = validators.operation('probe', 'result', RESULT);
    expect(result(['x'])).toBe(true);
    expect(result.errors).toBeNull();
    expect(result([1, 'y', 2])).toBe(false);
    expect(result.errors?.map((error) => error.instancePath)).toEqual(['/0', '/2']);
  });

  it('rule: a schema Ajv refuses gives up the compiler, is thrown by the every-error side, and the other schemas are still judged', () => {
    const validators = new StandaloneValidators();
    const checked = validators.forSpec({
      types: { Bad: { type: 'string', unknownKeyword: 1 }, Name: { type: 'string' } },
      operations: { probe: { params: { type: 'object' }, result: { type: 'null' } } },
    } as never);
    expect(validators.compiler).toBeDefined();
    expect(() => checked.named('Bad')).toThrow(/unknown keyword/);
    expect(validators.compiler).toBeUndefined();
    const name = checked.named('Name');
    expect([name('x'), name(1)]).toEqual([true, false]);
    expect(name.errors?.map((error) => error.keyword)).toEqual(['type']);
    const params = checked.operation('probe', 'params', { type: 'object' });
    expect([params({}), params(1)]).toEqual([true, false]);
  });

  it('rule: a refused schema of an earlier spec does not give up the compiler of a later one', () => {
    const validators = new StandaloneValidators();
    const earlier = validators.forSpec({
      types: { Bad: { type: 'string', unknownKeyword: 1 } },
      operations: {},
    } as never);
    validators.forSpec(SPEC as never);
    const later = validators.compiler;
    expect(() => earlier.named('Bad')).toThrow(/unknown keyword/);
    expect(validators.compiler).toBe(later);
    expect(later).toBeDefined();
  });
});
