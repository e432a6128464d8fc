/**
 * Per-delta cost of applyTextDelta on a 1 KiB prefix vs a 1 MiB prefix, side by side in one run.
 * Same delta sizes, warm-up, many iterations, rounds alternating between the two prefixes so
 * machine noise hits both alike; the median round is reported. The claim: an append costs
 * O(delta), not O(prefix), so the ratio is ≈ 1.
 */
import {
  applyTextDelta,
  createTextStreamState,
  type TextDeltaInput,
  type TextStreamState,
} from '../runtime/parts/text-stream.ts';

/** The 1 MiB prefix plus the appended text would pass LIMITS.streamBytes: raise it for the measurement. */
const OPTIONS = { streamBytes: 64 * 1024 * 1024 };
/** A 32-byte delta: ASCII and one emoji (4 UTF-8 bytes, 2 UTF-16 units, 1 code point). */
const PIECE = 'The quick brown fox 😀 jumps o';
const PIECE_CODE_POINTS = Array.from(PIECE).length;
const SMALL_PREFIX = 1024;
const LARGE_PREFIX = 1024 * 1024;
const ITERATIONS = 20_000;
const CHAIN = 2_048;
const WARMUP_ROUNDS = 3;
const ROUNDS = 15;

const frame = (offset: number, text: string = PIECE): TextDeltaInput => ({
  stream: { message: 'entry-1', id: 'block-0', kind: 'assistant', offset },
  text,
});

/** A stream built the way a client builds it: prefixBytes / 32 appended deltas. */
function build(prefixBytes: number): { state: TextStreamState; length: number } {
  let state = createTextStreamState();
  let length = 0;
  for (let bytes = 0; bytes < prefixBytes; bytes += 32) {
    state = applyTextDelta(state, frame(length), OPTIONS).state;
    length += PIECE_CODE_POINTS;
  }
  return { state, length };
}

let sink = 0;

/** One timed round of a mode; returns ns per delta. */
type Round = (base: { state: TextStreamState; length: number }) => number;

const appendSameBase: Round = ({ state, length }) => {
  const delta = frame(length);
  const start = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) sink += applyTextDelta(state, delta, OPTIONS).state.active;
  return Number(process.hrtime.bigint() - start) / ITERATIONS;
};

const appendChain: Round = ({ state, length }) => {
  const deltas = Array.from({ length: CHAIN }, (_, i) => frame(length + i * PIECE_CODE_POINTS));
  const start = process.hrtime.bigint();
  let total = 0;
  for (let r = 0; r < ITERATIONS / CHAIN; r++) {
    let current = state;
    for (const delta of deltas) current = applyTextDelta(current, delta, OPTIONS).state;
    sink += current.active;
    total += CHAIN;
  }
  return Number(process.hrtime.bigint() - start) / total;
};

const duplicateOfLast: Round = ({ state, length }) => {
  const delta = frame(length - PIECE_CODE_POINTS);
  const start = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) sink += applyTextDelta(state, delta, OPTIONS).state.active;
  return Number(process.hrtime.bigint() - start) / ITERATIONS;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function measure(
  round: Round,
  small: { state: TextStreamState; length: number },
  large: { state: TextStreamState; length: number },
) {
  for (let i = 0; i < WARMUP_ROUNDS; i++) {
    round(small);
    round(large);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first, so drift and GC hit both alike.
    if (i % 2 === 0) {
      a.push(round(small));
      b.push(round(large));
    } else {
      b.push(round(large));
      a.push(round(small));
    }
  }
  return { small: median(a), large: median(b) };
}

export default async function textDeltaBench(): Promise<string[]> {
  const small = build(SMALL_PREFIX);
  const large = build(LARGE_PREFIX);
  // The measurement means something only if the deltas are what they claim to be.
  for (const base of [small, large]) {
    const append = applyTextDelta(base.state, frame(base.length), OPTIONS);
    const duplicate = applyTextDelta(base.state, frame(base.length - PIECE_CODE_POINTS), OPTIONS);
    if (append.outcome !== 'append' || duplicate.outcome !== 'duplicate') {
      throw new Error(`unexpected outcomes ${append.outcome} / ${duplicate.outcome}`);
    }
  }

  const modes: [string, Round][] = [
    ['append (same base)', appendSameBase],
    [`append chain x${CHAIN}`, appendChain],
    ['duplicate of last', duplicateOfLast],
  ];
  const rows: string[][] = [];
  let appendRatio = 0;
  for (const [name, round] of modes) {
    const { small: ns1, large: ns2 } = measure(round, small, large);
    const ratio = ns2 / ns1;
    if (name.startsWith('append (same')) appendRatio = ratio;
    rows.push([name, `${ns1.toFixed(0)} ns`, `${ns2.toFixed(0)} ns`, ratio.toFixed(2)]);
  }
  const header = ['mode', 'prefix 1 KiB', 'prefix 1 MiB', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const format = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('   ')}`;
  return [
    `  applyTextDelta, ${PIECE.length}-unit / 32-byte deltas, median of ${ROUNDS} rounds x ${ITERATIONS} deltas (after ${WARMUP_ROUNDS} warm-up rounds)`,
    `  prefixes (UTF-8 bytes) built from 32-byte deltas: ${small.length} and ${large.length} code points`,
    format(header),
    ...rows.map(format),
    `  claim: an append costs O(delta), not O(prefix) -> ratio ~ 1: ${appendRatio < 1.5 ? 'holds' : 'CHECK'} (${appendRatio.toFixed(2)})`,
    `  (sink ${sink % 10})`,
  ];
}
