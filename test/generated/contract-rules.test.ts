/**
 * The rules of the session protocol v1 reference, each with a case the generated package accepts and
 * one it rejects, through the public boundary API.
 */
import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { requestFor, thrown } from '../support/requests.ts';

const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
const op = (name: string) => model!.operations.find((entry) => entry.name === name)!;
const example = (name: string, index = 0) => structuredClone(op(name).examples[index]!) as { params: Record<string, unknown>; result: Record<string, unknown> };
/** The examples a named type lists in the spec (the exported schema objects leave documentation out). */
const typeExamples = (name: string) => (model!.types.find((type) => type.name === name)!.schema.examples ?? []) as unknown[];
const request = (name: string, params: unknown) => requestFor(model!, op(name), params);
const accepts = (name: string, params: unknown) => protocol.parseClientEnvelope(request(name, params));
const rejects = (name: string, params: unknown) => thrown(() => protocol.parseClientEnvelope(request(name, params)));
/** Base64 of `n` bytes, canonical (padded). */
const base64Of = (n: number) => Buffer.alloc(n, 7).toString('base64');

describe('the catalog', () => {
  it('rule: 43 operations in six groups; queue.update is reserved (deferred), the others stable', () => {
    expect(Object.keys(protocol.OPERATION_CATALOG)).toHaveLength(43);
    expect(new Set(Object.values(protocol.OPERATION_CATALOG).map((entry) => entry.group)).size).toBe(6);
    const deferred = Object.entries(protocol.OPERATION_CATALOG).filter(([, entry]) => entry.status === 'deferred').map(([name]) => name);
    expect(deferred).toEqual(['queue.update']);
  });

  it('rule: the public schemas of the reference are exported under its names', () => {
    for (const name of [
      'ClientEnvelopeSchema', 'ServerEnvelopeSchema', 'SessionCommandSchema', 'SessionSnapshotSchema', 'SessionEventSchema', 'InteractionSchema',
      'StoredEventRowSchema', 'StoredRequestRecordSchema', 'OperationSchemas', 'ResultSchemas', 'JsonValueSchema', 'PromptSchema',
      'AutomationSourceSchema', 'ChannelProviderSchema', 'RemoteOperationSchema', 'BootstrapHelloSchema', 'ControlRequestSchema', 'ControlResponseSchema',
    ]) {
      expect(protocol, name).toHaveProperty(name);
      expect(Object.isFrozen((protocol as Record<string, unknown>)[name]), `${name} is frozen`).toBe(true);
    }
  });

  it('rule: every example a named type lists parses with its exported schema, and what it keeps parses to itself', () => {
    let checked = 0;
    for (const type of model!.types) {
      for (const value of (type.schema.examples as unknown[] | undefined) ?? []) {
        const schema = (protocol as unknown as Record<string, protocol.JsonSchemaOf<unknown>>)[`${type.name}Schema`]!;
        const parsed = protocol.parseSchema(schema, value);
        expect(protocol.parseSchema(schema, parsed), type.name).toEqual(parsed);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('sessions.create, session.import, attach', () => {
  it('rule: instructions are at most 16 KiB of UTF-8 (LIMITS.instructionsBytes), counted in bytes', () => {
    const exact = '€'.repeat(5461) + 'a'; // 16,383 + 1 = 16,384 bytes, 5,462 characters
    expect(accepts('sessions.create', { instructions: exact }).params).toEqual({ instructions: exact });
    expect(rejects('sessions.create', { instructions: exact + 'a' }).pointer).toBe('/params/instructions');
  });

  it('rule: a client-chosen remote sessionId is a lowercase UUID', () => {
    const id = '3f2c8a4e-9b1d-4c6e-8f00-1234567890ab';
    expect(accepts('sessions.create', { sessionId: id }).params).toEqual({ sessionId: id });
    expect(rejects('sessions.create', { sessionId: id.toUpperCase() }).pointer).toBe('/params/sessionId');
  });

  it("rule: requirePolicy 'acp-strict' is accepted on create, import and attach; nothing else is", () => {
    for (const name of ['sessions.create', 'session.import', 'attach']) {
      const params = example(name).params;
      expect(accepts(name, { ...params, requirePolicy: 'acp-strict' }).params, name).toMatchObject({ requirePolicy: 'acp-strict' });
      expect(rejects(name, { ...params, requirePolicy: 'strict' }).pointer, name).toBe('/params/requirePolicy');
    }
  });
});

describe('lists and cursors', () => {
  it('rule: every sessions.list row carries revision', () => {
    const result = example('sessions.list').result;
    expect(protocol.parseOperationResult('sessions.list', result)).toEqual(result);
    const rows = result.sessions as Record<string, unknown>[];
    delete rows[0]!.revision;
    expect(thrown(() => protocol.parseOperationResult('sessions.list', result)).pointer).toBe('/sessions/0/revision');
  });

  it('rule: cursors are opaque strings of at most 1,024 UTF-8 bytes', () => {
    const params = example('sessions.list').params;
    expect(accepts('sessions.list', { ...params, cursor: 'c'.repeat(1024) }).params).toMatchObject({ cursor: 'c'.repeat(1024) });
    expect(rejects('sessions.list', { ...params, cursor: 'c'.repeat(1025) }).pointer).toBe('/params/cursor');
  });
});

describe('fork', () => {
  it('rule: from is exactly one of {entry} or {position: zero-based integer}', () => {
    expect(accepts('fork', { from: { entry: 'entry-1' } }).params).toEqual({ from: { entry: 'entry-1' } });
    expect(accepts('fork', { from: { position: 0 } }).params).toEqual({ from: { position: 0 } });
    for (const from of [{ entry: 'entry-1', position: 0 }, {}, { position: -1 }, { position: 1.5 }]) {
      expect(rejects('fork', { from }).pointer, JSON.stringify(from)).toMatch(/^\/params\/from/);
    }
  });
});

describe('config', () => {
  it('rule: config.set is closed and secret-free: unknown fields and an own expectedRevision are rejected', () => {
    const params = example('config.set').params;
    expect(accepts('config.set', params).params).toEqual(params);
    expect(rejects('config.set', { ...params, expectedRevision: 1 }).code).toBe('invalid_request');
    expect(rejects('config.set', { values: { apiKey: 'sk-…' } }).pointer).toMatch(/^\/params\/values/);
  });

  it('rule: config.get returns the closed config: an unknown field in it is rejected, not kept', () => {
    const result = example('config.get').result;
    expect(protocol.parseOperationResult('config.get', result)).toEqual(result);
    expect(thrown(() => protocol.parseOperationResult('config.get', { ...result, config: { ...(result.config as object), configPath: '/etc/x' } })).code).toBe(
      'invalid_request',
    );
  });
});

describe('process bytes', () => {
  const withData = (name: string, data: string) => ({ ...example(name).params, data });

  it('rule: processes.write sends at most 16 KiB of decoded bytes, as canonical base64', () => {
    expect(accepts('processes.write', withData('processes.write', base64Of(16384))).params).toMatchObject({ data: base64Of(16384) });
    expect(rejects('processes.write', withData('processes.write', base64Of(16385))).pointer).toBe('/params/data');
    expect(rejects('processes.write', withData('processes.write', 'QQ')).pointer, 'unpadded').toBe('/params/data');
    expect(rejects('processes.write', withData('processes.write', 'QR==')).pointer, 'non-zero padding bits').toBe('/params/data');
  });

  it('rule: processes.read returns at most 64 KiB of decoded bytes', () => {
    const result = example('processes.read').result as { offset: number };
    // nextOffset follows the data (outputChunkOffsets), so the bound is what refuses the longer one.
    const full = { ...result, data: base64Of(65536), nextOffset: result.offset + 65536 };
    expect(protocol.parseOperationResult('processes.read', full)).toMatchObject({ data: base64Of(65536) });
    expect(thrown(() => protocol.parseOperationResult('processes.read', { ...full, data: base64Of(65537), nextOffset: result.offset + 65537 })).pointer).toBe('/data');
  });
});

describe('events and text deltas', () => {
  const unknown = { v: 1, session: 's', revision: 3, type: 'session.archived', archivedAt: 5 };

  it('rule: an unknown additive event type is kept as bounded JSON, with its revision', () => {
    expect(protocol.parseSchema(protocol.SessionEventSchema, unknown)).toEqual(unknown);
    const huge = { ...unknown, blob: Array.from({ length: 1025 }, (_, i) => i) };
    expect(thrown(() => protocol.parseSchema(protocol.SessionEventSchema, huge)).code).toBe('invalid_request');
  });

  it('rule: a malformed known event never slips through the unknown branch', () => {
    expect(thrown(() => protocol.parseSchema(protocol.SessionEventSchema, { ...unknown, type: 'tool.updated' })).code).toBe('invalid_request');
    expect(thrown(() => protocol.parseSchema(protocol.SessionEventSchema, { ...unknown, type: 'session.renamed' })).code).toBe('invalid_request');
  });

  it('rule: text deltas carry no revision, and offsets are non-negative code-point counts', () => {
    const delta = typeExamples('TextDeltaFrame')[0] as Record<string, unknown>;
    expect(protocol.parseSchema(protocol.TextDeltaFrameSchema, delta)).toEqual(delta);
    const stream = delta.stream as Record<string, unknown>;
    expect(thrown(() => protocol.parseSchema(protocol.TextDeltaFrameSchema, { ...delta, stream: { ...stream, offset: -1 } })).pointer).toBe('/stream/offset');
    expect(protocol.parseSchema(protocol.TextDeltaFrameSchema, { ...delta, revision: 4 })).not.toHaveProperty('revision');
  });
});

describe('UI vocabulary', () => {
  const document = typeExamples('UiDocument')[0] as Record<string, unknown>;

  it('rule: documents take only http(s) links', () => {
    expect(protocol.parseSchema(protocol.UiDocumentSchema, document)).toEqual(document);
    const link = (href: string) => ({ ...document, blocks: [{ type: 'paragraph', content: [{ type: 'link', text: 'x', href }] }] });
    expect(protocol.parseSchema(protocol.UiDocumentSchema, link('https://example.com/a'))).toBeTruthy();
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'file:///etc/passwd']) {
      expect(thrown(() => protocol.parseSchema(protocol.UiDocumentSchema, link(href))).code, href).toBe('invalid_request');
    }
  });

  it('rule: documents reject raw HTML', () => {
    const html = { ...document, blocks: [{ type: 'html', html: '<script>alert(1)</script>' }] };
    expect(thrown(() => protocol.parseSchema(protocol.UiDocumentSchema, html)).code).toBe('invalid_request');
  });

  it('rule: renderer hint data is at most 128 KiB of UTF-8 JSON', () => {
    const hint = (data: unknown) => ({ id: 'felan.diff', version: 1, data });
    expect(protocol.parseSchema(protocol.RendererHintSchema, hint('x'.repeat(131070)))).toBeTruthy(); // 131,072 bytes with its quotes
    expect(thrown(() => protocol.parseSchema(protocol.RendererHintSchema, hint('x'.repeat(131071)))).pointer).toBe('/data');
  });
});

describe('structured data (JsonValue)', () => {
  it('rule: at most 1,024 entries over the whole value', () => {
    expect(protocol.parseSchema(protocol.JsonValueSchema, Array.from({ length: 1024 }, () => 0))).toHaveLength(1024);
    expect(thrown(() => protocol.parseSchema(protocol.JsonValueSchema, [Array.from({ length: 1023 }, () => 0), 1])).code).toBe('invalid_request');
  });

  it('rule: at most 64 KiB of UTF-8 JSON', () => {
    expect(protocol.parseSchema(protocol.JsonValueSchema, 'x'.repeat(65534))).toHaveLength(65534);
    expect(thrown(() => protocol.parseSchema(protocol.JsonValueSchema, '€'.repeat(21845))).code).toBe('invalid_request'); // 65,535 + 2 bytes
  });

  it('rule: depth 32 for any frame, checked before the schema', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(thrown(() => protocol.parseSchema(protocol.JsonValueSchema, deep)).message).toContain('deeper');
  });
});

describe('remote command sources', () => {
  it('rule: a web source needs its user', () => {
    expect(protocol.parseSchema(protocol.WebSourceSchema, { kind: 'web', user: 'u', command: 'c' })).toBeTruthy();
    expect(thrown(() => protocol.parseSchema(protocol.WebSourceSchema, { kind: 'web', command: 'c' })).code).toBe('invalid_request');
  });

  it('rule: an automation source is non-empty and at most 256 UTF-8 bytes', () => {
    const source = (text: string) => ({ kind: 'automation', source: text });
    expect(protocol.parseSchema(protocol.AutomationSourceSchema, source('é'.repeat(128)))).toBeTruthy();
    expect(thrown(() => protocol.parseSchema(protocol.AutomationSourceSchema, source('é'.repeat(128) + 'a'))).pointer).toBe('/source');
    expect(thrown(() => protocol.parseSchema(protocol.AutomationSourceSchema, source(''))).pointer).toBe('/source');
  });

  it('rule: a channel provider matches ^[a-z][a-z0-9_-]*$ and is at most 64 bytes', () => {
    expect(protocol.parseSchema(protocol.ChannelProviderSchema, 'slack_v2-x')).toBe('slack_v2-x');
    for (const bad of ['Slack', '1slack', 'sl ack', 'a'.repeat(65)]) expect(thrown(() => protocol.parseSchema(protocol.ChannelProviderSchema, bad)).code, bad).toBe('invalid_request');
  });

  it('rule: RemoteOperation includes follow_up with Prompt params', () => {
    const followUp = { op: 'follow_up', params: { text: 'and then?' } };
    expect(protocol.parseSchema(protocol.RemoteOperationSchema, followUp)).toEqual(followUp);
    expect(thrown(() => protocol.parseSchema(protocol.RemoteOperationSchema, { op: 'follow_up', params: {} })).code).toBe('invalid_request');
  });
});

describe('control grammar', () => {
  const drain = typeExamples('ControlRequest')[0] as Record<string, unknown>;

  it('rule: a control request transfers no work or environment', () => {
    expect(protocol.parseSchema(protocol.ControlRequestSchema, drain)).toEqual(drain);
    expect(thrown(() => protocol.parseSchema(protocol.ControlRequestSchema, { ...drain, env: { PATH: '/bin' } })).code).toBe('invalid_request');
    expect(thrown(() => protocol.parseSchema(protocol.ControlRequestSchema, { ...drain, prompt: 'do work' })).code).toBe('invalid_request');
  });

  it('rule: DaemonTarget is production or an explicitly isolated fixed namespace', () => {
    expect(protocol.parseSchema(protocol.DaemonTargetSchema, { kind: 'production' })).toEqual({ kind: 'production' });
    expect(protocol.parseSchema(protocol.DaemonTargetSchema, { kind: 'isolated', namespace: 'e2e' })).toEqual({ kind: 'isolated', namespace: 'e2e' });
    expect(thrown(() => protocol.parseSchema(protocol.DaemonTargetSchema, { kind: 'isolated' })).code).toBe('invalid_request');
  });

  it('rule: BootstrapHello extracts the version-mismatch part of a full hello and strips the rest', () => {
    const hello = typeExamples('BootstrapHello')[0] as unknown as Record<string, unknown>;
    expect(hello).toBeDefined();
    const parsed = protocol.parseSchema(protocol.BootstrapHelloSchema, { ...hello, somethingNew: { x: 1 } }) as unknown as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('somethingNew');
  });
});
