/**
 * One catalog, declared twice: in YAML (the kitchen-sink fixture spec's `tickets` catalog, generated
 * into a package and imported from it) and here, by hand, through `Interaction.define` of
 * felan-protocol/interaction. It uses every part a YAML catalog can declare: catalog-level fields,
 * checks, tags, category, terminal, additionalProperties, optionalPresence and error; fields as a list
 * and as a map; an owned field that is required; aliases, modes, declarative checks and `$ref`'d types
 * (written out below as the YAML path inlines them). The two must be the same protocol: the same
 * schemas, manifest and answers to every payload of the table.
 */
import { describe, expect, it } from 'vitest';
import { Interaction, InteractionRejection } from 'felan-protocol/interaction';
import type { bindTickets, TicketsCommandMap } from '../fixtures/golden/kitchen-sink/src/interactions/tickets.js';
import { kitchenSinkPackage } from './support/kitchen-sink-package.ts';

const { exports: pkg } = await kitchenSinkPackage();
const yamlPath = pkg.tickets as ReturnType<typeof defineRuntimeTwin>;

/** The spec's `Id`, and `ThingId` (a `$ref` to it with a description of its own). */
const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' };
const THING_ID = { ...ID, description: 'An alias of an alias target.' };

function defineRuntimeTwin() {
  return Interaction.define({
    description:
      'Every part a catalog may declare once for all its commands, both forms of fields, and an owned field that is required. test/interaction/yaml-parity.test.ts declares the same catalog with Interaction.define.',
    commandField: 'action',
    commandAliases: ['op'],
    modeField: 'mode',
    version: 1,
    tags: ['tickets'],
    unknownError: 'no such ticket command',
    selectionError: 'name a ticket command',
    modeError: 'not available in this mode',
    ownershipError: 'the host writes that field',
    category: 'action',
    terminal: false,
    additionalProperties: false,
    optionalPresence: 'defined',
    error: 'the ticket command does not match its schema',
    fields: {
      ticketId: { required: true, modelRequired: true, jsonSchema: THING_ID },
      createdAt: {
        required: true,
        description: 'When the host received the command.',
        jsonSchema: { type: 'integer', minimum: 0 },
      },
    },
    checks: [{ rule: 'maxBytes', field: 'note', max: 32 }],
    commands: {
      open: {
        description: 'Open a ticket; the host stamps it.',
        ownedFields: ['createdAt'],
        fields: ['note', 'labels'],
        checks: [{ rule: 'requires', field: 'labels', fields: ['note'], error: 'labels need a note' }],
      },
      comment: {
        category: 'presentation',
        description: 'Comment on a ticket; open to fields a newer client adds.',
        additionalProperties: true,
        optionalPresence: 'own',
        ownedFields: ['createdAt', 'author'],
        fields: {
          text: { required: true, modelRequired: true, jsonSchema: { type: 'string', minLength: 1 } },
          replyTo: { jsonSchema: ID },
          tags: { jsonSchema: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
        },
        checks: [{ rule: 'differs', field: 'replyTo', other: 'ticketId' }],
      },
      close: {
        description: 'Close a ticket, in admin mode only; the client states when.',
        terminal: true,
        modes: ['admin'],
        error: 'a ticket is closed with a resolution',
        fields: { resolution: { required: true, modelRequired: true, jsonSchema: { enum: ['fixed', 'wontfix'] } } },
      },
    },
  });
}

const runtimePath = defineRuntimeTwin();
const IDS = ['open', 'comment', 'close'] as const;

/**
 * What a protocol answers to a payload: the selected id and result, or the whole rejection. The
 * generated package carries its own copy of the runtime, so its rejection is that copy's class: it is
 * recognised by name, and the runtime twin's by the class itself.
 */
function answer(run: () => unknown) {
  try {
    return { accepted: run() };
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe(InteractionRejection.name);
    const { code, message, pointer, tags, commandId, detail } = error as InteractionRejection;
    return { code, message, pointer, tags, commandId, detail };
  }
}

const long = 'x'.repeat(40);
const PAYLOADS: readonly unknown[] = [
  { action: 'open', ticketId: 't-1' },
  { action: 'open', ticketId: 't-1', note: 'n', labels: ['a', { any: 'value' }] },
  { op: 'open', ticketId: 't-1' },
  { action: 'open', op: 'open', ticketId: 't-1' },
  { action: 'open', ticketId: 't-1', createdAt: 5 },
  { action: 'open', ticketId: 't-1', labels: ['a'] },
  { action: 'open', ticketId: 't-1', note: long },
  { action: 'open', ticketId: 'T 1' },
  { action: 'open' },
  { action: 'open', ticketId: 't-1', extra: 1 },
  { action: 'open', ticketId: 't-1', note: undefined },
  { action: 'open', ticketId: 't-1', mode: 'admin' },
  { action: 'comment', ticketId: 't-1', text: 'hi' },
  { action: 'comment', ticketId: 't-1', text: 'hi', extra: 1, tags: ['a'] },
  { action: 'comment', ticketId: 't-1', text: 'hi', replyTo: 't-1' },
  { action: 'comment', ticketId: 't-1', text: 'hi', replyTo: 't-0' },
  { action: 'comment', ticketId: 't-1', text: 'hi', author: 'model' },
  { action: 'comment', ticketId: 't-1', text: 'hi', createdAt: 1 },
  { action: 'comment', ticketId: 't-1', text: 'hi', note: long },
  { action: 'comment', ticketId: 't-1', text: 'hi', tags: ['a', 'a'] },
  { action: 'comment', ticketId: 't-1', text: 'hi', replyTo: undefined },
  { action: 'comment', ticketId: 't-1', text: '' },
  { action: 'close', mode: 'admin', ticketId: 't-1', createdAt: 1, resolution: 'fixed' },
  { action: 'close', ticketId: 't-1', createdAt: 1, resolution: 'fixed' },
  { action: 'close', mode: 'user', ticketId: 't-1', createdAt: 1, resolution: 'fixed' },
  { action: 'close', mode: 'admin', ticketId: 't-1', resolution: 'fixed' },
  { action: 'close', mode: 'admin', ticketId: 't-1', createdAt: -1, resolution: 'fixed' },
  { action: 'close', mode: 'admin', ticketId: 't-1', createdAt: 1, resolution: 'maybe' },
  { action: 'nope' },
  { action: 'open', op: 'close', ticketId: 't-1' },
  { action: 5 },
  {},
  [],
  null,
  'open',
];

describe('the tickets catalog from YAML is the same protocol as its Interaction.define twin', () => {
  it('rule: the union model and input schemas are deep-equal', () => {
    expect(yamlPath.modelJsonSchema).toEqual(runtimePath.modelJsonSchema);
    expect(yamlPath.inputJsonSchema).toEqual(runtimePath.inputJsonSchema);
  });

  it('rule: every command has the same field, input, parse and model schemas, fields in the same order', () => {
    expect(yamlPath.commands.ids).toEqual([...IDS]);
    for (const id of IDS) {
      const [fromYaml, fromCode] = [yamlPath.commands.require(id), runtimePath.commands.require(id)];
      for (const key of ['fieldSchemas', 'inputJsonSchema', 'parseJsonSchema', 'modelJsonSchema'] as const) {
        expect(fromYaml[key], `${id} ${key}`).toEqual(fromCode[key]);
        expect(Object.keys(fromYaml[key].properties ?? fromYaml[key]), `${id} ${key} order`).toEqual(
          Object.keys(fromCode[key].properties ?? fromCode[key]),
        );
      }
      expect([fromYaml.ownedFields, fromYaml.tags, fromYaml.version, fromYaml.modes]).toEqual([
        fromCode.ownedFields,
        fromCode.tags,
        fromCode.version,
        fromCode.modes,
      ]);
    }
  });

  it('rule: the manifests are the same, catalog defaults filled in where a command says nothing', () => {
    expect(pkg.TICKETS_MANIFEST).toEqual(runtimePath.commands.manifest());
    expect(
      pkg.TICKETS_MANIFEST.map((row: { category: string; terminal: boolean }) => [row.category, row.terminal]),
    ).toEqual([
      ['action', false],
      ['presentation', false],
      ['action', true],
    ]);
  });

  it('rule: both accept and reject every payload of the table alike: result, or code, message, pointer, tags, command and detail', () => {
    const codes = new Set<string>();
    for (const payload of PAYLOADS) {
      const fromYaml = answer(() => yamlPath.receive(payload as never));
      expect(fromYaml, JSON.stringify(payload) ?? String(payload)).toEqual(
        answer(() => runtimePath.receive(payload as never)),
      );
      codes.add('code' in fromYaml ? fromYaml.code : 'accepted');
    }
    // The table reaches every kind of answer, so agreeing on it means something.
    expect([...codes].sort()).toEqual(['accepted', 'check', 'invalid', 'mode', 'ownership', 'selection', 'unknown']);
  });

  it('rule: one command parsing a payload that names another answers alike', () => {
    for (const payload of [
      { action: 'close', ticketId: 't-1' },
      { op: 'comment', ticketId: 't-1' },
      { ticketId: 't-1' },
    ]) {
      const fromYaml = answer(() => yamlPath.commands.require('open').parse(payload));
      expect(fromYaml).toEqual(answer(() => runtimePath.commands.require('open').parse(payload as never)));
    }
    expect(answer(() => yamlPath.commands.require('open').parse({ action: 'close', ticketId: 't-1' }))).toMatchObject({
      code: 'discriminator',
      pointer: '/action',
    });
  });

  it('rule: the generated bind is typed by command and dispatches to the selected handler', () => {
    const bind = pkg.bindTickets as typeof bindTickets;
    const bound = bind({
      open: (value, context: { now: number }) => `${value.ticketId} opened at ${context.now}`,
      comment: (value) => `${value.ticketId}: ${value.text}`,
      close: (value) => `${value.ticketId} ${value.resolution} at ${value.createdAt}`,
    });
    expect(bound.dispatch({ action: 'open', ticketId: 't-1' } as TicketsCommandMap['open'], { now: 7 })).toBe(
      't-1 opened at 7',
    );
    expect(
      bound.dispatch(
        { action: 'close', mode: 'admin', ticketId: 't-2', createdAt: 3, resolution: 'fixed' },
        { now: 0 },
      ),
    ).toBe('t-2 fixed at 3');
    // @ts-expect-error — the handler for `close` is missing
    expect(() => bind({ open: () => '', comment: () => '' })).toThrow('command "close": no handler is bound to it');
  });

  it('rule: the parsed type of a command with an owned field leaves it out; one that does not own it keeps it required', () => {
    // @ts-expect-error — `createdAt` is owned by open: parse never returns it
    const opened: TicketsCommandMap['open'] = { action: 'open', ticketId: 't-1', createdAt: 1 };
    // @ts-expect-error — close does not own `createdAt`, so its payload must carry it
    const closed: TicketsCommandMap['close'] = { action: 'close', mode: 'admin', ticketId: 't-1', resolution: 'fixed' };
    expect(answer(() => yamlPath.receive(opened as never))).toMatchObject({ code: 'ownership', pointer: '/createdAt' });
    expect(answer(() => yamlPath.receive(closed as never))).toMatchObject({
      code: 'invalid',
      pointer: '/createdAt',
      message: 'a ticket is closed with a resolution',
    });
  });
});
