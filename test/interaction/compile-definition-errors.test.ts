/**
 * What the compiler refuses in a command declaration and in the selectors shared by commands compiled
 * together: each rule's exact code, message and path inside the definition (the path is what lets a
 * YAML spec show the error on the line that causes it).
 */
import { describe, expect, it } from 'vitest';
import { ajvValidators } from '../../interaction/ajv-validators.ts';
import {
  compileCommands,
  defineCommand,
  INTERACTION_CATEGORIES,
  type CommandDefinition,
  type CompileOptions,
} from '../../runtime/interaction/index.ts';
import { definitionError, offType } from './fixtures.ts';

type Definition = CommandDefinition<Record<string, unknown>, unknown, []>;

/** Compiles `definitions` with Ajv validation; every test compiles its own. */
function compile<Id extends string>(definitions: Record<Id, Definition>, options: CompileOptions = {}) {
  return compileCommands(definitions, { ...options, validators: ajvValidators() });
}

describe('the declaration itself', () => {
  it('rule: a command is declared by an object', () => {
    const error = definitionError(() => compile({ note: offType<Definition>(null) }));
    expect(error).toMatchObject({
      code: 'field',
      commandId: 'note',
      message: 'command "note": a command is declared by an object',
      path: undefined,
    });
  });

  it('rule: a command id must be a non-empty string', () => {
    const empty = definitionError(() => compile({ '': { fields: {} } }));
    expect(empty).toMatchObject({
      code: 'selector',
      commandId: '',
      message: 'command "": a command id must be a non-empty string',
    });
    const numeric = definitionError(() =>
      defineCommand(
        { discriminator: { field: 'type', value: offType<string>(5) }, fields: {} },
        { validators: ajvValidators() },
      ),
    );
    expect(numeric).toMatchObject({
      code: 'selector',
      commandId: 5,
      message: 'command 5: a command id must be a non-empty string',
    });
  });

  it('rule: an unknown category is refused at ["category"], naming every category allowed', () => {
    const error = definitionError(() => compile({ note: { category: offType<'receipt'>('chat'), fields: {} } }));
    expect(INTERACTION_CATEGORIES.join(', ')).toBe(
      'presentation, receipt, question, query, action, navigation, control',
    );
    expect(error).toMatchObject({
      code: 'category',
      message:
        'command "note": category "chat" is not one of presentation, receipt, question, query, action, navigation, control',
      path: ['category'],
    });
  });

  it("rule: optionalPresence other than 'own' or 'defined' is refused at [\"optionalPresence\"]", () => {
    const error = definitionError(() => compile({ note: { optionalPresence: offType<'own'>('always'), fields: {} } }));
    expect(error).toMatchObject({
      code: 'field',
      message: "command \"note\": optionalPresence must be 'own' or 'defined'",
      path: ['optionalPresence'],
    });
  });
});

describe('fields, owned fields and tags', () => {
  it('rule: a declared field may not reuse a selector or the mode field, and is reported at ["fields", name]', () => {
    const options = { commandField: 'type', commandAliases: ['kind'], modeField: 'mode' };
    for (const name of ['type', 'kind', 'mode']) {
      const error = definitionError(() => compile({ note: { fields: { text: {}, [name]: {} } } }, options));
      expect(error).toMatchObject({
        code: 'selector',
        message: `command "note": field "${name}" is a selector or the mode field`,
        path: ['fields', name],
      });
    }
  });

  it('rule: ownedFields and tags must be lists of names, reported at their own key', () => {
    for (const [key, value] of [
      ['ownedFields', 'createdAt'],
      ['ownedFields', ['createdAt', 1]],
      ['tags', 'chat'],
      ['tags', ['chat', 1]],
      ['tags', [1]],
    ] as const) {
      const error = definitionError(() => compile({ note: { fields: {}, [key]: value } }));
      expect(error).toMatchObject({
        code: 'field',
        message: `command "note": ${key} must be a list of names`,
        path: [key],
      });
    }
  });

  it('rule: an owned field with an unusable name is reported at ["ownedFields", index]', () => {
    const error = definitionError(() => compile({ note: { fields: {}, ownedFields: ['createdAt', ''] } }));
    expect(error).toMatchObject({
      code: 'field',
      message: 'command "note": "" is not a usable field name',
      path: ['ownedFields', 1],
    });
  });

  it('rule: an owned field may not be a selector or the mode field', () => {
    const error = definitionError(() =>
      compile(
        { note: { fields: {}, ownedFields: ['createdAt', 'mode'] } },
        { commandField: 'type', modeField: 'mode' },
      ),
    );
    expect(error).toMatchObject({
      code: 'owned',
      message: 'command "note": owned field "mode" is a selector or the mode field',
      path: ['ownedFields', 1],
    });
  });
});

describe('checks', () => {
  it('rule: checks must be a list, reported at ["checks"]', () => {
    const error = definitionError(() => compile({ note: { fields: {}, checks: offType<[]>('text is short') } }));
    expect(error).toMatchObject({ code: 'field', message: 'command "note": checks must be a list', path: ['checks'] });
  });

  it('rule: a check needs an occur function or a rule, named by its position and reported at ["checks", index]', () => {
    for (const check of [null, 'text is short', {}, { occur: 'yes', error: 'no' }]) {
      const error = definitionError(() =>
        compile({ note: { fields: {}, checks: [{ occur: () => false, error: 'never' }, offType<never>(check)] } }),
      );
      expect(error).toMatchObject({
        code: 'field',
        message: 'command "note": check 2 needs an occur function or a rule',
        path: ['checks', 1],
      });
    }
  });

  it('rule: a check may not carry both a rule and an occur function', () => {
    const both = offType<never>({ rule: 'requires', field: 'a', requires: 'b', occur: () => true, error: 'no' });
    const error = definitionError(() =>
      compile({ note: { fields: ['a', 'b'], checks: [{ occur: () => false, error: 'never' }, both] } }),
    );
    expect(error).toMatchObject({
      code: 'field',
      message: 'command "note": check 2 has both a rule and an occur function',
      path: ['checks', 1],
    });
  });
});

describe('versions', () => {
  it('rule: a version must be a finite number, reported at ["version"]', () => {
    for (const version of [Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = definitionError(() => compile({ note: { version, fields: {} } }));
      expect(error).toMatchObject({
        code: 'version',
        message: 'command "note": version must be a finite number',
        path: ['version'],
      });
    }
  });

  it('rule: a command version must equal the required version; without one required, any finite version stands', () => {
    const error = definitionError(() => compile({ note: { version: 1, fields: {} } }, { version: 2 }));
    expect(error).toMatchObject({
      code: 'version',
      message: 'command "note": version 1 is incompatible with version 2',
      path: ['version'],
    });
    expect(compile({ note: { version: 3, fields: {} } }).note.version).toBe(3);
    expect(defineCommand({ version: 3, fields: {} }, { validators: ajvValidators() }).version).toBe(3);
  });
});

describe('discriminator and modes', () => {
  it('rule: a declared discriminator field other than the command field is refused; the same field is forced to the id', () => {
    const error = definitionError(() =>
      compile({ note: { discriminator: { field: 'kind', value: 'note' }, fields: {} } }, { commandField: 'type' }),
    );
    expect(error).toMatchObject({
      code: 'selector',
      message: 'command "note": its discriminator field "kind" differs from the command field "type"',
      path: undefined,
    });
    const same = compile(
      { note: { discriminator: { field: 'type', value: 'memo' }, fields: {} } },
      { commandField: 'type' },
    ).note;
    expect(same.discriminator).toEqual({ field: 'type', value: 'note' });
  });

  it('rule: a discriminator declared without a value gives a command with no id and no discriminator', () => {
    const command = defineCommand(
      { discriminator: offType<{ field: string; value: string }>({ field: 'type' }), fields: { a: {} } },
      { validators: ajvValidators() },
    );
    expect(command.id).toBeUndefined();
    expect(command.discriminator).toBeUndefined();
    expect(Object.keys(command.fieldSchemas)).toEqual(['a']);
  });

  it('rule: modes must be a non-empty list of names, reported at ["modes"]', () => {
    for (const modes of [[], ['review', 3], [3], 'review']) {
      const error = definitionError(() =>
        compile({ note: { modes: offType<string[]>(modes), fields: {} } }, { commandField: 'type', modeField: 'mode' }),
      );
      expect(error).toMatchObject({
        code: 'mode',
        message: 'command "note": modes must be a non-empty list of names (leave it out for every mode)',
        path: ['modes'],
      });
    }
  });
});

describe('commands compiled together', () => {
  it('rule: commands are declared by a map from id to definition', () => {
    for (const definitions of [null, 'note']) {
      const error = definitionError(() => compile(offType<Record<string, Definition>>(definitions)));
      expect(error).toMatchObject({
        code: 'commands',
        commandId: undefined,
        message: 'commands are declared by a map from id to definition',
      });
    }
  });

  it('rule: selectors are distinct field names, and aliases need a command field', () => {
    const cases: [CompileOptions, string][] = [
      [
        { commandField: 'type', commandAliases: offType<string[]>('kind') },
        'commandAliases must be a list of field names',
      ],
      [{ commandAliases: ['kind'] }, 'command aliases need a command field'],
      [{ commandField: offType<string>(5) }, 'selector and mode fields must be names'],
      [{ commandField: 'type', modeField: offType<string>(['mode']) }, 'selector and mode fields must be names'],
      [
        { commandField: 'type', modeField: 'type' },
        'the command field, its aliases and the mode field must all differ',
      ],
      [
        { commandField: 'type', commandAliases: ['kind', 'kind'] },
        'the command field, its aliases and the mode field must all differ',
      ],
    ];
    for (const [options, message] of cases) {
      const error = definitionError(() => compile({ note: { fields: {} } }, options));
      expect(error).toMatchObject({ code: 'selector', commandId: undefined, message });
    }
  });

  it('rule: without a command field a command keeps its id but carries no discriminator: its output is the payload copied', () => {
    const { note } = compile({ note: { fields: { a: {}, b: {} } } });
    expect(note.id).toBe('note');
    expect(note.discriminator).toBeUndefined();
    expect(note.parse({ a: 1 })).toStrictEqual({ a: 1 });
    expect(Object.keys(note.parse({ b: 2, a: 1 }) as object)).toEqual(['b', 'a']);
    expect(note.keys({ a: 'note', type: 'note' })).toEqual([]);
  });

  it('rule: a schema has no description key when the command declares none', () => {
    const { note } = compile({ note: { fields: { a: {} } } }, { commandField: 'type' });
    for (const schema of [note.inputJsonSchema, note.parseJsonSchema, note.modelJsonSchema]) {
      expect(Object.keys(schema)).toEqual(['type', 'properties', 'required', 'additionalProperties']);
    }
    const described = compile({ note: { description: 'A note', fields: { a: {} } } }, { commandField: 'type' }).note;
    expect(Object.keys(described.modelJsonSchema)).toEqual([
      'type',
      'description',
      'properties',
      'required',
      'additionalProperties',
    ]);
  });
});
