/**
 * The spec's rules across members (`check:` in spec/session-protocol/types), which JSON Schema cannot
 * state and the generated validators and parsers now run after the schema accepts a node: each rule
 * with a case the generated package accepts (parsing to itself) and one it refuses as invalid_request
 * at the exact pointer of the offending member, through its public API. The frames are built from the
 * spec's own examples, read from the YAML (the exported schemas carry examples only in a docs build).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import * as protocol from '@felan-ai/session-protocol';
import { thrown } from '../support/requests.ts';

/** A frame or example, edited by path in every case. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frames and examples are edited by path into every wrong shape
type Json = Record<string, any>;

const specFile = (path: string) => parseYaml(readFileSync(new URL(`../../spec/session-protocol/${path}`, import.meta.url), 'utf8')) as Json;
const types: Json = Object.assign({}, ...['ui', 'interactions', 'processes', 'storage', 'remote'].map((file) => specFile(`types/${file}.yaml`).types));
const operations: Json = Object.assign({}, ...['session-binding', 'process-panel'].map((file) => specFile(`operations/${file}.yaml`).operations));
const typeExample = (name: string, index = 0) => structuredClone(types[name].examples[index]) as Json;
const opResult = (op: string, index: number) => structuredClone(operations[op].examples[index].result) as Json;

/** What every check failure is: the client sent (or the peer produced) an invalid value. */
const CODE = 'invalid_request';

function refusedAt(run: () => unknown, pointer: string): protocol.ProtocolError {
  const error = thrown(run);
  expect([error.code, error.pointer]).toEqual([CODE, pointer]);
  return error;
}

const decodeFrame = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as unknown;
const accepted = (result: unknown) => ({ v: 1, re: 'request-1', outcome: 'accepted', result });

describe('the error every check raises', () => {
  it("rule: a check failure is a ProtocolError whose code is one of the package's ERROR_CODES, invalid_request", () => {
    expect(protocol.ERROR_CODES).toContain(CODE);
    const view = typeExample('UiView');
    view.items[0].values.checks = 'yes';
    const error = refusedAt(() => protocol.parseSchema(protocol.UiViewSchema, view), '/items/0/values/checks');
    expect(error).toBeInstanceOf(protocol.ProtocolError);
    expect(error.message).toContain('/items/0/values/checks');
  });
});

// --- viewItems (UiView) ------------------------------------------------------------------------

/** The spec's view: fields title (string), checks (boolean), url (link); one item pr-12. */
const view = () => typeExample('UiView');
const presentationUpdated = (presentation: unknown) => ({ v: 1, session: 'sess-01', revision: 43, type: 'presentation.updated', presentation });
/** The attach example with a status line: the view joins it as the second presentation, at an element revision before the snapshot's. */
const snapshotWith = (presentation: Json) => {
  const snapshot = opResult('attach', 1);
  snapshot.presentations.push({ ...presentation, revision: 41 });
  return snapshot;
};

/** Every way a view reaches a reader: the input a reader is given, how it reads it, and where the view sits in that input. */
const viewReaders: [string, (view: Json) => unknown, (input: unknown) => unknown, string][] = [
  ['parseSchema(UiViewSchema)', (v) => v, (input) => protocol.parseSchema(protocol.UiViewSchema, input), ''],
  ['parseSchema(PresentationSchema)', (v) => v, (input) => protocol.parseSchema(protocol.PresentationSchema, input), ''],
  ['parseSchema(PresentationUpdatedEventSchema)', presentationUpdated, (input) => protocol.parseSchema(protocol.PresentationUpdatedEventSchema, input), '/presentation'],
  ['parseSchema(SessionEventSchema), a presentation.updated event', presentationUpdated, (input) => protocol.parseSchema(protocol.SessionEventSchema, input), '/presentation'],
  ['parseSchema(SessionSnapshotSchema)', snapshotWith, (input) => protocol.parseSchema(protocol.SessionSnapshotSchema, input), '/presentations/1'],
  ["parseOperationResult('attach')", snapshotWith, (input) => protocol.parseOperationResult('attach', input), '/presentations/1'],
  ["parseServerEnvelope(raw, 'attach')", (v) => accepted(snapshotWith(v)), (input) => protocol.parseServerEnvelope(input, 'attach'), '/result/presentations/1'],
  ['encodeFrame of a presentation.updated event', presentationUpdated, (input) => decodeFrame(protocol.encodeFrame(input as never)), '/presentation'],
  [
    'parseSchema(StoredEventRowSchema), a stored presentation.updated event',
    (v) => ({ rowVersion: 1, session: 'sess-01', revision: 43, event: presentationUpdated(v) }),
    (input) => protocol.parseSchema(protocol.StoredEventRowSchema, input),
    '/event/presentation',
  ],
];

describe.each(viewReaders)('UiView (viewItems), through %s', (_name, wrap, read, at) => {
  it('rule: a view item value names a declared field (snapshot, event, attach result, encodeFrame)', () => {
    const input = wrap(view());
    expect(read(input)).toEqual(input);
    const undeclared = view();
    undeclared.items[0].values.b = 'x';
    refusedAt(() => read(wrap(undeclared)), `${at}/items/0/values/b`);
  });

  it('rule: a view item value fits its field\'s type: "yes" for a boolean field is refused (snapshot, event, attach result, encodeFrame)', () => {
    const input = wrap({ ...view(), items: [{ id: 'pr-12', values: { checks: false } }] });
    expect(read(input)).toEqual(input);
    const yes = view();
    yes.items[0].values.checks = 'yes';
    refusedAt(() => read(wrap(yes)), `${at}/items/0/values/checks`);
  });
});

describe('UiView (viewItems): the rule in detail', () => {
  const parse = (value: unknown) => protocol.parseSchema(protocol.UiViewSchema, value);
  /** A view with one field of `type` and one item holding `value` for it. */
  const single = (type: string, value: unknown) => ({ ...view(), fields: [{ name: 'f', label: 'F', type }], items: [{ id: 'i1', values: { f: value } }] });

  it('rule: field names are unique: a repeated name is refused at the repeat', () => {
    const fields = [...view().fields, { name: 'title', label: 'Title again', type: 'string' }];
    refusedAt(() => parse({ ...view(), fields }), '/fields/3/name');
    const renamed = [...view().fields, { name: 'titleAgain', label: 'Title again', type: 'string' }];
    expect(parse({ ...view(), fields: renamed })).toEqual({ ...view(), fields: renamed });
  });

  it('rule: item ids are unique: a repeated id is refused at the repeat', () => {
    const second = { id: 'pr-13', values: { title: 'Fix bounds' } };
    expect(parse({ ...view(), items: [...view().items, second] })).toEqual({ ...view(), items: [...view().items, second] });
    refusedAt(() => parse({ ...view(), items: [...view().items, second, { ...second, id: 'pr-12' }] }), '/items/2/id');
  });

  it('rule: a value is checked in every item, not only the first', () => {
    const items = [...view().items, { id: 'pr-13', values: { title: 'Fix bounds', checks: 1 } }];
    refusedAt(() => parse({ ...view(), items }), '/items/1/values/checks');
  });

  it('rule: a string field takes a string, a number field a finite number, a boolean field a boolean', () => {
    for (const [type, good, bad] of [
      ['string', 'text', 5],
      ['number', 2.5, 'five'],
      ['boolean', true, 'true'],
      ['boolean', false, 0],
    ] as const) {
      expect(parse(single(type, good)), `${type} ${JSON.stringify(good)}`).toEqual(single(type, good));
      refusedAt(() => parse(single(type, bad)), '/items/0/values/f');
    }
  });

  it('rule: a timestamp field takes an integer count of milliseconds from 0', () => {
    for (const good of [0, 1794513600000, 9007199254740991]) expect(parse(single('timestamp', good))).toEqual(single('timestamp', good));
    for (const bad of [-1, 1.5, 9007199254740992, '1794513600000']) {
      refusedAt(() => parse(single('timestamp', bad)), '/items/0/values/f');
    }
  });

  it('rule: a link field takes an absolute http(s) URL of at most 2,048 UTF-8 bytes', () => {
    const longest = `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`;
    for (const good of ['https://example.com/pr/12', 'http://localhost:5173/', longest]) {
      expect(parse(single('link', good))).toEqual(single('link', good));
    }
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/', 'example.com/pr/12', 'https://exa mple.com/', `${longest}a`, 42]) {
      refusedAt(() => parse(single('link', bad)), '/items/0/values/f');
    }
  });

  it("rule: a link value is exactly what the spec's HttpUrl accepts (the check restates its pattern and bound)", () => {
    // Strings near URLs: schemes, authorities, separators, spaces and control characters.
    const urlish = fc
      .array(fc.constantFrom('http', 'https', 'ftp', ':', '//', '/', '?', '#', 'a', 'é', ' ', '\t', '\u007f', '\u0000', 'x.y', ''), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(urlish, (text) => {
        let viewAccepts = true;
        try {
          parse(single('link', text));
        } catch {
          viewAccepts = false;
        }
        expect(viewAccepts).toBe(protocol.isHttpUrl(text));
      }),
      { seed: 20261206, numRuns: 2000 },
    );
  });

  it('rule: null fits every field type (it is shown empty)', () => {
    for (const type of ['string', 'number', 'boolean', 'timestamp', 'link']) {
      expect(parse(single(type, null)), type).toEqual(single(type, null));
    }
  });
});

// --- uniqueNames (UiActions, a form's fields), uniqueValues (select options, enum and multi-select choices)

describe('UiActions and form fields (uniqueNames)', () => {
  it('rule: action names are unique: two actions named open with different labels are refused at the repeat', () => {
    const status = { ...typeExample('UiStatus'), actions: [{ name: 'open', label: 'Open' }, { name: 'retry', label: 'Retry' }] };
    expect(protocol.parseSchema(protocol.UiStatusSchema, status)).toEqual(status);
    refusedAt(() => protocol.parseSchema(protocol.UiStatusSchema, { ...status, actions: [...status.actions, { name: 'open', label: 'Open again' }] }), '/actions/2/name');
    const actions = view().actions;
    expect(protocol.parseSchema(protocol.UiActionsSchema, actions)).toEqual(actions);
    refusedAt(() => protocol.parseSchema(protocol.UiActionsSchema, [...actions, { name: 'next', label: 'Next', style: 'primary' }]), '/2/name');
  });

  it('rule: the actions of every kind of presentation are checked, in an event as well', () => {
    const document = typeExample('UiDocument');
    expect(protocol.parseSchema(protocol.PresentationSchema, document)).toEqual(document);
    document.actions.push({ name: 'apply', label: 'Apply again' });
    refusedAt(() => protocol.parseSchema(protocol.PresentationSchema, document), '/actions/1/name');
    refusedAt(() => protocol.parseSchema(protocol.SessionEventSchema, presentationUpdated(document)), '/presentation/actions/1/name');
    const progress = { ...typeExample('UiProgress'), actions: [{ name: 'stop', label: 'Stop' }, { name: 'stop', label: 'Stop now' }] };
    refusedAt(() => protocol.encodeFrame(presentationUpdated(progress) as never), '/presentation/actions/1/name');
  });

  it("rule: a form interaction's field names are unique", () => {
    const form = typeExample('Interaction', 0);
    expect(protocol.parseSchema(protocol.InteractionSchema, form)).toEqual(form);
    form.fields[2].name = 'version';
    refusedAt(() => protocol.parseSchema(protocol.InteractionSchema, form), '/fields/2/name');
    const event = { v: 1, session: 'sess-01', revision: 9, type: 'interaction.requested', interaction: form };
    refusedAt(() => protocol.parseSchema(protocol.SessionEventSchema, event), '/interaction/fields/2/name');
  });
});

/** A select interaction, written by hand from the spec's Interaction (its examples hold a form and an approval). */
const selectInteraction = () => ({
  id: 'ia-9',
  type: 'select',
  scope: 'session',
  session: 'sess-01',
  title: 'Publish to which channel?',
  createdAt: 1763049600000,
  state: { status: 'pending' },
  options: [
    { value: 'latest', label: 'Latest' },
    { value: 'next', label: 'Next' },
  ],
});

describe('select options and field choices (uniqueValues)', () => {
  it("rule: a select interaction's option values are unique: one value under two labels is refused at the repeat", () => {
    expect(protocol.parseSchema(protocol.InteractionSchema, selectInteraction())).toEqual(selectInteraction());
    const repeated = { ...selectInteraction(), options: [...selectInteraction().options, { value: 'latest', label: 'Stable' }] };
    refusedAt(() => protocol.parseSchema(protocol.InteractionSchema, repeated), '/options/2/value');
  });

  it("rule: an enum field's choice values are unique, alone and within a form", () => {
    const form = typeExample('Interaction', 0);
    const channel = form.fields[1];
    expect(protocol.parseSchema(protocol.FormFieldSchema, channel)).toEqual(channel);
    channel.choices.push({ value: 'next', label: 'Next again' });
    refusedAt(() => protocol.parseSchema(protocol.FormFieldSchema, channel), '/choices/2/value');
    refusedAt(() => protocol.parseSchema(protocol.InteractionSchema, form), '/fields/1/choices/2/value');
  });

  it("rule: a multi-select field's choice values are unique", () => {
    const field = { name: 'labels', type: 'multi-select', label: 'Labels', choices: [{ value: 'bug', label: 'Bug' }, { value: 'docs', label: 'Docs' }] };
    expect(protocol.parseSchema(protocol.FormFieldSchema, field)).toEqual(field);
    refusedAt(() => protocol.parseSchema(protocol.FormFieldSchema, { ...field, choices: [...field.choices, { value: 'bug', label: 'Defect' }] }), '/choices/2/value');
  });
});

// --- progressWithinTotal (UiProgress) ------------------------------------------------------------

describe('UiProgress (progressWithinTotal)', () => {
  const parse = (value: unknown) => protocol.parseSchema(protocol.UiProgressSchema, value);
  const progress = () => typeExample('UiProgress'); // value 120 of total 480

  it('rule: value does not exceed total: equal is accepted, one more is refused at /value', () => {
    expect(parse(progress())).toEqual(progress());
    expect(parse({ ...progress(), value: 480 })).toEqual({ ...progress(), value: 480 });
    refusedAt(() => parse({ ...progress(), value: 481 }), '/value');
    refusedAt(() => parse({ ...progress(), value: 2, total: 1.5 }), '/value');
  });

  it('rule: without total, value is a fraction of 1', () => {
    const { total: _total, ...fraction } = progress();
    for (const value of [0, 0.25, 1]) expect(parse({ ...fraction, value })).toEqual({ ...fraction, value });
    refusedAt(() => parse({ ...fraction, value: 1.01 }), '/value');
    refusedAt(() => parse({ ...fraction, value: 120 }), '/value');
  });

  it('rule: progress without value (indeterminate) is accepted, with or without total', () => {
    const { value: _value, ...indeterminate } = progress();
    expect(parse(indeterminate)).toEqual(indeterminate);
    const { total: _total, ...bare } = indeterminate;
    expect(parse(bare)).toEqual(bare);
  });

  it('rule: a progress past its total is refused in a presentation.updated event and by encodeFrame', () => {
    const over = { ...progress(), value: 500 };
    refusedAt(() => protocol.parseSchema(protocol.SessionEventSchema, presentationUpdated(over)), '/presentation/value');
    refusedAt(() => protocol.encodeFrame(presentationUpdated(over) as never), '/presentation/value');
    expect(decodeFrame(protocol.encodeFrame(presentationUpdated(progress()) as never))).toEqual(presentationUpdated(progress()));
  });
});

// --- formFieldDefault (FormField) ----------------------------------------------------------------

describe('FormField (formFieldDefault)', () => {
  const parse = (value: unknown) => protocol.parseSchema(protocol.FormFieldSchema, value);
  const field = (type: string, members: Json) => ({ name: 'f', type, label: 'F', ...members });
  const acceptsItself = (value: Json) => expect(parse(value), JSON.stringify(value)).toEqual(value);

  it('rule: a string field: minBytes ≤ maxBytes, and its default lies within them (UTF-8 bytes)', () => {
    acceptsItself(field('string', { minBytes: 2, maxBytes: 2 }));
    acceptsItself(field('string', { minBytes: 2, maxBytes: 4, default: 'éé' })); // 4 bytes, 2 characters
    acceptsItself(field('string', { minBytes: 2, default: 'ab' }));
    acceptsItself(field('string', { minBytes: 3, default: 'éé' })); // 2 characters, but 4 bytes
    refusedAt(() => parse(field('string', { minBytes: 3, maxBytes: 2 })), '/minBytes');
    refusedAt(() => parse(field('string', { maxBytes: 3, default: 'éé' })), '/default');
    refusedAt(() => parse(field('string', { minBytes: 3, default: 'é' })), '/default');
  });

  it('rule: a required string field takes no empty default; an optional one may', () => {
    acceptsItself(field('string', { default: '' }));
    acceptsItself(field('string', { required: true, default: 'x' }));
    refusedAt(() => parse(field('string', { required: true, default: '' })), '/default');
  });

  it('rule: a number field: minimum ≤ maximum, and its default lies within them (bounds included) and is an integer where integer is true', () => {
    acceptsItself(field('number', { minimum: 1, maximum: 1, default: 1 }));
    acceptsItself(field('number', { minimum: 0, maximum: 10, default: 10 }));
    acceptsItself(field('number', { minimum: 0, maximum: 10, default: 0 }));
    acceptsItself(field('number', { integer: true, default: 3 }));
    refusedAt(() => parse(field('number', { minimum: 2, maximum: 1 })), '/minimum');
    refusedAt(() => parse(field('number', { minimum: 0, maximum: 10, default: 10.5 })), '/default');
    refusedAt(() => parse(field('number', { minimum: 0, maximum: 10, default: -1 })), '/default');
    refusedAt(() => parse(field('number', { integer: true, default: 2.5 })), '/default');
  });

  it("rule: an enum field's default is the value of one of its choices", () => {
    const form = typeExample('Interaction', 0);
    acceptsItself(form.fields[1]); // default latest, choices latest and next
    acceptsItself({ ...form.fields[1], default: 'next' });
    refusedAt(() => parse({ ...form.fields[1], default: 'stable' }), '/default');
    form.fields[1].default = 'stable';
    refusedAt(() => protocol.parseSchema(protocol.InteractionSchema, form), '/fields/1/default');
  });

  it('rule: a multi-select field: minItems ≤ maxItems and ≤ the number of choices, and its default holds only choices, within minItems and maxItems', () => {
    const choices = ['bug', 'docs', 'test'].map((value) => ({ value, label: value }));
    const multi = (members: Json) => field('multi-select', { choices, ...members });
    acceptsItself(multi({ minItems: 1, maxItems: 2, default: ['bug', 'docs'] }));
    acceptsItself(multi({ minItems: 3, default: ['bug', 'docs', 'test'] }));
    acceptsItself(multi({ minItems: 2, maxItems: 2, default: ['bug', 'test'] }));
    acceptsItself(multi({ maxItems: 1, default: [] }));
    refusedAt(() => parse(multi({ minItems: 3, maxItems: 2 })), '/minItems');
    refusedAt(() => parse(multi({ minItems: 4 })), '/minItems');
    refusedAt(() => parse(multi({ default: ['bug', 'feature'] })), '/default/1');
    refusedAt(() => parse(multi({ minItems: 2, default: ['bug'] })), '/default');
    refusedAt(() => parse(multi({ maxItems: 2, default: ['bug', 'docs', 'test'] })), '/default');
  });

  it('rule: a boolean field takes any boolean default', () => {
    acceptsItself(field('boolean', { default: true }));
    acceptsItself(field('boolean', { default: false }));
  });
});

// --- outputChunkOffsets (ProcessOutputChunk, the result of processes.read) -----------------------

describe('processes.read results (outputChunkOffsets)', () => {
  const read = (result: unknown) => protocol.parseServerEnvelope(accepted(result), 'processes.read');
  const chunk = (offset: number, data: string, nextOffset: number) => ({ offset, data, nextOffset, eof: false });

  it("rule: nextOffset is offset plus the decoded length of data: every spec example is accepted through parseServerEnvelope, one off either way is refused at /result/nextOffset", () => {
    expect(operations['processes.read'].examples.length).toBeGreaterThan(0);
    for (const [index] of operations['processes.read'].examples.entries()) {
      const result = opResult('processes.read', index);
      expect(read(result)).toEqual(accepted(result));
      expect(protocol.parseOperationResult('processes.read', result)).toEqual(result);
      refusedAt(() => read({ ...result, nextOffset: result.nextOffset + 1 }), '/result/nextOffset');
      if (result.nextOffset > 0) refusedAt(() => read({ ...result, nextOffset: result.nextOffset - 1 }), '/result/nextOffset');
    }
  });

  it('rule: the length counted is the decoded one: 1, 2 or 3 bytes per last group of 4 characters, not the characters', () => {
    for (const [data, bytes] of [['', 0], ['YQ==', 1], ['YWI=', 2], ['YWJj', 3], ['YWJjZA==', 4]] as const) {
      expect(read(chunk(10, data, 10 + bytes)), data).toEqual(accepted(chunk(10, data, 10 + bytes)));
      if (data.length > 0) refusedAt(() => read(chunk(10, data, 10 + data.length)), '/result/nextOffset');
    }
  });

  it('rule: the chunk alone is checked by parseSchema(ProcessOutputChunkSchema) and parseOperationResult, at /nextOffset', () => {
    expect(protocol.parseSchema(protocol.ProcessOutputChunkSchema, chunk(71, 'eQo=', 73))).toEqual(chunk(71, 'eQo=', 73));
    refusedAt(() => protocol.parseSchema(protocol.ProcessOutputChunkSchema, chunk(71, 'eQo=', 71)), '/nextOffset');
    refusedAt(() => protocol.parseOperationResult('processes.read', chunk(71, '', 72)), '/nextOffset');
  });
});

// --- storedEventRow (StoredEventRow) -------------------------------------------------------------

describe('StoredEventRow (storedEventRow)', () => {
  const parse = (value: unknown) => protocol.parseSchema(protocol.StoredEventRowSchema, value);
  const row = () => typeExample('StoredEventRow'); // sess-01 at revision 12, a model.changed event

  it("rule: the row's session equals the event's", () => {
    expect(parse(row())).toEqual(row());
    refusedAt(() => parse({ ...row(), session: 'sess-02' }), '/session');
    const moved = row();
    moved.event.session = 'sess-02';
    refusedAt(() => parse(moved), '/session');
  });

  it("rule: the row's revision equals the event's", () => {
    refusedAt(() => parse({ ...row(), revision: 13 }), '/revision');
    const later = row();
    later.event.revision = 13;
    refusedAt(() => parse(later), '/revision');
    expect(parse({ ...later, revision: 13 })).toEqual({ ...later, revision: 13 });
  });

  it('rule: an event without revision (resync_required) is never stored: refused at /event/revision', () => {
    const resync = { v: 1, session: 'sess-01', type: 'resync_required', reason: 'gap' };
    expect(protocol.parseSchema(protocol.SessionEventSchema, resync)).toEqual(resync); // valid on the wire
    refusedAt(() => parse({ ...row(), event: resync }), '/event/revision');
  });

  it("rule: an unknown event of a newer writer is stored under its own session and revision, and held to them", () => {
    const event = { v: 1, session: 'sess-01', revision: 12, type: 'session.archived', archivedAt: 1 };
    expect(parse({ ...row(), event })).toEqual({ ...row(), event });
    refusedAt(() => parse({ ...row(), event: { ...event, revision: 11 } }), '/revision');
  });
});

// --- remoteCommandSession (RemoteCommandRow) -----------------------------------------------------

describe('RemoteCommandRow (remoteCommandSession)', () => {
  const parse = (value: unknown) => protocol.parseSchema(protocol.RemoteCommandRowSchema, value);
  const create = () => ({ id: 'cmd-0195', command: { op: 'sessions.create', params: { name: 'Nightly update' } }, automation: { source: 'nightly-dependency-update' }, createdAt: 1763049800000 });

  it('rule: session is present for every op but sessions.create: the spec examples are accepted, one without session is refused at /session', () => {
    for (const index of [0, 1]) {
      const example = typeExample('RemoteCommandRow', index);
      expect(parse(example)).toEqual(example);
      const { session: _session, ...without } = example;
      refusedAt(() => parse(without), '/session');
    }
    for (const [op, params] of [['steer', { text: 'Stop.' }], ['cancel', {}], ['interaction.answer', { interactionId: 'ia-7', answer: { interactionId: 'ia-7', type: 'form', action: 'cancel' } }]] as const) {
      const row: Json = { ...typeExample('RemoteCommandRow', 0), command: { op, params } };
      const { session: _session, ...without } = row;
      expect(parse({ ...without, session: 'sess-01' }), op).toEqual({ ...without, session: 'sess-01' });
      refusedAt(() => parse(without), '/session');
    }
  });

  it('rule: sessions.create names no existing session: accepted without session, refused with one at /session', () => {
    expect(parse(create())).toEqual(create());
    refusedAt(() => parse({ ...create(), session: 'sess-01' }), '/session');
  });
});

// --- the standalone validators -------------------------------------------------------------------

describe('the standalone validators (isX) run the checks too', () => {
  /** [validator, a value it accepts, a value only the check refuses, the check, the instancePath of its refusal] */
  const cases: [string, protocol.Validator<unknown>, unknown, unknown, string, string][] = (() => {
    const undeclared = view();
    undeclared.items[0].values.b = 1;
    const yes = view();
    yes.items[0].values.checks = 'yes';
    const form = typeExample('Interaction', 0);
    const repeatedField = structuredClone(form);
    repeatedField.fields[2].name = 'version';
    const repeatedChoice = structuredClone(form);
    repeatedChoice.fields[1].choices.push({ value: 'latest', label: 'Latest again' });
    const multiSelect = { name: 'labels', type: 'multi-select', label: 'Labels', choices: [{ value: 'bug', label: 'Bug' }, { value: 'docs', label: 'Docs' }] };
    const { session: _session, ...sessionless } = typeExample('RemoteCommandRow', 0);
    return [
      ['isUiView, an undeclared field', protocol.isUiView, view(), undeclared, 'viewItems', '/items/0/values/b'],
      ['isUiView, "yes" for a boolean field', protocol.isUiView, view(), yes, 'viewItems', '/items/0/values/checks'],
      ['isPresentation', protocol.isPresentation, view(), yes, 'viewItems', '/items/0/values/checks'],
      ['isPresentationUpdatedEvent', protocol.isPresentationUpdatedEvent, presentationUpdated(view()), presentationUpdated(undeclared), 'viewItems', '/presentation/items/0/values/b'],
      ['isSessionEvent', protocol.isSessionEvent, presentationUpdated(view()), presentationUpdated(yes), 'viewItems', '/presentation/items/0/values/checks'],
      ['isSessionSnapshot', protocol.isSessionSnapshot, snapshotWith(view()), snapshotWith(undeclared), 'viewItems', '/presentations/1/items/0/values/b'],
      ['isUiActions', protocol.isUiActions, view().actions, [...view().actions, { name: 'open', label: 'Open' }], 'uniqueNames', '/2/name'],
      ['isInteraction', protocol.isInteraction, form, repeatedField, 'uniqueNames', '/fields/2/name'],
      ['isInteraction, a select', protocol.isInteraction, selectInteraction(), { ...selectInteraction(), options: [...selectInteraction().options, { value: 'next', label: 'Next again' }] }, 'uniqueValues', '/options/2/value'],
      ['isInteraction, an enum field', protocol.isInteraction, form, repeatedChoice, 'uniqueValues', '/fields/1/choices/2/value'],
      ['isFormField, an enum field', protocol.isFormField, form.fields[1], repeatedChoice.fields[1], 'uniqueValues', '/choices/2/value'],
      ['isFormField, a multi-select field', protocol.isFormField, { ...multiSelect, default: ['bug'] }, { ...multiSelect, choices: [...multiSelect.choices, { value: 'bug', label: 'Defect' }] }, 'uniqueValues', '/choices/2/value'],
      ['isUiProgress', protocol.isUiProgress, typeExample('UiProgress'), { ...typeExample('UiProgress'), value: 481 }, 'progressWithinTotal', '/value'],
      ['isFormField, an enum default that is no choice', protocol.isFormField, form.fields[1], { ...form.fields[1], default: 'stable' }, 'formFieldDefault', '/default'],
      ['isProcessOutputChunk', protocol.isProcessOutputChunk, opResult('processes.read', 0), { ...opResult('processes.read', 0), nextOffset: 70 }, 'outputChunkOffsets', '/nextOffset'],
      ['isStoredEventRow', protocol.isStoredEventRow, typeExample('StoredEventRow'), { ...typeExample('StoredEventRow'), revision: 13 }, 'storedEventRow', '/revision'],
      ['isRemoteCommandRow', protocol.isRemoteCommandRow, typeExample('RemoteCommandRow', 0), sessionless, 'remoteCommandSession', '/session'],
    ];
  })();

  it.each(cases)(
    "rule: %s returns true for a good value, and false with the check's error at the instancePath of the bad value",
    (_name, validate, good, bad, check, instancePath) => {
      expect(validate(good)).toBe(true);
      expect(validate.errors ?? null).toBeNull();
      expect(validate(bad)).toBe(false);
      // A oneOf reports every branch it tried (Ajv's way); the check's own issue is the one naming the bad value.
      const issues = (validate.errors ?? []).filter((issue) => issue.keyword === 'check');
      expect(issues.map((issue) => [issue.instancePath, issue.params.check])).toEqual([[instancePath, check]]);
      expect(issues[0]!.message).toMatch(/^must /);
    },
  );
});
