/**
 * Issue 20, items 4 and 5: an unknown optional member is stripped inside every union and nested
 * object (interactions, also inside attach results; history entries with their content parts, usage
 * and source; remote operations and their params; remote command rows; stored request records), and
 * steer / follow_up / executions.steer results accept and strip a member a newer host adds while
 * still holding "exactly one of {itemId} | {status:'handled'}". Through the generated package's
 * public API: parseSchema and the operation result parsers (the generated readers) beside the
 * package's Ajv validators (`is…`), which must give the same verdict on every value here.
 */
import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { thrown } from '../support/requests.ts';

const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- examples are edited by path into every wrong shape
type Json = Record<string, any>;
const typeExample = (name: string, index = 0) => structuredClone((model!.types.find((type) => type.name === name)!.schema.examples as unknown[])[index]) as Json;
const operationExample = (op: string, index = 0) => structuredClone(model!.operations.find((entry) => entry.name === op)!.examples![index]!.result) as Json;
const added = { addedField: { nested: [1, 'two'] } };
/** The value with `addedField` set at each of the given member paths (path [] is the value itself). */
function withAdded<T extends Json>(value: T, ...paths: (string | number)[][]): T {
  const copy = structuredClone(value);
  for (const path of paths) Object.assign(path.reduce<Json>((node, key) => node[key], copy), added);
  return copy;
}

/** A schema parsed both ways: the reader's output, and the Ajv validator's verdict on the input and the output. */
function accepts<T>(schema: protocol.JsonSchemaOf<T>, validator: protocol.Validator<T>, input: unknown, expected: unknown) {
  expect(validator(input), `the Ajv validator accepts the input: ${JSON.stringify(validator.errors)}`).toBe(true);
  const output = protocol.parseSchema(schema, input);
  expect(output).toEqual(expected);
  expect(JSON.stringify(output)).not.toContain('addedField');
  expect(validator(output), 'the Ajv validator accepts the output').toBe(true);
}
function refuses<T>(schema: protocol.JsonSchemaOf<T>, validator: protocol.Validator<T>, input: unknown) {
  expect(validator(input), 'the Ajv validator refuses it too').toBe(false);
  expect(thrown(() => protocol.parseSchema(schema, input)).code).toBe('invalid_request');
}

describe('InteractionSchema', () => {
  const [form, approval] = [typeExample('Interaction', 0), typeExample('Interaction', 1)];

  it('rule: an unknown member is dropped from an interaction of each type, at the top, in its state, responder, result and subject (the answer and model ref are closed by the spec); known data is kept', () => {
    accepts(protocol.InteractionSchema, protocol.isInteraction, withAdded(form, [], ['state'], ['fields', 0], ['actions', 'submit']), form);
    accepts(protocol.InteractionSchema, protocol.isInteraction, withAdded(approval, [], ['subject'], ['state'], ['state', 'responder'], ['state', 'result']), approval);
  });

  it('rule: a value breaking the union is still refused: an unknown type, a tag of the wrong type, a form without its fields, a pending state with a responder', () => {
    refuses(protocol.InteractionSchema, protocol.isInteraction, { ...form, type: 'nope' });
    refuses(protocol.InteractionSchema, protocol.isInteraction, { ...form, type: 5 });
    const { fields: _fields, ...noFields } = form;
    refuses(protocol.InteractionSchema, protocol.isInteraction, noFields);
    refuses(protocol.InteractionSchema, protocol.isInteraction, withAdded({ ...form, state: { status: 'final' } }, []));
  });

  it('rule: inside an attach result, an interaction and history entries lose their unknown members and keep the rest', () => {
    const result = operationExample('attach');
    const holder = findInteractions(result);
    holder.interactions = [form];
    const input = structuredClone(result);
    findInteractions(input).interactions = [withAdded(form, [], ['state'])];
    Object.assign(input.history.entries[1], added);
    Object.assign(input.history.entries[1].content[1], added);
    Object.assign(input.history.entries[1].usage, added);
    expect(protocol.RESULT_VALIDATORS.attach(input)).toBe(true);
    expect(protocol.parseOperationResult('attach', input)).toEqual(result);
    const response = protocol.parseServerEnvelope({ v: 1, re: 'r', outcome: 'accepted', result: input }, 'attach') as Json;
    expect(response.result).toEqual(result);
  });

  it('rule: inside an attach result, an interaction of an unknown type is still refused', () => {
    const input = operationExample('attach');
    findInteractions(input).interactions = [{ ...form, type: 'nope' }];
    expect(protocol.RESULT_VALIDATORS.attach(input)).toBe(false);
    expect(thrown(() => protocol.parseOperationResult('attach', input)).pointer).toMatch(/interactions\/0/);
  });
});

/** The object of an attach result holding the session's `interactions` list. */
function findInteractions(value: Json): Json {
  if (Array.isArray(value.interactions)) return value;
  for (const member of Object.values(value)) {
    if (typeof member === 'object' && member !== null && !Array.isArray(member)) {
      const found = findInteractions(member);
      if (found !== undefined) return found;
    }
  }
  return undefined as never;
}

describe('HistoryEntrySchema', () => {
  const entries = operationExample('attach').history.entries as Json[];
  const assistant = entries.find((entry) => entry.type === 'assistant' && entry.usage !== undefined)!;
  const user: Json = { ...entries.find((entry) => entry.type === 'user')!, source: typeExample('WebSource') };

  it('rule: an unknown member is dropped from the entry, each content part, usage and source; known data is kept', () => {
    accepts(protocol.HistoryEntrySchema, protocol.isHistoryEntry, withAdded(assistant, [], ['content', 0], ['content', 1], ['usage']), assistant);
    accepts(protocol.HistoryEntrySchema, protocol.isHistoryEntry, withAdded(user, [], ['source']), user);
    const page = operationExample('session.history');
    expect(protocol.parseOperationResult('session.history', withAdded(page, [], ['entries', 0], ['entries', 1]))).toEqual(page);
  });

  it('rule: a value breaking the entry union or its parts is still refused: an unknown type, a missing content, a part of an unknown type or a wrong type, usage and source broken', () => {
    refuses(protocol.HistoryEntrySchema, protocol.isHistoryEntry, { ...assistant, type: 'nope' });
    const { content: _content, ...noContent } = assistant;
    refuses(protocol.HistoryEntrySchema, protocol.isHistoryEntry, noContent);
    refuses(protocol.HistoryEntrySchema, protocol.isHistoryEntry, { ...assistant, content: [{ type: 'nope', text: 'x' }] });
    refuses(protocol.HistoryEntrySchema, protocol.isHistoryEntry, { ...assistant, content: [{ type: 'text', text: 5 }] });
    refuses(protocol.HistoryEntrySchema, protocol.isHistoryEntry, { ...assistant, usage: { ...assistant.usage, input: '5' } });
    refuses(protocol.HistoryEntrySchema, protocol.isHistoryEntry, { ...user, source: { kind: 'web', command: 'cmd-1' } });
    refuses(protocol.HistoryEntrySchema, protocol.isHistoryEntry, { ...user, source: { kind: 'nope', user: 'u' } });
  });
});

describe('RemoteOperationSchema and RemoteCommandRowSchema', () => {
  const operation = { op: 'prompt', params: { text: 'Summarize the open pull requests.' } };
  const [row, automationRow] = [typeExample('RemoteCommandRow', 0), typeExample('RemoteCommandRow', 1)];

  it('rule: an unknown member is dropped from a remote operation, at the top and in its params', () => {
    accepts(protocol.RemoteOperationSchema, protocol.isRemoteOperation, withAdded(operation, [], ['params']), operation);
  });

  it('rule: a remote operation breaking the union is still refused: an op not relayed, params of the wrong type, no op', () => {
    refuses(protocol.RemoteOperationSchema, protocol.isRemoteOperation, { op: 'zz.nope', params: {} });
    refuses(protocol.RemoteOperationSchema, protocol.isRemoteOperation, { op: 'prompt', params: { text: 5 } });
    refuses(protocol.RemoteOperationSchema, protocol.isRemoteOperation, { params: { text: 'x' } });
  });

  it('rule: an unknown member is dropped from a command row, its command, params and provenance; known data is kept', () => {
    accepts(protocol.RemoteCommandRowSchema, protocol.isRemoteCommandRow, withAdded(row, [], ['command'], ['command', 'params'], ['requester']), row);
    accepts(protocol.RemoteCommandRowSchema, protocol.isRemoteCommandRow, withAdded(automationRow, [], ['automation']), automationRow);
  });

  it('rule: a row is still exactly one of requester, automation or channel: neither and two at once are refused', () => {
    const { requester: _requester, ...none } = row;
    refuses(protocol.RemoteCommandRowSchema, protocol.isRemoteCommandRow, none);
    refuses(protocol.RemoteCommandRowSchema, protocol.isRemoteCommandRow, { ...row, automation: automationRow.automation });
    refuses(protocol.RemoteCommandRowSchema, protocol.isRemoteCommandRow, { ...row, command: { op: 'zz.nope', params: {} } });
  });
});

describe('StoredRequestRecordSchema', () => {
  const accepted = typeExample('StoredRequestRecord');

  it('rule: an unknown member is dropped from a record of each outcome; known data is kept', () => {
    accepts(protocol.StoredRequestRecordSchema, protocol.isStoredRequestRecord, withAdded(accepted, []), accepted);
    const { result: _result, completedAt: _completedAt, ...rest } = accepted;
    const pending = { ...rest, outcome: 'pending' };
    accepts(protocol.StoredRequestRecordSchema, protocol.isStoredRequestRecord, withAdded(pending, []), pending);
  });

  it('rule: a record breaking the outcome union is still refused: an unknown outcome, accepted without its result, rejected without its error', () => {
    refuses(protocol.StoredRequestRecordSchema, protocol.isStoredRequestRecord, { ...accepted, outcome: 'maybe' });
    const { result: _result, ...noResult } = accepted;
    refuses(protocol.StoredRequestRecordSchema, protocol.isStoredRequestRecord, noResult);
    refuses(protocol.StoredRequestRecordSchema, protocol.isStoredRequestRecord, { ...noResult, outcome: 'rejected' });
  });
});

describe.each(['steer', 'follow_up', 'executions.steer'] as const)('the %s result (QueuedOrHandled)', (op) => {
  const response = (result: unknown) => ({ v: 1, re: 'r', outcome: 'accepted', result });
  const parsers: [string, (result: unknown) => unknown][] = [
    ['parseServerEnvelope', (result) => (protocol.parseServerEnvelope(response(result), op) as Json).result],
    ['parseOperationResult', (result) => protocol.parseOperationResult(op, result)],
    ['parseSchema(QueuedOrHandledSchema)', (result) => protocol.parseSchema(protocol.QueuedOrHandledSchema, result)],
  ];

  it.each(parsers)('rule: {itemId, addedField} and {status: handled, addedField} are accepted by %s, the added field stripped', (_name, parse) => {
    for (const result of [{ itemId: 'queue-item-4' }, { status: 'handled' }]) {
      expect(protocol.RESULT_VALIDATORS[op](withAdded(result, []))).toBe(true);
      expect(parse(withAdded(result, []))).toEqual(result);
    }
  });

  it.each(parsers)('rule: %s still holds exactly one of {itemId} | {status: handled}: both, neither, wrong types and another status are refused', (_name, parse) => {
    const broken = [
      { itemId: 'queue-item-4', status: 'handled' },
      { itemId: 'queue-item-4', status: 'queued' },
      withAdded({ itemId: 'queue-item-4', status: 'handled' }, []),
      {},
      { ...added },
      { status: 'queued' },
      { itemId: 5 },
      { status: true },
    ];
    for (const result of broken) {
      expect(protocol.RESULT_VALIDATORS[op](result), JSON.stringify(result)).toBe(false);
      expect(thrown(() => parse(result)).code, JSON.stringify(result)).toBe('invalid_request');
    }
  });
});
