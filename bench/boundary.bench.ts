/**
 * Baseline of the boundary's cost per request frame, as a ratio to JSON.parse of the same frames,
 * measured side by side in one run (issue 7 sets the targets; this records where the package is).
 * The frames are every operation's examples wrapped in envelopes; JSON.parse and parseClientEnvelope
 * alternate in rounds so machine noise hits both alike, and the median round is reported.
 */
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../generator/host/node-file-system.ts';
import { loadModel } from '../generator/pipeline.ts';
import { requestFor } from '../test/support/requests.ts';

const ROUNDS = 11;
const PASSES = 40;

export default async function boundaryBench(): Promise<string[]> {
  const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
  const frames = model!.operations.flatMap((op) => op.examples.map((example) => JSON.stringify(requestFor(model!, op, example.params))));
  const parsed = frames.map((text) => JSON.parse(text) as unknown);
  let sink = 0;

  const time = (run: () => void): number => {
    const start = process.hrtime.bigint();
    for (let pass = 0; pass < PASSES; pass++) run();
    return Number(process.hrtime.bigint() - start) / (PASSES * frames.length);
  };
  const jsonParse = () => {
    for (const text of frames) sink += (JSON.parse(text) as object) === null ? 1 : 0;
  };
  const parseEnvelope = () => {
    for (const value of parsed) sink += protocol.parseClientEnvelope(value).v;
  };

  for (let i = 0; i < 3; i++) (jsonParse(), parseEnvelope());
  const ratios: number[] = [];
  const costs: [number, number][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const a = time(jsonParse);
    const b = time(parseEnvelope);
    costs.push([a, b]);
    ratios.push(b / a);
  }
  const order = ratios.map((ratio, index) => [ratio, index] as const).sort((x, y) => x[0] - y[0]);
  const [ratio, index] = order[Math.floor(order.length / 2)]!;
  const [parseNs, envelopeNs] = costs[index]!;
  const bytes = frames.reduce((n, text) => n + text.length, 0) / frames.length;
  return [
    `  ${frames.length} request frames (every operation example), ~${Math.round(bytes)} B each`,
    `  JSON.parse             ${parseNs.toFixed(0).padStart(7)} ns/frame`,
    `  parseClientEnvelope    ${envelopeNs.toFixed(0).padStart(7)} ns/frame (already-parsed input)`,
    `  ratio to JSON.parse    ${ratio.toFixed(2)}   (issue 7 target: <= 0.35)`,
    `  (sink ${sink % 7})`,
  ];
}
