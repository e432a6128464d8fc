/**
 * framing-references (generator/check/rules/framing-references.ts): the framing names only what the
 * spec declares — its types (request, response, command, mutation id, events), limits of the right
 * unit, the version constant, error codes — a command type declares the request's operation and params
 * members, a scope that governs a target has a target field, and the generated parsers and parsed
 * types are unique and clash with no type. Each diagnostic is held to its code, place and wording.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, minimalFiles, yaml } from './support.ts';

/** A framing over the minimal spec naming only what it declares; line n of the file is FRAMING[n - 2]. */
const FRAMING = [
  'constants:', //                                   2
  '  WIRE_VERSION:',
  '    value: 1',
  '    description: The v of every frame.', //       5
  'limits:',
  '  frameBytes:',
  '    value: 4096',
  '    unit: bytes',
  '    description: Most bytes of a frame.', //     10
  '  frameDepth:',
  '    value: 16',
  '    unit: depth',
  '    description: Deepest nesting of a frame.',
  'types:', //                                       15
  '  Envelope:',
  '    type: object',
  '    properties:',
  '      op: { type: string }',
  '      id: { type: integer }', //                 20
  '      params: { type: object }',
  '  Reply:',
  '    type: object',
  '    properties:',
  '      re: { type: integer }', //                 25
  '      result: { type: object }',
  '  Event: { type: object }',
  '  MutationKey: { type: string }',
  'framing:',
  '  encoding: json-lines', //                       30
  '  limits:',
  '    frame: frameBytes',
  '    depth: frameDepth',
  '  version:',
  '    field: v', //                                 35
  '    constant: WIRE_VERSION',
  '  codes:',
  '    invalid: invalid_request',
  '    version: busy',
  '    unknownOperation: invalid_request', //       40
  '  request:',
  '    type: Envelope',
  '    operation: op',
  '    id: id',
  '    params: params', //                           45
  '    command: Envelope',
  '    mutationId: { type: MutationKey }',
  '    parser: parseRequest',
  '    parsed: Request',
  '  response:', //                                  50
  '    type: Reply',
  '    correlation: re',
  '    result: { field: result }',
  '    parser: parseResponse',
  '    parsed: Response', //                         55
  '  events:',
  '    - type: Event',
  '      marker: kind',
  '  incoming:',
  '    client: { parser: parseClientMessage, parsed: ClientMessage }', // 60
  '    host: { parser: parseHostMessage, parsed: HostMessage }',
];

/** The framing file with whole lines replaced (the key is the line as written above); a removed line becomes a comment, so no line moves. */
function framing(edits: Record<string, string | null> = {}): string {
  const lines = FRAMING.map((line) => {
    if (!Object.hasOwn(edits, line)) return line;
    return edits[line] ?? '#';
  });
  for (const line of Object.keys(edits)) expect(FRAMING, `the framing has the line ${line}`).toContain(line);
  return yaml(...lines);
}

/** The minimal protocol.yaml with its one scope written as `scope`. */
function protocolWithScope(scope: string): string {
  const text = minimalFiles()['protocol.yaml']!;
  const original = '    host: { description: The request addresses the host. }';
  expect(text).toContain(original);
  return text.replace(original, `    host: ${scope}`);
}

describe('framing-references', () => {
  it('rule: a framing that names only declared types, limits of the right unit, a constant and error codes is clean', async () => {
    expect(await diagnose({ 'framing.yaml': framing() })).toEqual([]);
  });

  it('rule: a framing without version, command, mutation id, events or incoming parsers needs none of them declared', async () => {
    const bare = framing({
      '  version:': null,
      '    field: v': null,
      '    constant: WIRE_VERSION': null,
      '    version: busy': null,
      '    command: Envelope': null,
      '    mutationId: { type: MutationKey }': null,
      '  events:': null,
      '    - type: Event': null,
      '      marker: kind': null,
      '  incoming:': null,
      '    client: { parser: parseClientMessage, parsed: ClientMessage }': null,
      '    host: { parser: parseHostMessage, parsed: HostMessage }': null,
    });
    expect(await diagnose({ 'framing.yaml': bare })).toEqual([]);
  });

  describe('scope targets', () => {
    it('rule: a scope whose target is optional needs no target field, framing or not', async () => {
      expect(
        await diagnose({
          'protocol.yaml': protocolWithScope('{ description: The request addresses the host., target: optional }'),
        }),
      ).toEqual([]);
    });

    it('rule: a scope that forbids a target, without a framing, is told the framing declares no target field', async () => {
      expect(
        await diagnose({
          'protocol.yaml': protocolWithScope('{ description: The request addresses the host., target: forbidden }'),
        }),
      ).toEqual([
        'protocol.yaml:12:67  framing-missing-target  scope host has target forbidden, but framing.request declares no target field for it to govern',
      ]);
    });

    it('rule: a scope that requires a target is satisfied by a framing whose request names the target field', async () => {
      const files = {
        'protocol.yaml': protocolWithScope('{ description: The request addresses the host., target: required }'),
        'framing.yaml': framing({ '    command: Envelope': '    target: to' }),
      };
      expect(await diagnose(files)).toEqual([]);
      const withoutTarget = { ...files, 'framing.yaml': framing() };
      expect(await diagnose(withoutTarget)).toEqual([
        'protocol.yaml:12:67  framing-missing-target  scope host has target required, but framing.request declares no target field for it to govern',
      ]);
    });
  });

  describe('types', () => {
    it('rule: each type the framing names must be declared, and the message says which member names it', async () => {
      const files = {
        'framing.yaml': framing({
          '    type: Envelope': '    type: Envelop',
          '    command: Envelope': '    command: Comand',
          '    mutationId: { type: MutationKey }': '    mutationId: { type: MutationKy }',
          '    type: Reply': '    type: Replay',
          '    - type: Event': '    - type: Evnt',
        }),
      };
      expect(await diagnose(files)).toEqual([
        'framing.yaml:42:11  framing-unknown-type  framing request.type names type Envelop, which is not declared under types (did you mean "Envelope"?)',
        'framing.yaml:46:14  framing-unknown-type  framing request.command names type Comand, which is not declared under types',
        'framing.yaml:47:25  framing-unknown-type  framing request.mutationId.type names type MutationKy, which is not declared under types (did you mean "MutationKey"?)',
        'framing.yaml:51:11  framing-unknown-type  framing response.type names type Replay, which is not declared under types (did you mean "Reply"?)',
        'framing.yaml:57:13  framing-unknown-type  framing events[0].type names type Evnt, which is not declared under types (did you mean "Event"?)',
      ]);
    });

    it('rule: the second event is named by its own index', async () => {
      const files = {
        'framing.yaml': framing({ '      marker: kind': '      marker: kind\n    - { type: Evnt, marker: other }' }),
      };
      expect(await diagnose(files)).toEqual([
        'framing.yaml:59:15  framing-unknown-type  framing events[1].type names type Evnt, which is not declared under types (did you mean "Event"?)',
      ]);
    });
  });

  describe('the command type', () => {
    it('rule: a command type must declare both the operation and the params member the request names', async () => {
      expect(await diagnose({ 'framing.yaml': framing({ '    command: Envelope': '    command: Reply' }) })).toEqual([
        "framing.yaml:46:14  framing-command-members  framing request.command names type Reply, which does not declare op, params: a command is read by the request's operation and params members",
      ]);
    });

    it('rule: a command type that declares one of the two members is told of the other only', async () => {
      const files = {
        'framing.yaml': framing({
          '    command: Envelope': '    command: Partial',
          '  MutationKey: { type: string }':
            '  MutationKey: { type: string }\n  Partial: { type: object, properties: { op: { type: string } } }',
        }),
      };
      expect(await diagnose(files)).toEqual([
        "framing.yaml:47:14  framing-command-members  framing request.command names type Partial, which does not declare params: a command is read by the request's operation and params members",
      ]);
    });

    it('rule: a command type that declares no properties at all lacks both members', async () => {
      expect(await diagnose({ 'framing.yaml': framing({ '    command: Envelope': '    command: Event' }) })).toEqual([
        "framing.yaml:46:14  framing-command-members  framing request.command names type Event, which does not declare op, params: a command is read by the request's operation and params members",
      ]);
    });
  });

  describe('limits', () => {
    it('rule: an undeclared frame limit is told the nearest limit in bytes, never one of another unit', async () => {
      expect(
        await diagnose({
          'framing.yaml': framing({
            '    frame: frameBytes': '    frame: frameByts',
            '    depth: frameDepth': '    depth: frameDept',
          }),
        }),
      ).toEqual([
        'framing.yaml:32:12  framing-unknown-limit  framing limits.frame names limit frameByts, which is not declared under limits (did you mean "frameBytes"?)',
        'framing.yaml:33:12  framing-unknown-limit  framing limits.depth names limit frameDept, which is not declared under limits (did you mean "frameDepth"?)',
      ]);
      // frameDept is one edit from frameDepth, but that limit counts depth, not bytes.
      expect(await diagnose({ 'framing.yaml': framing({ '    frame: frameBytes': '    frame: frameDept' }) })).toEqual([
        'framing.yaml:32:12  framing-unknown-limit  framing limits.frame names limit frameDept, which is not declared under limits',
      ]);
    });

    it('rule: a declared limit of the wrong unit is told its unit and the one it must have', async () => {
      expect(
        await diagnose({
          'framing.yaml': framing({
            '    frame: frameBytes': '    frame: frameDepth',
            '    depth: frameDepth': '    depth: frameBytes',
          }),
        }),
      ).toEqual([
        'framing.yaml:32:12  framing-limit-unit  framing limits.frame names limit frameDepth, whose unit is depth: it must be bytes',
        'framing.yaml:33:12  framing-limit-unit  framing limits.depth names limit frameBytes, whose unit is bytes: it must be depth',
      ]);
    });
  });

  describe('version and codes', () => {
    it('rule: the version constant must be declared', async () => {
      expect(
        await diagnose({ 'framing.yaml': framing({ '    constant: WIRE_VERSION': '    constant: WIRE_VERSON' }) }),
      ).toEqual([
        'framing.yaml:36:15  framing-unknown-constant  framing version names constant WIRE_VERSON, which is not declared under constants (did you mean "WIRE_VERSION"?)',
      ]);
    });

    it('rule: a framing with a version field must name the error code of a frame of another version', async () => {
      expect(await diagnose({ 'framing.yaml': framing({ '    version: busy': null }) })).toEqual([
        'framing.yaml:38:5  framing-missing-code  framing declares a version field but no codes.version: name the error code of a frame of another version',
      ]);
    });

    it('rule: each error code the framing names must be declared', async () => {
      expect(await diagnose({ 'framing.yaml': framing({ '    version: busy': '    version: bussy' }) })).toEqual([
        'framing.yaml:39:14  framing-unknown-code  framing codes.version names error code bussy, which is not declared under errors (did you mean "busy"?)',
      ]);
    });
  });

  describe('generated names', () => {
    it('rule: a parser name used twice is reported at the second use, naming both members', async () => {
      const files = {
        'framing.yaml': framing({
          '    parser: parseResponse': '    parser: parseRequest',
          '    client: { parser: parseClientMessage, parsed: ClientMessage }':
            '    client: { parser: parseRequest, parsed: ClientMessage }',
          '    host: { parser: parseHostMessage, parsed: HostMessage }':
            '    host: { parser: parseClientMessage, parsed: HostMessage }',
        }),
      };
      expect(await diagnose(files)).toEqual([
        'framing.yaml:54:13  framing-duplicate-name  framing names parseRequest twice (request.parser and response.parser): each generated name must be unique',
        'framing.yaml:60:23  framing-duplicate-name  framing names parseRequest twice (request.parser and incoming.client.parser): each generated name must be unique',
      ]);
    });

    it('rule: a parsed type name used twice is reported at the second use, incoming host and client included', async () => {
      const files = {
        'framing.yaml': framing({
          '    parsed: Response': '    parsed: Request',
          '    client: { parser: parseClientMessage, parsed: ClientMessage }':
            '    client: { parser: parseClientMessage, parsed: Request }',
          '    host: { parser: parseHostMessage, parsed: HostMessage }':
            '    host: { parser: parseClientMessage, parsed: ClientMessage }',
        }),
      };
      expect(await diagnose(files)).toEqual([
        'framing.yaml:55:13  framing-duplicate-name  framing names Request twice (request.parsed and response.parsed): each generated name must be unique',
        'framing.yaml:60:51  framing-duplicate-name  framing names Request twice (request.parsed and incoming.client.parsed): each generated name must be unique',
        'framing.yaml:61:21  framing-duplicate-name  framing names parseClientMessage twice (incoming.client.parser and incoming.host.parser): each generated name must be unique',
      ]);
    });

    it('rule: a parsed type may not take the name of a declared type', async () => {
      const files = {
        'framing.yaml': framing({
          '    parsed: Request': '    parsed: Envelope',
          '    parsed: Response': '    parsed: Reply',
          '    client: { parser: parseClientMessage, parsed: ClientMessage }':
            '    client: { parser: parseClientMessage, parsed: Event }',
          '    host: { parser: parseHostMessage, parsed: HostMessage }':
            '    host: { parser: parseHostMessage, parsed: MutationKey }',
        }),
      };
      expect(await diagnose(files)).toEqual([
        'framing.yaml:49:13  framing-name-clash  framing request.parsed is Envelope, which is also a type under types: the generated package would export both',
        'framing.yaml:55:13  framing-name-clash  framing response.parsed is Reply, which is also a type under types: the generated package would export both',
        'framing.yaml:60:51  framing-name-clash  framing incoming.client.parsed is Event, which is also a type under types: the generated package would export both',
        'framing.yaml:61:47  framing-name-clash  framing incoming.host.parsed is MutationKey, which is also a type under types: the generated package would export both',
      ]);
    });
  });
});
