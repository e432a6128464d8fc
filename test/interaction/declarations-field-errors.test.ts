/**
 * What a command's `fields` may hold, in either form (a list of names or a map of declarations):
 * each refusal a definition error of code `field`, with its exact wording and the path of the entry
 * at fault inside the command's definition.
 */
import { describe, expect, it } from 'vitest';
import { Interaction, InteractionDefinitionError, type FieldDeclarations } from '../../interaction/index.ts';

/** The definition error of a protocol whose one command `c` declares `fields`. */
function refusal(fields: unknown): InteractionDefinitionError {
  try {
    Interaction.define({ commandField: 'type', commands: { c: { fields: fields as FieldDeclarations } } });
  } catch (error) {
    expect(error).toBeInstanceOf(InteractionDefinitionError);
    return error as InteractionDefinitionError;
  }
  throw new Error(`expected fields ${JSON.stringify(fields)} to be refused`);
}

const shown = ({ code, message, commandId, path }: InteractionDefinitionError) => ({ code, message, commandId, path });

describe('a list of field names', () => {
  it('rule: a list holds only names; the entry at fault is named by its index', () => {
    expect(shown(refusal(['a', 5]))).toEqual({
      code: 'field',
      message: 'command "c": a field list may only hold names',
      commandId: 'c',
      path: ['fields', 1],
    });
    expect(refusal([{ name: 'a' }]).path).toEqual(['fields', 0]);
  });

  it('rule: a name listed twice is refused, named by itself', () => {
    expect(shown(refusal(['a', 'b', 'a']))).toEqual({
      code: 'field',
      message: 'command "c": field "a" is listed twice',
      commandId: 'c',
      path: ['fields', 'a'],
    });
  });

  it('rule: the empty name and `__proto__` are not usable field names', () => {
    expect(shown(refusal(['']))).toEqual({
      code: 'field',
      message: 'command "c": "" is not a usable field name',
      commandId: 'c',
      path: ['fields', ''],
    });
    expect(shown(refusal(['a', '__proto__']))).toEqual({
      code: 'field',
      message: 'command "c": "__proto__" is not a usable field name',
      commandId: 'c',
      path: ['fields', '__proto__'],
    });
  });
});

describe('a map of field declarations', () => {
  it('rule: `fields` is a list or a map — any other value is refused at `fields`', () => {
    for (const fields of ['a', 5, null]) {
      expect(shown(refusal(fields))).toEqual({
        code: 'field',
        message: 'command "c": `fields` must be a list of names or a map of declarations',
        commandId: 'c',
        path: ['fields'],
      });
    }
  });

  it('rule: each field is declared by an object', () => {
    expect(shown(refusal({ a: {}, b: true }))).toEqual({
      code: 'field',
      message: 'command "c": field "b" must be declared by an object',
      commandId: 'c',
      path: ['fields', 'b'],
    });
    expect(refusal({ a: null }).message).toBe('command "c": field "a" must be declared by an object');
  });

  it("rule: a field's jsonSchema, when given, is an object", () => {
    for (const jsonSchema of [true, 'string', ['string']]) {
      expect(shown(refusal({ a: { jsonSchema } }))).toEqual({
        code: 'field',
        message: 'command "c": the jsonSchema of field "a" must be an object',
        commandId: 'c',
        path: ['fields', 'a'],
      });
    }
  });

  it('rule: a map key `__proto__` (as JSON.parse writes it) and the empty key are not usable field names', () => {
    expect(shown(refusal(JSON.parse('{"__proto__": {}}')))).toEqual({
      code: 'field',
      message: 'command "c": "__proto__" is not a usable field name',
      commandId: 'c',
      path: ['fields', '__proto__'],
    });
    expect(refusal({ '': {} }).message).toBe('command "c": "" is not a usable field name');
  });
});
