/**
 * Every change names what it concerns — the operation (and which of its schemas), named type, error
 * code, limit, feature, constant, interaction command… — in its message, in every format, and as
 * the JSON report's `subject` field (generator/diff/subject.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Change, DiffReport } from '../../generator/diff/change.ts';
import { REPORT_FORMATS } from '../../generator/diff/format/formats.ts';
import type { JsonReport } from '../../generator/diff/format/json.ts';
import { describeSubject, subjectAt, subjectOf, withSubject, type Subject } from '../../generator/diff/subject.ts';
import {
  ANSWER_CATALOG,
  applyPatch,
  diffEdits,
  FRAMED,
  operation,
  slot,
  type JsonObject,
  type Patch,
} from './support/contracts.ts';

const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });
const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});

describe('subjectAt: the definition a contract path lies in', () => {
  it.each<[string, (string | number)[], Subject | undefined]>([
    [
      'operation params',
      ['operations', 'prompt', 'params', 'properties', 'limit'],
      { kind: 'operation', name: 'prompt', part: 'params' },
    ],
    ['operation result', ['operations', 'prompt', 'result'], { kind: 'operation', name: 'prompt', part: 'result' }],
    ['operation itself', ['operations', 'prompt', 'status'], { kind: 'operation', name: 'prompt' }],
    ['named type', ['types', 'Note', 'properties', 'id', 'maxLength'], { kind: 'type', name: 'Note' }],
    ['error code', ['errors', 'busy', 'retryable'], { kind: 'error', name: 'busy' }],
    ['limit', ['limits', 'maxText', 'value'], { kind: 'limit', name: 'maxText' }],
    ['feature', ['features', 'notes.search'], { kind: 'feature', name: 'notes.search' }],
    ['constant', ['constants', 'WIRE_VERSION', 'value'], { kind: 'constant', name: 'WIRE_VERSION' }],
    ['group', ['groups', 'basics', 'title'], { kind: 'group', name: 'basics' }],
    [
      'interaction catalog',
      ['interactions', 'form-answer', 'commandField'],
      { kind: 'interaction-catalog', name: 'form-answer' },
    ],
    [
      'interaction catalog commands',
      ['interactions', 'form-answer', 'commands'],
      { kind: 'interaction-catalog', name: 'form-answer' },
    ],
    [
      'interaction command field',
      ['interactions', 'form-answer', 'commands', 'submit', 'fields', 'values', 'jsonSchema'],
      { kind: 'interaction-command', name: 'submit', catalog: 'form-answer' },
    ],
    ['client kind', ['protocol', 'clientKinds', 'tui'], { kind: 'client-kind', name: 'tui' }],
    ['scope', ['protocol', 'scopes', 'session', 'target'], { kind: 'scope', name: 'session' }],
    ['persistence class', ['protocol', 'persistence', 'durable'], { kind: 'persistence-class', name: 'durable' }],
    ['framing', ['framing', 'request', 'command'], { kind: 'framing' }],
    ['protocol', ['protocol', 'package'], { kind: 'protocol' }],
    ['runtime parts', ['parts'], { kind: 'protocol' }],
    ['a whole section', ['errors'], undefined],
    ['a whole vocabulary', ['protocol', 'clientKinds'], undefined],
    ['the root', [], undefined],
  ])('%s', (_, path, subject) => {
    expect(subjectAt(path)).toEqual(subject);
  });
});

describe('subjectOf: the subject of a change from its two places', () => {
  it('an addition is about what was added (the old side is the section), a removal about what was removed', () => {
    expect(subjectOf(['errors'], ['errors', 'gone'])).toEqual({ kind: 'error', name: 'gone' });
    expect(subjectOf(['errors', 'gone'], ['errors'])).toEqual({ kind: 'error', name: 'gone' });
  });

  it('a command added to a catalog is about the command, not the catalog its old side names', () => {
    expect(subjectOf(['interactions', 'answer', 'commands'], ['interactions', 'answer', 'commands', 'later'])).toEqual({
      kind: 'interaction-command',
      name: 'later',
      catalog: 'answer',
    });
  });

  it('a rename is about the definition under its old name', () => {
    expect(subjectOf(['operations', 'notes.list'], ['operations', 'notes.all'])).toEqual({
      kind: 'operation',
      name: 'notes.list',
    });
  });

  it('framing declared on one side only is the framing', () => {
    expect(subjectOf([], ['framing'])).toEqual({ kind: 'framing' });
  });
});

describe('describeSubject and withSubject: one wording', () => {
  it.each<[Subject, string]>([
    [{ kind: 'operation', name: 'prompt', part: 'params' }, 'operation prompt params'],
    [{ kind: 'operation', name: 'prompt', part: 'result' }, 'operation prompt result'],
    [{ kind: 'operation', name: 'prompt' }, 'operation prompt'],
    [{ kind: 'type', name: 'Note' }, 'type Note'],
    [{ kind: 'error', name: 'busy' }, 'error code busy'],
    [{ kind: 'limit', name: 'maxText' }, 'limit maxText'],
    [{ kind: 'feature', name: 'notes.search' }, 'feature notes.search'],
    [{ kind: 'constant', name: 'WIRE_VERSION' }, 'constant WIRE_VERSION'],
    [
      { kind: 'interaction-command', name: 'submit', catalog: 'form-answer' },
      'interaction command submit of catalog form-answer',
    ],
    [{ kind: 'interaction-catalog', name: 'form-answer' }, 'interaction catalog form-answer'],
    [{ kind: 'client-kind', name: 'tui' }, 'client kind tui'],
    [{ kind: 'persistence-class', name: 'durable' }, 'persistence class durable'],
    [{ kind: 'framing' }, 'framing'],
  ])('%j reads "%s"', (subject, text) => {
    expect(describeSubject(subject)).toBe(text);
  });

  it("a schema rule's message always gets its subject before it", () => {
    expect(
      withSubject(
        'property limit is now required: old writers may omit it',
        { kind: 'operation', name: 'prompt', part: 'params' },
        false,
      ),
    ).toBe('operation prompt params: property limit is now required: old writers may omit it');
    // Even when a member happens to share the operation's name: the message speaks of the member.
    expect(withSubject('property prompt removed', { kind: 'operation', name: 'prompt', part: 'params' }, false)).toBe(
      'operation prompt params: property prompt removed',
    );
  });

  it("a definition rule's message that names its definition is not repeated; one that leaves it out gets it", () => {
    const probe: Subject = { kind: 'operation', name: 'probe' };
    expect(withSubject('operation probe removed: old clients still send it', probe, true)).toBe(
      'operation probe removed: old clients still send it',
    );
    expect(withSubject('examples changed', probe, true)).toBe('operation probe: examples changed');
    // `probe` inside `probe.more` is another operation's name.
    expect(withSubject('operation probe.more added', probe, true)).toBe('operation probe: operation probe.more added');
  });

  it('the protocol as a whole is no subject to print; framing messages say framing themselves', () => {
    expect(withSubject('runtime part revisions added', { kind: 'protocol' }, true)).toBe(
      'runtime part revisions added',
    );
    expect(
      withSubject(
        'framing response changed: peers of the two versions frame messages differently',
        { kind: 'framing' },
        true,
      ),
    ).toBe('framing response changed: peers of the two versions frame messages differently');
  });
});

interface SubjectCase {
  readonly name: string;
  readonly old?: Patch;
  readonly new: Patch;
  readonly rule: string;
  readonly message: string;
  readonly subject: Subject;
}

/** One real change per kind of subject: its wire message (or docs, for a docs-only rule) and its subject. */
const CASES: readonly SubjectCase[] = [
  {
    name: 'operation params',
    old: slot('params', obj({ a: str })),
    new: slot('params', obj({ a: str }, { required: ['a'] })),
    rule: 'property-made-required',
    message: 'operation probe params: property a is now required: old writers may omit it',
    subject: { kind: 'operation', name: 'probe', part: 'params' },
  },
  {
    name: 'operation result',
    old: slot('result', { type: 'string', maxLength: 10 }),
    new: slot('result', { type: 'string', maxLength: 5 }),
    rule: 'string-length-tightened',
    message: 'operation probe result: maxLength tightened from 10 to 5',
    subject: { kind: 'operation', name: 'probe', part: 'result' },
  },
  {
    name: 'operation (its message names it)',
    old: { operations: { 'probe.more': operation() } },
    new: {},
    rule: 'operation-removed',
    message: 'operation probe.more removed: old clients still send it',
    subject: { kind: 'operation', name: 'probe.more' },
  },
  {
    name: 'operation (its message does not name it)',
    new: {
      operations: {
        probe: {
          examples: [
            { params: {}, result: {} },
            { params: {}, result: {} },
          ],
        },
      },
    },
    rule: 'examples-changed',
    message: 'operation probe: examples changed',
    subject: { kind: 'operation', name: 'probe' },
  },
  {
    name: 'named type',
    old: slot('stored', obj({ a: str })),
    new: slot('stored', obj({ a: str }, { required: ['a'] })),
    rule: 'property-made-required',
    message: 'type Row: property a is now required: old writers may omit it',
    subject: { kind: 'type', name: 'Row' },
  },
  {
    name: 'error code',
    new: { errors: { busy: { retryable: false } } },
    rule: 'error-retryable-changed',
    message: 'error code busy retryable changed from true to false',
    subject: { kind: 'error', name: 'busy' },
  },
  {
    name: 'limit',
    new: { limits: { itemBytes: { value: 2048 } } },
    rule: 'limit-raised',
    message: 'limit itemBytes raised from 1024 to 2048 bytes: old peers still enforce 1024',
    subject: { kind: 'limit', name: 'itemBytes' },
  },
  {
    name: 'feature',
    new: { features: { 'probe.more': { description: 'More probing.', since: '1.0.0' } } },
    rule: 'feature-added',
    message: 'feature probe.more added',
    subject: { kind: 'feature', name: 'probe.more' },
  },
  {
    name: 'constant',
    new: { constants: { WIRE_VERSION: { value: 2 } } },
    rule: 'constant-changed',
    message: 'constant WIRE_VERSION changed from 1 to 2: peers of the two versions no longer agree on it',
    subject: { kind: 'constant', name: 'WIRE_VERSION' },
  },
  {
    name: 'interaction command',
    old: withCatalog(),
    new: withCatalog({ commands: { deny: { fields: { reason: { required: true } } } } }),
    rule: 'property-made-required',
    message: 'interaction command deny of catalog answer: property reason is now required: old writers may omit it',
    subject: { kind: 'interaction-command', name: 'deny', catalog: 'answer' },
  },
  {
    name: 'interaction catalog',
    old: withCatalog(),
    new: withCatalog({ commandField: 'verb' }),
    rule: 'interaction-catalog-changed',
    message: 'interaction catalog answer: commandField changed',
    subject: { kind: 'interaction-catalog', name: 'answer' },
  },
  {
    name: 'framing',
    old: FRAMED,
    new: applyPatch(FRAMED, { framing: { response: { correlation: 'id' } } }) as Patch,
    rule: 'framing-changed',
    message: 'framing response changed: peers of the two versions frame messages differently',
    subject: { kind: 'framing' },
  },
  {
    name: 'protocol',
    new: { protocol: { package: '@example/renamed' } },
    rule: 'package-renamed',
    message:
      'the generated package is renamed from @example/diff-fixture to @example/renamed: code written against the old generated types may no longer compile',
    subject: { kind: 'protocol' },
  },
];

/** The one change of the rule under test on its first layer (wire where it has one). */
function changeOf(report: DiffReport, rule: string): Change {
  const changes = report.changes.filter((change) => change.rule === rule);
  expect(changes.length, JSON.stringify(report.changes.map((change) => [change.rule, change.message]))).toBeGreaterThan(
    0,
  );
  return changes.find((change) => change.layer === 'wire') ?? changes[0]!;
}

describe('each kind of subject in a real diff', () => {
  it.each(CASES)('$name: the message names it, the JSON report carries it', async (fixture) => {
    const report = await diffEdits(fixture.old ?? {}, fixture.new);
    const change = changeOf(report, fixture.rule);
    expect(change.message).toBe(fixture.message);
    expect(change.subject).toEqual(fixture.subject);
    const json = JSON.parse(
      REPORT_FORMATS.json(report, { color: false, oldLabel: 'old', newLabel: 'new' }),
    ) as JsonReport;
    const listed = json.changes.find((entry) => entry.rule === fixture.rule && entry.layer === change.layer)!;
    expect(listed.subject).toEqual(fixture.subject);
    expect(listed.message).toBe(fixture.message);
    expect(REPORT_FORMATS.text(report, { color: false, oldLabel: 'old', newLabel: 'new' })).toContain(
      `${fixture.rule} [${change.layer}, ${change.direction}]  ${fixture.message}`,
    );
  });

  it("every layer of one fact names the subject; the TypeScript layer's explanation follows it", async () => {
    const report = await diffEdits(
      slot('params', obj({ a: str })),
      slot('params', obj({ a: str }, { required: ['a'] })),
    );
    expect(
      report.changes
        .filter((change) => change.rule === 'property-made-required')
        .map((change) => [change.layer, change.message]),
    ).toEqual([
      ['wire', 'operation probe params: property a is now required: old writers may omit it'],
      [
        'typescript',
        'operation probe params: property a is now required: code written against the old generated types may no longer compile',
      ],
    ]);
  });

  it('a definition rule never repeats the subject its message already names', async () => {
    const report = await diffEdits(
      { operations: { 'probe.more': operation() }, errors: { gone: { description: 'Gone.', since: '1.0.0' } } },
      { limits: { itemBytes: { value: 512 } } },
    );
    for (const change of report.changes) {
      const words = describeSubject(change.subject);
      expect(change.message.indexOf(words), change.message).toBe(change.message.lastIndexOf(words));
    }
    expect(report.changes.map((change) => change.message)).toContain(
      'error code gone removed from ERROR_CODES and KnownErrorCode',
    );
  });
});

describe('every format prints the subject', () => {
  const options = { color: false, oldLabel: 'old', newLabel: 'new' };
  const paramsRequired = () =>
    diffEdits(slot('params', obj({ a: str })), slot('params', obj({ a: str }, { required: ['a'] })));
  const message = 'operation probe params: property a is now required: old writers may omit it';

  it('text', async () => {
    expect(REPORT_FORMATS.text(await paramsRequired(), options)).toMatch(
      /property-made-required \[wire, client-to-host\]\s+operation probe params: property a is now required: old writers may omit it$/m,
    );
  });

  it('json: in the message and as the subject field, between breaks and old', async () => {
    const json = JSON.parse(REPORT_FORMATS.json(await paramsRequired(), options)) as JsonReport;
    const wire = json.changes.find((change) => change.layer === 'wire')!;
    expect(Object.keys(wire).slice(4, 7)).toEqual(['breaks', 'subject', 'old']);
    expect(wire.subject).toEqual({ kind: 'operation', name: 'probe', part: 'params' });
    expect(wire.message).toBe(message);
  });

  it('markdown', async () => {
    expect(REPORT_FORMATS.markdown(await paramsRequired(), options)).toContain(`| ${message} |`);
  });

  it('github', async () => {
    expect(REPORT_FORMATS.github(await paramsRequired(), options)).toMatch(
      /^::error [^\n]*title=property-made-required::operation probe params: property a is now required: old writers may omit it$/m,
    );
  });

  it('junit', async () => {
    expect(REPORT_FORMATS.junit(await paramsRequired(), options)).toContain(
      `<failure type="breaking" message="${message}">breaking: ${message}`,
    );
  });
});
