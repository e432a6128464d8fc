/**
 * protocol.unknownMembers and unknownMembersByType (generator/schema/unknown-members.ts, rule
 * unknown-members): a policy for the spec, and named types' own; a type it names must be declared, and a policy
 * that is neither strip nor keep is refused by the meta-schema — both at the place written.
 */
import { describe, expect, it } from 'vitest';
import { checked, yaml } from './support.ts';

const protocol = (...policy: string[]) =>
  yaml(
    'protocol:',
    '  name: ping-protocol',
    '  title: Ping protocol',
    "  package: '@example/ping-protocol'",
    '  version: 1.2.0',
    '  clientKinds: { cli: A command-line client., web: A browser client. }',
    '  scopes: { host: { description: The request addresses the host. } }',
    '  persistence: { none: Nothing is stored., durable: The effect is stored. }',
    ...policy,
    'groups: { basics: { title: Basics } }',
    'features: { ping.echo: { description: The host echoes., since: 1.1.0 } }',
    'errors: { busy: { description: Busy., since: 1.0.0 }, invalid_request: { description: Bad., since: 1.0.0 } }',
    'limits: { payloadBytes: { value: 64, unit: bytes, description: Most bytes of a payload. } }',
  );

describe('unknown-members', () => {
  it('rule: a type with a policy of its own must be declared, told the nearest that is', async () => {
    const { lines } = await checked({
      'protocol.yaml': protocol('  unknownMembers: keep', '  unknownMembersByType: { Stmp: strip, Stamp: keep }'),
    });
    expect(lines).toEqual([
      'protocol.yaml:11:27  unknown-members-type  protocol.unknownMembersByType gives type Stmp a policy, but no such type is declared under types (did you mean "Stamp"?)',
    ]);
  });

  it('rule: a whole-spec policy is a word, and a declared type may take its own', async () => {
    expect((await checked({ 'protocol.yaml': protocol('  unknownMembers: keep') })).lines).toEqual([]);
    expect((await checked({ 'protocol.yaml': protocol('  unknownMembersByType: { Stamp: keep }') })).lines).toEqual([]);
  });
});
