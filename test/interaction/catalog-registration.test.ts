/**
 * The sealed catalog: what it refuses to register, what it exposes, the catalog-wide rules it
 * applies before a command parses (selection, mode, ownership, a foreign mode field), and bind over
 * any protocol object.
 */
import { describe, expect, it } from 'vitest';
import { ajvValidators } from '../../interaction/ajv-validators.ts';
import {
  bind,
  CommandCatalog,
  compileCommands,
  defineCommand,
  InteractionProtocol,
  type Command,
  type CommandCatalogOptions,
  type ManifestRow,
} from '../../runtime/interaction/index.ts';
import { rejection, definitionError, offType } from './fixtures.ts';

type AnyCommand = Command<Record<string, unknown>, unknown, []>;

/** Two commands compiled together under `type`, without a mode field. */
function notes() {
  return compileCommands(
    {
      note: { category: 'presentation', fields: { text: { required: true, jsonSchema: { type: 'string' } } } },
      ping: { fields: {} },
    },
    { commandField: 'type', commandAliases: ['kind'], additionalProperties: false, validators: ajvValidators() },
  );
}

function catalog(
  entries: Iterable<readonly [string, AnyCommand]>,
  options?: CommandCatalogOptions<Record<string, unknown>, []>,
) {
  return new CommandCatalog<Record<string, unknown>, unknown, [], string>(entries, options);
}

describe('registration', () => {
  it('rule: a command id must be a non-empty string', () => {
    const { note } = notes();
    for (const id of ['', 5, undefined]) {
      const error = definitionError(() => catalog([[offType<string>(id), note]]));
      expect(error).toMatchObject({
        code: 'commands',
        commandId: undefined,
        message: 'a command id must be a non-empty string',
      });
    }
  });

  it('rule: an id is registered once', () => {
    const { note } = notes();
    expect(
      definitionError(() =>
        catalog([
          ['note', note],
          ['note', note],
        ]),
      ),
    ).toMatchObject({ code: 'duplicate', commandId: 'note', message: 'command "note": it is registered twice' });
  });

  it('rule: only a compiled command (an object with parse and keys functions) is registered', () => {
    const keys = () => [];
    const parse = () => undefined;
    for (const command of [null, 'note', {}, { keys }, { parse }, { parse, keys: 'type' }, { parse: 'x', keys }]) {
      const error = definitionError(() => catalog([['note', offType<AnyCommand>(command)]]));
      expect(error).toMatchObject({
        code: 'commands',
        commandId: 'note',
        message: 'command "note": it is not a compiled command',
      });
    }
  });

  it('rule: a command compiled under one id is not registered under another; one compiled without an id is', () => {
    const { note } = notes();
    expect(definitionError(() => catalog([['memo', note]]))).toMatchObject({
      code: 'selector',
      commandId: 'memo',
      message: 'command "memo": it was compiled as "note"',
    });
    const free = defineCommand({ fields: {} }, { validators: ajvValidators() });
    const registered = catalog([['free', free]]);
    expect(registered.require('free')).toBe(free);
    expect(registered.ids).toEqual(['free']);
  });

  it('rule: a command with modes needs a catalog with a mode field', () => {
    const { review } = compileCommands(
      { review: { modes: ['review'], fields: {} } },
      { commandField: 'type', modeField: 'mode', validators: ajvValidators() },
    );
    expect(definitionError(() => catalog([['review', review]]))).toMatchObject({
      code: 'mode',
      message: 'command "review": it declares modes but the catalog has no mode field',
    });
    expect(catalog([['review', review]], { modeField: 'mode' }).size).toBe(1);
  });

  it('rule: versioned commands must agree; an unversioned command joins any of them', () => {
    const v1 = compileCommands(
      { a: { version: 1, fields: {} } },
      { commandField: 'type', validators: ajvValidators() },
    ).a;
    const v2 = compileCommands(
      { b: { version: 2, fields: {} } },
      { commandField: 'type', validators: ajvValidators() },
    ).b;
    const free = compileCommands({ c: { fields: {} } }, { commandField: 'type', validators: ajvValidators() }).c;
    expect(
      definitionError(() =>
        catalog([
          ['a', v1],
          ['b', v2],
        ]),
      ),
    ).toMatchObject({
      code: 'version',
      commandId: 'b',
      message: 'command "b": version 2 is incompatible with version 1',
    });
    expect(
      catalog([
        ['a', v1],
        ['c', free],
      ]).ids,
    ).toEqual(['a', 'c']);
    expect(
      catalog([
        ['c', free],
        ['a', v1],
      ]).ids,
    ).toEqual(['c', 'a']);
  });
});

describe('what a catalog exposes', () => {
  it('rule: tags, has, iteration and parse read the sealed registration', () => {
    const { note, ping } = notes();
    const registered = catalog(
      [
        ['note', note],
        ['ping', ping],
      ],
      { tags: ['chat', 'chat', 'ui'] },
    );
    expect(registered.tags).toEqual(['chat', 'chat', 'ui']);
    expect(catalog([['note', note]]).tags).toEqual([]);
    expect(registered.has('note')).toBe(true);
    expect(registered.has('memo')).toBe(false);
    expect([...registered]).toEqual([
      ['note', note],
      ['ping', ping],
    ]);
    expect(registered.parse({ type: 'note', text: 'hi' })).toEqual({ type: 'note', text: 'hi' });
    expect(registered.parse({ kind: 'ping' })).toEqual({ type: 'ping' });
  });
});

describe('selection and availability', () => {
  it('rule: a payload that is not an object selects no command', () => {
    const { note } = notes();
    const registered = catalog([['note', note]]);
    for (const payload of [null, 'note', ['note']]) {
      expect(rejection(() => registered.receive(offType(payload)))).toMatchObject({
        code: 'selection',
        message: 'the payload selects no command',
      });
    }
  });

  it('rule: a command limited to modes is refused "without a mode" when the payload carries none or a non-string', () => {
    const protocol = InteractionProtocol.define(
      {
        commandField: 'type',
        modeField: 'mode',
        commands: { approve: { modes: ['review'], fields: { requestId: { jsonSchema: { type: 'string' } } } } },
      },
      ajvValidators(),
    );
    for (const payload of [{ type: 'approve' }, { type: 'approve', mode: 3 }]) {
      expect(rejection(() => protocol.receive(payload))).toMatchObject({
        code: 'mode',
        message: 'command "approve" is not available without a mode',
        pointer: '/mode',
      });
    }
  });

  it('rule: only a string mode selects a mode, even for a command listing a non-string one', () => {
    const { note } = notes();
    const handMade: AnyCommand = { ...note, modes: offType<string[]>([3]) };
    const registered = catalog([['note', handMade]], { modeField: 'mode' });
    expect(rejection(() => registered.receive({ type: 'note', text: 'hi', mode: 3 }))).toMatchObject({
      code: 'mode',
      message: 'command "note" is not available without a mode',
    });
  });

  it('rule: the catalog refuses an owned field with its ownership message', () => {
    const protocol = InteractionProtocol.define(
      {
        commandField: 'type',
        commands: {
          approve: { fields: { approvedBy: { jsonSchema: { type: 'string' } } }, ownedFields: ['approvedBy'] },
        },
      },
      ajvValidators(),
    );
    expect(rejection(() => protocol.receive({ type: 'approve', approvedBy: 'ana' }))).toMatchObject({
      code: 'ownership',
      commandId: 'approve',
      message: 'field "approvedBy" is written by the program and may not be supplied',
      pointer: '/approvedBy',
    });
  });

  it('rule: catalog-wide wordings are resolved without the payload or the parse arguments', () => {
    const seen = offType<string>((...given: unknown[]) => `given ${given.length}: ${given.map(String).join(', ')}`);
    const protocol = InteractionProtocol.define(
      {
        commandField: 'type',
        modeField: 'mode',
        unknownError: seen,
        modeError: seen,
        ownershipError: seen,
        commands: { approve: { modes: ['review'], fields: { approvedBy: {} }, ownedFields: ['approvedBy'] } },
      },
      ajvValidators(),
    );
    expect(rejection(() => protocol.receive({ type: 'memo' })).message).toBe('given 1: undefined');
    expect(rejection(() => protocol.commands.require('memo')).message).toBe('given 1: undefined');
    expect(rejection(() => protocol.receive({ type: 'approve', mode: 'chat' })).message).toBe('given 1: undefined');
    expect(rejection(() => protocol.receive({ type: 'approve', mode: 'review', approvedBy: 'ana' })).message).toBe(
      'given 1: undefined',
    );
  });
});

describe("the catalog's mode field and commands compiled without it", () => {
  it('rule: the mode is routing data, left out of what such a command parses', () => {
    const { note } = notes();
    const registered = catalog([['note', note]], { modeField: 'mode' });
    expect(registered.receive({ type: 'note', mode: 'chat', text: 'hi' })).toStrictEqual({
      id: 'note',
      result: { type: 'note', text: 'hi' },
    });
  });

  it('rule: without a mode to leave out, the command checks the payload itself: every own selector counts', () => {
    const { note } = notes();
    const payload: Record<string, unknown> = { type: 'note', text: 'hi' };
    Object.defineProperty(payload, 'kind', { value: 5, enumerable: false });
    const expected = {
      code: 'discriminator',
      message: 'the payload names no command, not command "note"',
      pointer: '/kind',
    };
    expect(rejection(() => catalog([['note', note]], { modeField: 'mode' }).receive(payload))).toMatchObject(expected);

    const open = compileCommands(
      { note: { fields: {}, additionalProperties: true } },
      { commandField: 'type', commandAliases: ['kind'], validators: ajvValidators() },
    ).note;
    const named: Record<string, unknown> = { type: 'note', undefined: 1 };
    Object.defineProperty(named, 'kind', { value: 5, enumerable: false });
    expect(rejection(() => catalog([['note', open]]).receive(named))).toMatchObject(expected);
  });
});

describe('bind', () => {
  it('rule: a handler for an id the protocol does not register is refused', () => {
    const protocol = InteractionProtocol.define(
      { commandField: 'type', commands: { ping: { fields: {} } } },
      ajvValidators(),
    );
    const error = definitionError(() =>
      bind(protocol, offType<{ ping: () => string }>({ ping: () => 'pong', ghost: () => 'boo' })),
    );
    expect(error).toMatchObject({
      code: 'handler',
      commandId: 'ghost',
      message: 'command "ghost": a handler is given for a command the protocol does not register',
    });
  });

  it('rule: a protocol whose receive selects an id missing from its manifest reaches no handler', () => {
    const manifest: ManifestRow[] = [
      { id: 'ping', category: undefined, description: undefined, terminal: undefined, modes: undefined },
    ];
    const protocol = { commands: { manifest: () => manifest }, receive: () => ({ id: 'ghost', result: 1 }) };
    const bound = bind(offType<never>(protocol), offType<never>({ ping: () => 'pong' }));
    const error = definitionError(() =>
      (bound as { dispatch(value: unknown, context: unknown): unknown }).dispatch({}, undefined),
    );
    expect(error).toMatchObject({
      code: 'handler',
      commandId: 'ghost',
      message: 'command "ghost": the protocol received a command missing from its manifest',
    });
  });
});
