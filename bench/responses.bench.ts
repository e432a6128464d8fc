/**
 * Issue 7, target 2: parseServerEnvelope(raw, op) on accepted responses carrying every operation's
 * example results and a full page of history (≤ 0.35× JSON.parse of the same frames), and snapshot
 * parsing, parseSchema(SessionSnapshotSchema, …) on a 10 KB+ snapshot (≤ 0.5×); each against the
 * baselines checking the same frames (envelope + result by op, or the snapshot schema).
 */
import * as protocol from '@felan-ai/session-protocol';
import { responseCheck } from './baselines/envelope-checks.ts';
import { allBaselines, BASELINE_NOTES } from './baselines/index.ts';
import { acceptedResponse, historyPage, largeSnapshot, loadSpecModel, responseFrames, type Frame } from './support/frames.ts';
import type { BenchReport } from './support/report.ts';
import { measureVersusFloor } from './support/versus-floor.ts';

const SNAPSHOT_BYTES = 10 * 1024;
/** LIMITS.pageEntries: the most entries one page of history may hold. */
const PAGE_ENTRIES = 256;
/** Large frames: fewer warm-up passes (each is long) and fewer rounds. */
const LARGE = { warmupPasses: 40, rounds: 11 };

export default async function responsesBench(): Promise<BenchReport> {
  const model = await loadSpecModel();
  const baselines = allBaselines();
  const responses = baselines.map((baseline) => {
    const check = responseCheck(baseline);
    return { short: baseline.short, name: baseline.name, check: (frame: Frame) => check(frame.value, frame.op) };
  });
  const parseResponse = (frame: Frame) => protocol.parseServerEnvelope(frame.value, frame.op as protocol.OperationName);

  const examples = measureVersusFloor({
    id: 'T2.responses',
    label: 'parseServerEnvelope, every op example result',
    frames: responseFrames(model),
    parse: parseResponse,
    target: { direction: 'at-most', value: 0.35 },
    baselines: responses,
  });
  const page = measureVersusFloor({
    id: 'T2.history-page',
    label: `parseServerEnvelope, history page, ${PAGE_ENTRIES} entries`,
    frames: [acceptedResponse('session.history', historyPage(model, PAGE_ENTRIES))],
    parse: parseResponse,
    target: { direction: 'at-most', value: 0.35 },
    baselines: responses,
    options: LARGE,
  });
  const snapshotFrame: Frame = { op: 'attach', ...textAndValue(largeSnapshot(model, SNAPSHOT_BYTES)) };
  const snapshot = measureVersusFloor({
    id: 'T2.snapshot',
    label: `parseSchema(SessionSnapshotSchema), ${(snapshotFrame.text.length / 1024).toFixed(1)} KB`,
    frames: [snapshotFrame],
    parse: (frame) => protocol.parseSchema(protocol.SessionSnapshotSchema, frame.value),
    target: { direction: 'at-most', value: 0.5 },
    baselines: baselines.map((baseline) => {
      const check = baseline.compile(protocol.SessionSnapshotSchema);
      return { short: baseline.short, name: baseline.name, check: (frame: Frame) => check(frame.value) };
    }),
    options: LARGE,
  });
  return {
    lines: [...examples.lines, ...page.lines, ...snapshot.lines],
    figures: [...examples.figures, ...page.figures, ...snapshot.figures],
    notes: BASELINE_NOTES,
  };
}

function textAndValue(json: unknown): { text: string; value: unknown } {
  const text = JSON.stringify(json);
  return { text, value: JSON.parse(text) as unknown };
}
