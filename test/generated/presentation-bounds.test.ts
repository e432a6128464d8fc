/**
 * Issue 20: structured presentation data is bounded by LIMITS.structuredBytes and
 * LIMITS.structuredEntries (the spec's Presentation choice: a document's blocks and a view's items,
 * measured as they arrive, hint data aside), through the generated package's public API — the
 * schema parser, events and encodeFrame, which take the generated readers and the validators alike.
 */
import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { thrown } from '../support/requests.ts';

const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
const example = (name: string) => structuredClone((model!.types.find((type) => type.name === name)!.schema.examples as unknown[])[0]) as Record<string, unknown>;
const { structuredBytes, structuredEntries } = protocol.LIMITS;
const session = 's1';
const event = (presentation: unknown) => ({ v: 1, session, revision: 7, type: 'presentation.updated', presentation });

/** Every way a presentation reaches a reader: the schema parser on the element and on its event, and encodeFrame. */
const parsers: [string, (presentation: unknown) => unknown][] = [
  ['parseSchema(PresentationSchema)', (presentation) => protocol.parseSchema(protocol.PresentationSchema, presentation)],
  ['parseSchema(PresentationUpdatedEventSchema)', (presentation) => protocol.parseSchema(protocol.PresentationUpdatedEventSchema, event(presentation))],
  ['encodeFrame', (presentation) => protocol.encodeFrame(event(presentation) as never)],
];

/** A document of one code block whose blocks take exactly `bytes` bytes of JSON. */
function documentOf(bytes: number): Record<string, unknown> {
  const blocks = [{ type: 'code', text: '' }];
  blocks[0]!.text = 'x'.repeat(bytes - JSON.stringify(blocks).length);
  return { ...example('UiDocument'), blocks };
}

/** A view of `count` items of one value each: 4 entries per item (the item, id, values, its value). */
function viewOf(count: number): Record<string, unknown> {
  const items = Array.from({ length: count }, (_, index) => ({ id: `i${index}`, values: { n: index } }));
  return { ...example('UiView'), fields: [{ name: 'n', label: 'N', type: 'number' }], items };
}

describe.each(parsers)('presentation data bounds, through %s', (_name, parse) => {
  it('rule: a document whose blocks take exactly LIMITS.structuredBytes of JSON is accepted, one byte more is refused at /blocks', () => {
    expect(() => parse(documentOf(structuredBytes))).not.toThrow();
    const error = thrown(() => parse(documentOf(structuredBytes + 1)));
    expect(error.code).toBe('invalid_request');
    expect(error.pointer).toMatch(/\/blocks$/);
  });

  it('rule: a 105 kB document is refused, though each of its blocks is within its own bound', () => {
    const blocks = [1, 2, 3].map(() => ({ type: 'code', text: 'y'.repeat(35_000) }));
    expect(() => parse({ ...example('UiDocument'), blocks })).toThrow(protocol.ProtocolError);
  });

  it('rule: a view whose items hold exactly LIMITS.structuredEntries entries is accepted, one more entry is refused at /items', () => {
    expect(structuredEntries % 4).toBe(0);
    const full = viewOf(structuredEntries / 4);
    expect(() => parse(full)).not.toThrow();
    const over = structuredClone(full) as { items: { values: Record<string, unknown> }[] };
    over.items[0]!.values.m = 1;
    expect(thrown(() => parse(over)).pointer).toMatch(/\/items$/);
  });

  it('rule: the items are measured as they arrive: an unknown member is counted though it is stripped', () => {
    const full = viewOf(structuredEntries / 4) as { items: Record<string, unknown>[] };
    full.items[0]!.addedField = true;
    expect(thrown(() => parse(full)).pointer).toMatch(/\/items$/);
    const small = viewOf(2) as { items: Record<string, unknown>[] };
    small.items[0]!.addedField = true;
    expect(() => parse(small)).not.toThrow();
  });

  it('rule: an 8,192-entry view is refused, though it holds no more than LIMITS.pageEntries items', () => {
    const fields = Array.from({ length: 31 }, (_, index) => ({ name: `f${index}`, label: `F${index}`, type: 'number' }));
    const values = Object.fromEntries(fields.map((field, index) => [field.name, index]));
    const items = Array.from({ length: protocol.LIMITS.pageEntries }, (_, index) => ({ id: `i${index}`, values }));
    expect(() => parse({ ...example('UiView'), fields, items })).toThrow(protocol.ProtocolError);
  });

  it('rule: hint data is aside: a view at the entries bound with a 100 kB hint is accepted', () => {
    const hint = { id: 'felan.table', version: 1, data: { rows: 'z'.repeat(100_000) } };
    expect(() => parse({ ...viewOf(structuredEntries / 4), hint })).not.toThrow();
  });
});
