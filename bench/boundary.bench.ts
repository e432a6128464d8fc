/**
 * Issue 19: parseClientEnvelope on already-parsed request frames (every operation's examples wrapped
 * in envelopes), as a ratio to JSON.parse of the same frames (≤ 0.5×), and against the baselines
 * checking envelope + params by op, each in its own interleaved rounds (support/versus-floor.ts):
 * faster than Ajv compiled at run time and than TypeBox compiled (ratio < 1).
 * For context (issue 7's, no target now): whether the cost depends on where the op sits in the
 * catalog (first vs last), and what the generated readers bring: the same parser on its slow path
 * alone (copy, Ajv, strip), and the plain-JSON copy on its own; and the accessor check alone
 * (support/accessor-floor.ts), the step no parser of objects it did not make can skip.
 */
import * as protocol from '@felan-ai/session-protocol';
import { BINDING } from '../generated/session-protocol/dist/boundary.js';
import { createBoundary } from '../generated/session-protocol/dist/runtime/boundary/boundary.js';
import * as validators from '../generated/session-protocol/dist/validators.js';
import { copyPlainJson } from '../runtime/boundary/plain-json.ts';
import { requestCheck } from './baselines/envelope-checks.ts';
import { allBaselines, BASELINE_NOTES } from './baselines/index.ts';
import { accessorFloor } from './support/accessor-floor.ts';
import type { Figure } from './support/figures.ts';
import { loadSpecModel, requestFrames } from './support/frames.ts';
import { ISSUE_19 } from './support/issue-19.ts';
import type { BenchReport } from './support/report.ts';
import { sideBySide } from './support/side-by-side.ts';
import { measureVersusFloor, versusBaseline } from './support/versus-floor.ts';

export default async function boundaryBench(): Promise<BenchReport> {
  const model = await loadSpecModel();
  const frames = requestFrames(model);
  const baselines = allBaselines().map((baseline) => {
    const check = requestCheck(baseline);
    return { short: baseline.short, name: baseline.name, check: (frame: { value: unknown }) => check(frame.value) };
  });

  const mixed = measureVersusFloor({
    id: ISSUE_19.clientEnvelope.id,
    label: `parseClientEnvelope, every op example (${frames.length} frames)`,
    frames,
    parse: (frame) => protocol.parseClientEnvelope(frame.value),
    target: ISSUE_19.clientEnvelope.target,
    baselines,
  });
  const main = mixed.figures[0]!;
  const versus = [
    versusBaseline(main, 'Ajv', {
      ...ISSUE_19.clientVsAjv,
      label: 'parseClientEnvelope ÷ Ajv compiled (envelope, then params)',
    }),
    versusBaseline(main, 'TB Compile', {
      ...ISSUE_19.clientVsTypebox,
      label: 'parseClientEnvelope ÷ TypeBox compiled, same frames',
    }),
  ];

  const { figures: ends, lines: endLines } = firstVersusLast(model);

  let sink = 0;
  const slowPath = createBoundary(BINDING, { readers: false, validators });
  const [parse, readers, slow, copy] = sideBySide(
    [
      { name: 'JSON.parse', run: () => frames.forEach((frame) => (sink += JSON.parse(frame.text) === null ? 1 : 0)) },
      {
        name: 'with readers',
        run: () => frames.forEach((frame) => (sink += protocol.parseClientEnvelope(frame.value).v)),
      },
      {
        name: 'slow path alone',
        run: () => frames.forEach((frame) => (sink += (slowPath.parseRequest(frame.value) as { v: number }).v)),
      },
      {
        name: 'plain-JSON copy alone',
        run: () =>
          frames.forEach((frame) => (sink += copyPlainJson(frame.value, 64, 16 * 1024 * 1024) === null ? 1 : 0)),
      },
    ],
    frames.length,
  );
  const ratio = (ns: number) => `${ns.toFixed(0)} ns (${(ns / parse!.ns).toFixed(2)} × JSON.parse)`;
  const pathFigures: Figure[] = [
    {
      id: `${ISSUE_19.clientEnvelope.id}/readers`,
      label: 'parseClientEnvelope with its generated readers',
      value: readers!.ns / parse!.ns,
      unit: '× JSON.parse',
      ns: readers!.ns,
      floorRatio: readers!.ns / parse!.ns,
    },
    {
      id: `${ISSUE_19.clientEnvelope.id}/slow`,
      label: 'the same on its slow path alone (copy, Ajv, strip)',
      value: slow!.ns / parse!.ns,
      unit: '× JSON.parse',
      ns: slow!.ns,
      floorRatio: slow!.ns / parse!.ns,
    },
  ];
  const accessors = accessorFloor(ISSUE_19.clientEnvelope.id, frames, (frame) =>
    protocol.parseClientEnvelope(frame.value),
  );
  return {
    lines: [
      ...mixed.lines,
      `  paths, side by side in other rounds: with readers ${ratio(readers!.ns)}, slow path alone ${ratio(slow!.ns)}, plain-JSON copy alone ${ratio(copy!.ns)} (sink ${sink % 7})`,
      accessors.line,
      ...endLines,
    ],
    figures: [...mixed.figures, ...pathFigures, accessors.figure, ...versus, ...ends],
    notes: BASELINE_NOTES,
  };
}

/**
 * The first and the last operation of the catalog, each as a ratio to JSON.parse of its own frames
 * (their examples differ in size, so raw ns would compare the payloads, not the dispatch).
 */
function firstVersusLast(model: Awaited<ReturnType<typeof loadSpecModel>>): { figures: Figure[]; lines: string[] } {
  const names = Object.keys(protocol.OPERATION_CATALOG);
  const [first, last] = [names[0]!, names.at(-1)!].map((name) =>
    requestFrames(
      model,
      model.operations.filter((op) => op.name === name),
    ),
  );
  let sink = 0;
  const parse = (frames: typeof first) => () =>
    frames!.forEach((frame) => (sink += JSON.parse(frame.text) === null ? 1 : 0));
  const envelope = (frames: typeof first) => () =>
    frames!.forEach((frame) => (sink += protocol.parseClientEnvelope(frame.value).v));
  // Each op is timed per frame of its own set; sideBySide divides by one item count, so pad to the larger set.
  const perFrame = (frames: typeof first, count: number) =>
    Array.from({ length: count }, (_, i) => frames![i % frames!.length]!);
  const count = Math.max(first!.length, last!.length);
  const [a, b] = [perFrame(first, count), perFrame(last, count)];
  const [parseFirst, envelopeFirst, parseLast, envelopeLast] = sideBySide(
    [
      { name: 'JSON.parse first', run: parse(a) },
      { name: 'first', run: envelope(a) },
      { name: 'JSON.parse last', run: parse(b) },
      { name: 'last', run: envelope(b) },
    ],
    count,
    { warmupPasses: 2000, rounds: 15, passes: 600 },
  ).map((m) => m.ns);
  const firstRatio = envelopeFirst! / parseFirst!;
  const lastRatio = envelopeLast! / parseLast!;
  const spread = Math.max(lastRatio / firstRatio, firstRatio / lastRatio);
  const figures: Figure[] = [
    {
      id: 'I7.first-vs-last',
      label: 'first vs last op of the catalog, each ÷ its JSON.parse (issue 7: ≤ 1.5)',
      value: spread,
      unit: '× (larger ÷ smaller)',
    },
    {
      id: 'I7.first-vs-last/first',
      label: `first op (${names[0]})`,
      value: firstRatio,
      unit: '× JSON.parse',
      ns: envelopeFirst!,
      floorRatio: firstRatio,
    },
    {
      id: 'I7.first-vs-last/last',
      label: `last op (${names.at(-1)})`,
      value: lastRatio,
      unit: '× JSON.parse',
      ns: envelopeLast!,
      floorRatio: lastRatio,
    },
  ];
  return {
    figures,
    lines: [
      `  first vs last op: ${names[0]} ${envelopeFirst!.toFixed(0)} ns (${firstRatio.toFixed(2)} × JSON.parse), ${names.at(-1)} ${envelopeLast!.toFixed(0)} ns (${lastRatio.toFixed(2)} ×) (sink ${sink % 7})`,
    ],
  };
}
