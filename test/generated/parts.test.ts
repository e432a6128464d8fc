/**
 * The opt-in parts the bundled spec asks for (generator/parts/parts.ts), as the generated package exports them: present under the reference's names,
 * bound to the spec's limits, and consistent with the stored rows and control grammar.
 */
import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { thrown } from '../support/requests.ts';

const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
/** The first example the spec lists for a named type (the exported schema objects leave examples out). */
const example = (typeName: string) => structuredClone((model!.types.find((type) => type.name === typeName)!.schema.examples as unknown[])[0]) as Record<string, unknown>;

describe('the parts the reference asks for', () => {
  it('rule: every helper is exported under the reference name', () => {
    for (const name of [
      'classifyTextDelta',
      'applyTextDelta',
      'classifyRevision',
      'canonicalRequestPayload',
      'compareRequestPayload',
      'requestRetainUntil',
      'validateInteractionAnswer',
      'isUuidV7',
      'normalizeUuid',
      'uuidV7Timestamp',
    ]) {
      expect(typeof (protocol as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it("rule: the helpers' default limits are the spec's LIMITS", () => {
    expect(protocol.TEXT_STREAM_DEFAULTS).toEqual({ streamBytes: protocol.LIMITS.streamBytes, activeStreams: protocol.LIMITS.activeStreams });
    expect(protocol.REQUEST_IDENTITY_DEFAULTS).toEqual({ requestRetentionDays: protocol.LIMITS.requestRetentionDays });
    expect(protocol.REQUEST_PAYLOAD_DEFAULTS).toEqual({ jsonDepth: protocol.LIMITS.jsonDepth, frameBytes: protocol.LIMITS.frameBytes });
  });
});

describe('stored rows', () => {
  it('rule: a StoredEventRow survives a JSON round trip unchanged', () => {
    const row = example('StoredEventRow');
    const parsed = protocol.parseSchema(protocol.StoredEventRowSchema, row);
    expect(protocol.parseSchema(protocol.StoredEventRowSchema, JSON.parse(JSON.stringify(parsed)))).toEqual(row);
    expect(thrown(() => protocol.parseSchema(protocol.StoredEventRowSchema, { ...row, rowVersion: 2 })).pointer).toBe('/rowVersion');
  });

  it('rule: a StoredRequestRecord round-trips, and its payload is the canonical payload of its request', () => {
    const record = example('StoredRequestRecord');
    expect(protocol.parseSchema(protocol.StoredRequestRecordSchema, JSON.parse(JSON.stringify(record)))).toEqual(record);
    const { params } = JSON.parse(record.payload as string) as { params: Record<string, unknown> };
    const request = { v: 1, id: String(record.id).toUpperCase(), op: record.op as string, session: record.session as string, params };
    expect(protocol.canonicalRequestPayload(request)).toBe(record.payload);
    expect(protocol.compareRequestPayload(record.payload, request)).toBe('same');
    expect(protocol.compareRequestPayload(record.payload, { ...request, params: { text: 'something else' } })).toBe('conflict');
    expect(protocol.requestRetainUntil(record.id as string, record.admittedAt as number)).toBe(record.retainUntil);
  });
});

describe('control grammar', () => {
  it('rule: CONTROL_VERSION is 1, independent of the wire and stored-row versions', () => {
    expect(protocol.CONTROL_VERSION).toBe(1);
  });

  it('rule: ControlResponse accepts positive advertised protocol versions and added fields, and rejects version 0', () => {
    const response = example('ControlResponse');
    const parsed = protocol.parseSchema(protocol.ControlResponseSchema, { ...response, protocolVersions: [1, 2, 7], addedLater: { x: 1 } }) as unknown as Record<string, unknown>;
    expect(parsed.protocolVersions).toEqual([1, 2, 7]);
    expect(parsed).not.toHaveProperty('addedLater');
    expect(thrown(() => protocol.parseSchema(protocol.ControlResponseSchema, { ...response, protocolVersions: [0] })).pointer).toMatch(/^\/protocolVersions/);
  });

  it('rule: BootstrapHello reads the version-mismatch part of a hello of any wire version', () => {
    const hello = example('BootstrapHello');
    const parsed = protocol.parseSchema(protocol.BootstrapHelloSchema, { ...hello, v: 9 }) as unknown as Record<string, unknown>;
    expect(parsed.v).toBe(9);
  });
});
