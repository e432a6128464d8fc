/**
 * Declarative checks as data: what compileDeclarativeCheck refuses in a rule (each refusal a
 * definition error of code `check`, with its exact wording and path), and the shape of what it
 * returns. The rules' behaviour on payloads is in declarative-checks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  compileDeclarativeCheck,
  Interaction,
  InteractionDefinitionError,
  type DeclarativeCheck,
} from '../../interaction/index.ts';
import { rejection } from './fixtures.ts';

/** The definition error compiling `check` throws (with the given options). */
function refusal(check: unknown, options?: Parameters<typeof compileDeclarativeCheck>[1]): InteractionDefinitionError {
  try {
    compileDeclarativeCheck(check as DeclarativeCheck, options);
  } catch (error) {
    expect(error).toBeInstanceOf(InteractionDefinitionError);
    return error as InteractionDefinitionError;
  }
  throw new Error(`expected ${JSON.stringify(check)} to be refused`);
}

describe('what a rule must be', () => {
  it('rule: a check that is not an object (null, a list) is refused as such', () => {
    for (const check of [null, ['rule', 'requires'], 'requires']) {
      expect(refusal(check)).toMatchObject({
        code: 'check',
        message: 'a check: a declarative check is an object with a `rule`',
        commandId: undefined,
      });
    }
    expect(refusal(null, { position: 3, commandId: 'c' })).toMatchObject({
      message: 'command "c": check 3: a declarative check is an object with a `rule`',
      path: ['checks', 2],
    });
  });

  it('rule: compiled on its own (no position), a refusal carries no path; with a position, the path of that entry', () => {
    expect(refusal({ rule: 'nope' }).path).toBeUndefined();
    expect(refusal({ rule: 'nope' }, { position: 1 }).path).toEqual(['checks', 0]);
  });

  it('rule: `rule` must be one of the names, as a string — a list spelling a name is unknown', () => {
    expect(refusal({ rule: ['requires'], field: 'a', fields: ['b'] }).message).toBe(
      'a check: unknown rule ["requires"]; the rules are requires, forbids, oneOfPresent, anyOfPresent, maxBytes, pattern, equals, differs',
    );
  });

  it('rule: `field` is a usable name — never `__proto__`', () => {
    expect(refusal({ rule: 'requires', field: '__proto__', fields: ['b'] }).message).toBe(
      'a check: rule "requires" needs `field`, a field name',
    );
    expect(refusal({ rule: 'maxBytes', field: '__proto__', max: 1 }).message).toBe(
      'a check: rule "maxBytes" needs `field`, a field name',
    );
  });

  it('rule: every entry of `fields` is a non-empty string other than `__proto__`', () => {
    const wording = 'a check: rule "anyOfPresent" needs `fields`, a non-empty list of field names';
    for (const fields of [['a', ''], [''], ['a', 5], [5], ['a', '__proto__']]) {
      expect(refusal({ rule: 'anyOfPresent', fields }).message, JSON.stringify(fields)).toBe(wording);
    }
  });

  it("rule: the presence option is 'own' or 'defined'; anything else is refused", () => {
    const error = refusal({ rule: 'anyOfPresent', fields: ['a'] }, { optionalPresence: 'present' as 'own' });
    expect(error).toMatchObject({ code: 'check', message: "a check: optionalPresence must be 'own' or 'defined'" });
  });

  it('rule: `max` 0 is allowed — only an empty string (or an absent field) passes it', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      commands: { c: { fields: { note: {} }, checks: [{ rule: 'maxBytes', field: 'note', max: 0 }] } },
    });
    expect(protocol.parse({ type: 'c', note: '' })).toEqual({ type: 'c', note: '' });
    expect(protocol.parse({ type: 'c' })).toEqual({ type: 'c' });
    expect(rejection(() => protocol.parse({ type: 'c', note: 'a' }))).toMatchObject({
      code: 'check',
      message: 'field "note" exceeds 0 UTF-8 bytes',
      pointer: '/note',
    });
  });
});

describe('what a compiled rule is', () => {
  it('rule: a rule naming a field carries it as `field`; oneOfPresent and anyOfPresent carry no `field` key at all', () => {
    expect(Object.keys(compileDeclarativeCheck({ rule: 'oneOfPresent', fields: ['a', 'b'] })).sort()).toEqual([
      'error',
      'occur',
    ]);
    expect(Object.keys(compileDeclarativeCheck({ rule: 'anyOfPresent', fields: ['a'] })).sort()).toEqual([
      'error',
      'occur',
    ]);
    const requires = compileDeclarativeCheck({ rule: 'requires', field: 'a', fields: ['b'] });
    expect(Object.keys(requires).sort()).toEqual(['error', 'field', 'occur']);
    expect(requires.field).toBe('a');
  });
});
