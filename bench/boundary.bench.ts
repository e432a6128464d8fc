/**
 * The boundary's cost per request frame, as a ratio to JSON.parse of the same frames, and where it
 * goes: the plain-JSON copy, validation and stripping measured on their own. The frames are every
 * operation's examples wrapped in envelopes (issue 7 sets the targets; this records where the
 * package is).
 */
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../generator/host/node-file-system.ts';
import { loadModel } from '../generator/pipeline.ts';
import { copyPlainJson } from '../runtime/boundary/plain-json.ts';
import { requestFor } from '../test/support/requests.ts';
import { sideBySide } from './support/side-by-side.ts';

export default async function boundaryBench(): Promise<string[]> {
  const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
  const frames = model!.operations.flatMap((op) => op.examples.map((example) => JSON.stringify(requestFor(model!, op, example.params))));
  const parsed = frames.map((text) => JSON.parse(text) as unknown);
  let sink = 0;

  const [parse, envelope, copy] = sideBySide(
    [
      { name: 'JSON.parse', run: () => frames.forEach((text) => (sink += JSON.parse(text) === null ? 1 : 0)) },
      { name: 'parseClientEnvelope', run: () => parsed.forEach((value) => (sink += protocol.parseClientEnvelope(value).v)) },
      { name: 'plain-JSON copy alone', run: () => parsed.forEach((value) => (sink += copyPlainJson(value, 64) === null ? 1 : 0)) },
    ],
    frames.length,
  );
  const bytes = frames.reduce((n, text) => n + text.length, 0) / frames.length;
  const row = (label: string, ns: number) => `  ${label.padEnd(26)} ${ns.toFixed(0).padStart(6)} ns/frame   ${(ns / parse!.ns).toFixed(2)} × JSON.parse`;
  return [
    `  ${frames.length} request frames (every operation example), ~${Math.round(bytes)} B each; median of 15 rounds, CPU time`,
    row('JSON.parse', parse!.ns),
    row('parseClientEnvelope', envelope!.ns) + '   (issue 7 target: <= 0.35)',
    row('  of which the copy', copy!.ns),
    `  (sink ${sink % 7})`,
  ];
}
