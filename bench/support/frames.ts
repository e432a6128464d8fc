/**
 * The frames the boundary benches measure, all built from the spec's examples: every operation's
 * example params wrapped in a request envelope, every example result in an accepted response, and
 * larger frames grown from the examples' history entries (a 10 KB+ session snapshot, full pages of
 * history). Each frame is kept as its JSON text (what JSON.parse, the floor, reads) and parsed once
 * (what the validators read).
 */
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { OperationModel, ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { requestFor } from '../../test/support/requests.ts';

export interface Frame {
  /** The operation the frame belongs to (a response is parsed against its request's op). */
  readonly op: string;
  readonly text: string;
  readonly value: unknown;
}

export async function loadSpecModel(): Promise<ProtocolModel> {
  const { value: model, diagnostics } = await loadModel(nodeFileSystem, 'spec/session-protocol');
  if (model === undefined) throw new Error(`the spec does not load: ${diagnostics.map((d) => d.message).join('; ')}`);
  return model;
}

function frame(op: string, json: unknown): Frame {
  const text = JSON.stringify(json);
  return { op, text, value: JSON.parse(text) as unknown };
}

function operation(model: ProtocolModel, name: string): OperationModel {
  const op = model.operations.find((candidate) => candidate.name === name);
  if (op === undefined) throw new Error(`the spec has no operation ${name}`);
  return op;
}

export function requestFrames(model: ProtocolModel, ops: readonly OperationModel[] = model.operations): Frame[] {
  return ops.flatMap((op) => op.examples.map((example) => frame(op.name, requestFor(model, op, example.params))));
}

export function acceptedResponse(op: string, result: unknown): Frame {
  return frame(op, { v: 1, re: 'request-1', outcome: 'accepted', result });
}

export function responseFrames(model: ProtocolModel): Frame[] {
  return model.operations.flatMap((op) => op.examples.map((example) => acceptedResponse(op.name, example.result)));
}

type Entry = Record<string, unknown>;

/** Every history entry the examples show: the attach snapshots' pages and session.history's page. */
function exampleEntries(model: ProtocolModel): Entry[] {
  const pages = [
    ...operation(model, 'attach').examples.map(
      (example) => (example.result as { history?: { entries?: Entry[] } }).history,
    ),
    ...operation(model, 'session.history').examples.map((example) => example.result as { entries?: Entry[] }),
  ];
  return pages.flatMap((page) => page?.entries ?? []);
}

/** `count` entries cycling through the examples' entries, renumbered into one chain e1 ← e2 ← … */
export function historyEntries(model: ProtocolModel, count: number): Entry[] {
  const templates = exampleEntries(model);
  if (templates.length === 0) throw new Error('the spec examples show no history entries');
  return Array.from({ length: count }, (_, index) => {
    const { parentId: _parent, ...entry } = structuredClone(templates[index % templates.length]!);
    return {
      ...entry,
      id: `e${index + 1}`,
      ...(index > 0 ? { parentId: `e${index}` } : {}),
      timestamp: 1_794_490_000_000 + index * 1_000,
    };
  });
}

/** session.history's example page with `count` entries. */
export function historyPage(model: ProtocolModel, count: number): unknown {
  const page = structuredClone(operation(model, 'session.history').examples[0]!.result) as Entry;
  const entries = historyEntries(model, count);
  return { ...page, entries, leafId: entries.at(-1)!.id };
}

/** attach's first example snapshot, its history grown until its JSON takes at least `minBytes`. */
export function largeSnapshot(model: ProtocolModel, minBytes: number): unknown {
  const snapshot = structuredClone(operation(model, 'attach').examples[0]!.result) as Entry & {
    history: Entry;
    activeBranch: Entry;
  };
  for (let count = 1; count <= 256; count++) {
    const entries = historyEntries(model, count);
    const leafId = entries.at(-1)!.id;
    const grown = {
      ...snapshot,
      activeBranch: { ...snapshot.activeBranch, leafId, entryCount: count },
      history: { ...snapshot.history, leafId, entries },
    };
    if (JSON.stringify(grown).length >= minBytes) return grown;
  }
  throw new Error(`a snapshot with a full history page is still under ${minBytes} bytes`);
}
