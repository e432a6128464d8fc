import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formFieldDefault } from '../../../../runtime/parts/checks/form-field-default.ts';

const SEED = 20261206;

const field = (type: string, members: Record<string, unknown>) => ({ name: 'f', label: 'F', type, ...members });
const at = (value: unknown) => formFieldDefault(value)?.path;
const choices = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

describe('formFieldDefault', () => {
  describe('string fields', () => {
    it('rule: minBytes must not exceed maxBytes', () => {
      expect(formFieldDefault(field('string', { minBytes: 3, maxBytes: 2 }))).toEqual({
        path: ['minBytes'],
        pointer: '/minBytes',
        reason: 'must be <= maxBytes (2)',
      });
      expect(at(field('string', { minBytes: 2, maxBytes: 2 }))).toBeUndefined();
      expect(at(field('string', { minBytes: 65536 }))).toBeUndefined();
    });

    it('rule: the default has at most maxBytes UTF-8 bytes, 65,536 when absent', () => {
      expect(at(field('string', { maxBytes: 4, default: 'abcd' }))).toBeUndefined();
      expect(formFieldDefault(field('string', { maxBytes: 4, default: 'abcde' }))).toEqual({
        path: ['default'],
        pointer: '/default',
        reason: 'must NOT have more than 4 UTF-8 bytes (maxBytes)',
      });
      // Bytes, not characters: two characters of two bytes each.
      expect(at(field('string', { maxBytes: 3, default: 'éé' }))).toEqual(['default']);
      expect(at(field('string', { maxBytes: 1, default: 'é' }))).toEqual(['default']);
      expect(at(field('string', { default: 'x'.repeat(65536) }))).toBeUndefined();
      expect(formFieldDefault(field('string', { default: 'x'.repeat(65537) }))?.reason).toBe(
        'must NOT have more than 65536 UTF-8 bytes, the most without maxBytes',
      );
    });

    it('rule: the default has at least minBytes UTF-8 bytes, 1 when absent and required, else 0', () => {
      expect(at(field('string', { minBytes: 2, default: 'é' }))).toBeUndefined();
      expect(formFieldDefault(field('string', { minBytes: 2, default: 'a' }))?.reason).toBe(
        'must NOT have fewer than 2 UTF-8 bytes (minBytes)',
      );
      expect(formFieldDefault(field('string', { required: true, default: '' }))).toEqual({
        path: ['default'],
        pointer: '/default',
        reason: 'must NOT have fewer than 1 UTF-8 byte, as the field is required',
      });
      expect(at(field('string', { required: true, default: 'a' }))).toBeUndefined();
      expect(at(field('string', { required: false, default: '' }))).toBeUndefined();
      expect(at(field('string', { default: '' }))).toBeUndefined();
      expect(at(field('string', { required: true, minBytes: 0, default: '' }))).toBeUndefined();
    });

    it('rule: bounds of the wrong type are not judged, and a missing or non-string default passes', () => {
      expect(at(field('string', { minBytes: '9', maxBytes: 2, default: 'a' }))).toBeUndefined();
      expect(at(field('string', { maxBytes: '1', default: 'abc' }))).toBeUndefined();
      // A minBytes of the wrong type is not replaced by the default for absent ones (1 when required).
      expect(at(field('string', { required: true, minBytes: '0', default: '' }))).toBeUndefined();
      expect(at(field('string', { maxBytes: null, default: 'x'.repeat(65537) }))).toBeUndefined();
      expect(at(field('string', { minBytes: 3 }))).toBeUndefined();
      expect(at(field('string', { minBytes: 3, default: 7 }))).toBeUndefined();
    });
  });

  describe('number fields', () => {
    it('rule: minimum must not exceed maximum', () => {
      expect(formFieldDefault(field('number', { minimum: 2, maximum: 1 }))).toEqual({
        path: ['minimum'],
        pointer: '/minimum',
        reason: 'must be <= maximum (1)',
      });
      expect(at(field('number', { minimum: 1, maximum: 1 }))).toBeUndefined();
    });

    it('rule: the default lies within minimum and maximum, inclusive, where given', () => {
      expect(at(field('number', { minimum: 1, maximum: 3, default: 1 }))).toBeUndefined();
      expect(at(field('number', { minimum: 1, maximum: 3, default: 3 }))).toBeUndefined();
      expect(formFieldDefault(field('number', { minimum: 1, maximum: 3, default: 0.5 }))).toEqual({
        path: ['default'],
        pointer: '/default',
        reason: 'must be >= 1 (minimum)',
      });
      expect(formFieldDefault(field('number', { minimum: 1, maximum: 3, default: 3.5 }))?.reason).toBe(
        'must be <= 3 (maximum)',
      );
      expect(at(field('number', { minimum: 1, default: 1e300 }))).toBeUndefined();
      expect(at(field('number', { maximum: 1, default: -1e300 }))).toBeUndefined();
    });

    it('rule: the default is an integer when the field takes only integers', () => {
      expect(formFieldDefault(field('number', { integer: true, default: 1.5 }))).toEqual({
        path: ['default'],
        pointer: '/default',
        reason: 'must be an integer, as the field takes only integers',
      });
      expect(at(field('number', { integer: true, default: 2 }))).toBeUndefined();
      expect(at(field('number', { integer: false, default: 1.5 }))).toBeUndefined();
      expect(at(field('number', { default: 1.5 }))).toBeUndefined();
    });

    it('rule: the verdict matches the bounds exactly', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -50, max: 50 }),
          fc.integer({ min: -50, max: 50 }),
          fc.double({ min: -60, max: 60, noNaN: true }),
          fc.boolean(),
          (minimum, maximum, initial, integer) => {
            const path = at(field('number', { minimum, maximum, default: initial, integer }));
            if (minimum > maximum) expect(path).toEqual(['minimum']);
            else
              expect(path === undefined).toBe(
                initial >= minimum && initial <= maximum && (!integer || Number.isInteger(initial)),
              );
          },
        ),
        { seed: SEED, numRuns: 2000 },
      );
    });
  });

  describe('enum fields', () => {
    it('rule: the default is the value of one of the choices', () => {
      expect(at(field('enum', { choices: choices('latest', 'next'), default: 'next' }))).toBeUndefined();
      expect(formFieldDefault(field('enum', { choices: choices('latest', 'next'), default: 'LATEST' }))).toEqual({
        path: ['default'],
        pointer: '/default',
        reason: 'must be the value of one of the choices ("LATEST" is not one)',
      });
      // A label is no value.
      expect(at(field('enum', { choices: [{ value: 'a', label: 'b' }], default: 'b' }))).toEqual(['default']);
      expect(at(field('enum', { choices: choices('a') }))).toBeUndefined();
    });

    it('rule: when a choice has no readable value, a default matching no choice is not judged', () => {
      expect(
        at(field('enum', { choices: [{ value: 'a', label: 'A' }, { label: 'B' }], default: 'b' })),
      ).toBeUndefined();
      expect(at(field('enum', { choices: [{ value: 'a', label: 'A' }, 'b'], default: 'b' }))).toBeUndefined();
      expect(at(field('enum', { choices: 'ab', default: 'b' }))).toBeUndefined();
      expect(
        at(field('enum', { choices: [Object.create({ value: 'b' }), ...choices('a')], default: 'b' })),
      ).toBeUndefined();
      // …but a match is a match.
      expect(at(field('enum', { choices: [{ label: 'B' }, { value: 'b' }], default: 'b' }))).toBeUndefined();
    });
  });

  describe('multi-select fields', () => {
    const abc = choices('a', 'b', 'c');

    it('rule: minItems must not exceed maxItems, nor the number of choices', () => {
      expect(formFieldDefault(field('multi-select', { choices: abc, minItems: 3, maxItems: 2 }))).toEqual({
        path: ['minItems'],
        pointer: '/minItems',
        reason: 'must be <= maxItems (2)',
      });
      expect(formFieldDefault(field('multi-select', { choices: abc, minItems: 4 }))).toEqual({
        path: ['minItems'],
        pointer: '/minItems',
        reason: 'must be <= the number of choices (3)',
      });
      expect(at(field('multi-select', { choices: abc, minItems: 3, maxItems: 3 }))).toBeUndefined();
      expect(at(field('multi-select', { choices: abc, maxItems: 9 }))).toBeUndefined();
    });

    it('rule: each default entry is the value of a choice, the first stray failing at its index', () => {
      expect(at(field('multi-select', { choices: abc, default: ['c', 'a'] }))).toBeUndefined();
      expect(formFieldDefault(field('multi-select', { choices: abc, default: ['a', 'x', 'y'] }))).toEqual({
        path: ['default', 1],
        pointer: '/default/1',
        reason: 'must be the value of one of the choices ("x" is not one)',
      });
      expect(at(field('multi-select', { choices: [...abc, { label: 'no value' }], default: ['x'] }))).toBeUndefined();
      expect(at(field('multi-select', { choices: abc, default: [1, 'b'] }))).toBeUndefined();
    });

    it('rule: the default has between minItems and maxItems entries, where given', () => {
      expect(at(field('multi-select', { choices: abc, minItems: 1, maxItems: 2, default: ['a'] }))).toBeUndefined();
      expect(
        at(field('multi-select', { choices: abc, minItems: 1, maxItems: 2, default: ['a', 'b'] })),
      ).toBeUndefined();
      expect(formFieldDefault(field('multi-select', { choices: abc, minItems: 2, default: ['a'] }))).toEqual({
        path: ['default'],
        pointer: '/default',
        reason: 'must NOT have fewer than 2 items (minItems)',
      });
      expect(formFieldDefault(field('multi-select', { choices: abc, maxItems: 1, default: ['a', 'b'] }))?.reason).toBe(
        'must NOT have more than 1 item (maxItems)',
      );
      expect(at(field('multi-select', { choices: abc, minItems: 1, default: [] }))).toEqual(['default']);
      expect(at(field('multi-select', { choices: abc, default: [] }))).toBeUndefined();
    });

    it('rule: order: bounds first, then entries, then the count', () => {
      expect(at(field('multi-select', { choices: abc, minItems: 2, maxItems: 1, default: ['x'] }))).toEqual([
        'minItems',
      ]);
      expect(at(field('multi-select', { choices: abc, minItems: 2, default: ['x'] }))).toEqual(['default', 0]);
    });
  });

  it('rule: a boolean field has nothing to check, and an unknown or missing type is left to the schema', () => {
    expect(at(field('boolean', { default: true, minimum: 5, maxBytes: 0, choices: [] }))).toBeUndefined();
    expect(at(field('date', { minimum: 2, maximum: 1 }))).toBeUndefined();
    expect(at({ minimum: 2, maximum: 1 })).toBeUndefined();
    for (const value of [undefined, null, 0, 'string', [field('number', { minimum: 2, maximum: 1 })]])
      expect(formFieldDefault(value)).toBeUndefined();
  });

  it("rule: only the members of the field's own type are read, so a stripped copy gets the same verdict", () => {
    // Members of other branches (a stripped copy drops them) never count.
    expect(at(field('number', { minBytes: 5, maxBytes: 1, choices: [], minItems: 9, default: 2 }))).toBeUndefined();
    expect(at(field('enum', { choices: choices('a'), minimum: 5, maximum: 1, default: 'a' }))).toBeUndefined();
    expect(at(field('string', { minimum: 5, maximum: 1, minItems: 3, maxItems: 1, default: 'a' }))).toBeUndefined();
    expect(
      at(field('multi-select', { choices: choices('a'), minBytes: 5, maxBytes: 1, integer: true, default: ['a'] })),
    ).toBeUndefined();
    // Inherited bounds are not read; null-prototype fields are.
    expect(
      at(Object.assign(Object.create({ maxBytes: 1 }) as object, field('string', { default: 'abc' }))),
    ).toBeUndefined();
    expect(at(Object.assign(Object.create(null) as object, field('number', { maximum: 1, default: 2 })))).toEqual([
      'default',
    ]);
  });

  it('rule: the reason quotes a bounded piece of a stray value', () => {
    const stray = 'v'.repeat(100_000);
    expect(formFieldDefault(field('enum', { choices: choices('a'), default: stray }))!.reason.length).toBeLessThan(120);
    expect(
      formFieldDefault(field('multi-select', { choices: choices('a'), default: [stray] }))!.reason.length,
    ).toBeLessThan(120);
  });

  it('rule: total over any input: never throws', () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });
    const near = fc.record(
      {
        type: fc.constantFrom('string', 'number', 'boolean', 'enum', 'multi-select'),
        required: fc.oneof(fc.boolean(), anything),
        default: fc.oneof(fc.string(), fc.double(), fc.array(fc.oneof(fc.string(), anything)), anything),
        minBytes: fc.oneof(fc.nat(), anything),
        maxBytes: fc.oneof(fc.nat(), anything),
        minimum: fc.oneof(fc.double(), anything),
        maximum: fc.oneof(fc.double(), anything),
        integer: fc.oneof(fc.boolean(), anything),
        minItems: fc.oneof(fc.nat(), anything),
        maxItems: fc.oneof(fc.nat(), anything),
        choices: fc.oneof(
          fc.array(fc.oneof(fc.record({ value: fc.oneof(fc.string(), anything) }), anything)),
          anything,
        ),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.oneof(anything, near), (value) => {
        formFieldDefault(value);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });
});
