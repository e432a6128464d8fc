/**
 * Issue 19: parseServerEnvelope(raw, op) as a ratio to JSON.parse of the same frames (≤ 0.5× each) on
 * accepted responses carrying every operation's example results, an attach response carrying a 10 KB+
 * session snapshot, and a session.history response carrying a full page (256 entries); each against
 * the baselines checking the same frames (envelope, then the op's result), each baseline in its own
 * interleaved rounds (support/versus-floor.ts). For context (issue 7's snapshot figure):
 * parseSchema(SessionSnapshotSchema, …) on the snapshot alone, against the floor only; and under each
 * figure the accessor check alone (support/accessor-floor.ts), the step no parser of objects it did
 * not make can skip.
 */
import * as protocol from '@felan-ai/session-protocol';
import { responseCheck } from './baselines/envelope-checks.ts';
import { allBaselines, BASELINE_NOTES } from './baselines/index.ts';
import { accessorFloor } from './support/accessor-floor.ts';
import {
  acceptedResponse,
  historyPage,
  largeSnapshot,
  loadSpecModel,
  responseFrames,
  type Frame,
} from './support/frames.ts';
import { ISSUE_19 } from './support/issue-19.ts';
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

  const resultFrames = responseFrames(model);
  const examples = measureVersusFloor({
    id: ISSUE_19.serverResults.id,
    label: `parseServerEnvelope, every op example result (${resultFrames.length} frames)`,
    frames: resultFrames,
    parse: parseResponse,
    target: ISSUE_19.serverResults.target,
    baselines: responses,
  });
  const snapshotValue = largeSnapshot(model, SNAPSHOT_BYTES);
  const snapshotResponse = acceptedResponse('attach', snapshotValue);
  const snapshot = measureVersusFloor({
    id: ISSUE_19.serverSnapshot.id,
    label: `parseServerEnvelope, attach response, ${(snapshotResponse.text.length / 1024).toFixed(1)} KB snapshot`,
    frames: [snapshotResponse],
    parse: parseResponse,
    target: ISSUE_19.serverSnapshot.target,
    baselines: responses,
    options: LARGE,
  });
  const snapshotAlone: Frame = { op: 'attach', ...textAndValue(snapshotValue) };
  const schemaOnly = measureVersusFloor({
    id: `${ISSUE_19.serverSnapshot.id}/parseSchema`,
    label: `parseSchema(SessionSnapshotSchema), the snapshot alone (${(snapshotAlone.text.length / 1024).toFixed(1)} KB), ÷ its JSON.parse`,
    frames: [snapshotAlone],
    parse: (frame) => protocol.parseSchema(protocol.SessionSnapshotSchema, frame.value),
    baselines: [],
    options: LARGE,
  });
  const pageResponse = acceptedResponse('session.history', historyPage(model, PAGE_ENTRIES));
  const page = measureVersusFloor({
    id: ISSUE_19.serverHistoryPage.id,
    label: `parseServerEnvelope, session.history response, ${PAGE_ENTRIES}-entry page`,
    frames: [pageResponse],
    parse: parseResponse,
    target: ISSUE_19.serverHistoryPage.target,
    baselines: responses,
    options: LARGE,
  });
  // The parseSchema row sits under the snapshot figure: its own floor row is left out (it is another frame's).
  const schemaRow = schemaOnly.figures[0]!;
  const floors = [
    accessorFloor(ISSUE_19.serverResults.id, resultFrames, parseResponse),
    accessorFloor(ISSUE_19.serverSnapshot.id, [snapshotResponse], parseResponse, LARGE),
    accessorFloor(ISSUE_19.serverHistoryPage.id, [pageResponse], parseResponse, LARGE),
  ];
  return {
    lines: [
      ...examples.lines,
      floors[0]!.line,
      ...snapshot.lines,
      floors[1]!.line,
      ...schemaOnly.lines,
      ...page.lines,
      floors[2]!.line,
    ],
    figures: [
      ...examples.figures,
      floors[0]!.figure,
      ...snapshot.figures,
      floors[1]!.figure,
      schemaRow,
      ...page.figures,
      floors[2]!.figure,
    ],
    notes: BASELINE_NOTES,
  };
}

function textAndValue(json: unknown): { text: string; value: unknown } {
  const text = JSON.stringify(json);
  return { text, value: JSON.parse(text) as unknown };
}
