/**
 * The framing rules on what the fixture table leaves out: a framing declared or dropped as a whole,
 * a framed part present on one side only, several framed parts changed at once (in the report's
 * order), and the words and places of framing-command-changed and
 * framing-operations-advertised-changed in both directions.
 */
import { describe, expect, it } from 'vitest';
import { applyPatch, diffEdits, FRAMED, type Patch } from '../support/contracts.ts';
import { changesOf, type ChangeView } from './support/ops-changes.ts';

const framed = (patch: Patch): Patch => applyPatch(FRAMED, patch) as Patch;
/** A type holding a request's command (op and params) without the envelope, and the framing naming it. */
const COMMAND = {
  type: 'object',
  required: ['op', 'params'],
  properties: { op: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
} as const;
const WITH_COMMAND_TYPE = framed({ types: { Command: COMMAND } });
const WITH_COMMAND = framed({ types: { Command: COMMAND }, framing: { request: { command: 'Command' } } });
/** FRAMED with everything the two rules of their own read set: a command type and hosts that list what they serve. */
const FULLY_FRAMED = framed({
  types: { Command: COMMAND },
  framing: { request: { command: 'Command' }, operationsAdvertised: true },
});

const WIRE_WORDS = 'peers of the two versions frame messages differently';
const TS_WORDS = 'an exhaustive switch or a literal type over the old values may no longer compile';

/** The two changes framing-changed gives for one framed part: breaking on the wire both ways, dangerous to the TypeScript. */
const framingFact = (what: string, old: string, current: string): ChangeView[] => [
  {
    layer: 'wire',
    severity: 'breaking',
    direction: 'both',
    breaks: 'old-readers-and-writers',
    old,
    new: current,
    message: `framing ${what} changed: ${WIRE_WORDS}`,
  },
  {
    layer: 'typescript',
    severity: 'dangerous',
    direction: 'both',
    breaks: 'typescript',
    old,
    new: current,
    message: `framing ${what} changed: ${TS_WORDS}`,
  },
];

describe('framing-changed', () => {
  it('rule: a framing declared where there was none is one change, at the root of the old contract and /framing of the new', async () => {
    const report = await diffEdits({}, FULLY_FRAMED);
    expect(changesOf(report, 'framing-changed')).toEqual(framingFact('declaration (added)', '', '/framing'));
    // The framing's command type and listing come with the declaration: their own rules say nothing.
    expect(changesOf(report, 'framing-command-changed')).toEqual([]);
    expect(changesOf(report, 'framing-operations-advertised-changed')).toEqual([]);
  });

  it('rule: a framing dropped is one change, at /framing of the old contract and the root of the new', async () => {
    const report = await diffEdits(FULLY_FRAMED, {});
    expect(changesOf(report, 'framing-changed')).toEqual(framingFact('declaration (removed)', '/framing', ''));
    expect(changesOf(report, 'framing-command-changed')).toEqual([]);
    expect(changesOf(report, 'framing-operations-advertised-changed')).toEqual([]);
  });

  it('rule: a framed part only the old framing has is placed at itself on the old side and at /framing on the new', async () => {
    const report = await diffEdits(FRAMED, framed({ framing: { version: null } }));
    expect(changesOf(report, 'framing-changed')).toEqual(framingFact('version', '/framing/version', '/framing'));
  });

  it('rule: a framed part only the new framing has is placed at /framing on the old side and at itself on the new', async () => {
    const report = await diffEdits(framed({ framing: { version: null } }), FRAMED);
    expect(changesOf(report, 'framing-changed')).toEqual(framingFact('version', '/framing', '/framing/version'));
  });

  it('rule: a change to the request framing is a framing change, and changed parts are reported in the order of their names', async () => {
    const report = await diffEdits(
      FRAMED,
      framed({ framing: { response: { parser: 'readResponse' }, request: { parser: 'readRequest' } } }),
    );
    expect(changesOf(report, 'framing-changed')).toEqual([
      ...framingFact('request', '/framing/request', '/framing/request'),
      ...framingFact('response', '/framing/response', '/framing/response'),
    ]);
    expect(report.changes.every((change) => change.rule === 'framing-changed')).toBe(true);
  });
});

describe('framing-command-changed', () => {
  const WORDS =
    'parseSchema holds a command of that type to its operation and params, as the request parser holds a request';

  it('rule: a command type declared reads "now Command (was none)", at /framing/request on the old side', async () => {
    const report = await diffEdits(WITH_COMMAND_TYPE, WITH_COMMAND);
    expect(changesOf(report, 'framing-command-changed')).toEqual([
      {
        layer: 'wire',
        severity: 'breaking',
        direction: 'both',
        breaks: 'old-writers',
        old: '/framing/request',
        new: '/framing/request/command',
        message: `framing request.command is now Command (was none): ${WORDS}`,
      },
    ]);
  });

  it('rule: a command type no longer declared reads "now none (was Command)", at /framing/request on the new side', async () => {
    const report = await diffEdits(WITH_COMMAND, WITH_COMMAND_TYPE);
    expect(changesOf(report, 'framing-command-changed')).toEqual([
      {
        layer: 'wire',
        severity: 'breaking',
        direction: 'both',
        breaks: 'old-readers',
        old: '/framing/request/command',
        new: '/framing/request',
        message: `framing request.command is now none (was Command): ${WORDS}`,
      },
    ]);
  });

  it('rule: one command type exchanged for another names both, at /framing/request/command on each side', async () => {
    const report = await diffEdits(
      framed({ types: { Command: COMMAND, Other: COMMAND }, framing: { request: { command: 'Command' } } }),
      framed({ types: { Command: COMMAND, Other: COMMAND }, framing: { request: { command: 'Other' } } }),
    );
    expect(changesOf(report, 'framing-command-changed')).toEqual([
      {
        layer: 'wire',
        severity: 'breaking',
        direction: 'both',
        breaks: 'old-readers-and-writers',
        old: '/framing/request/command',
        new: '/framing/request/command',
        message: `framing request.command is now Other (was Command): ${WORDS}`,
      },
    ]);
    expect(changesOf(report, 'framing-changed')).toEqual([]);
  });
});

describe('framing-operations-advertised-changed', () => {
  const LISTED = framed({ framing: { operationsAdvertised: true } });

  it('rule: hosts made to list what they serve reads "now lists", a documentation change at /framing/operationsAdvertised', async () => {
    const report = await diffEdits(FRAMED, LISTED);
    expect(changesOf(report, 'framing-operations-advertised-changed')).toEqual([
      {
        layer: 'docs',
        severity: 'safe',
        direction: 'none',
        breaks: 'nobody',
        old: '/framing',
        new: '/framing/operationsAdvertised',
        message: "the framing now says a host's handshake lists the operations it serves",
      },
    ]);
  });

  it('rule: hosts no longer listing what they serve reads "now does not list"', async () => {
    const report = await diffEdits(LISTED, FRAMED);
    expect(changesOf(report, 'framing-operations-advertised-changed')).toEqual([
      {
        layer: 'docs',
        severity: 'safe',
        direction: 'none',
        breaks: 'nobody',
        old: '/framing/operationsAdvertised',
        new: '/framing',
        message: "the framing now says a host's handshake does not list the operations it serves",
      },
    ]);
  });

  it('rule: operationsAdvertised spelled false where it was left out changes nothing', async () => {
    const report = await diffEdits(FRAMED, framed({ framing: { operationsAdvertised: false } }));
    expect(report.changes).toEqual([]);
  });
});
