/**
 * JSON-lines decoding throughput on 1 KiB request frames, against the floor: JSON.parse of the same
 * frames already split into strings (what no decoder can beat). Measured on ASCII text and on text
 * with 2.5 % non-ASCII characters (issue 19: the decoder ≥ 0.8× the floor's MB/s on ASCII, ≥ 0.5×
 * with non-ASCII), and, for context, with parseClientEnvelope after the decoder (issue 7 wanted
 * ≥ 0.6× on ASCII; issue 19 has no such figure).
 */
import * as protocol from '@felan-ai/session-protocol';
import type { Figure, Target } from './support/figures.ts';
import { ISSUE_19 } from './support/issue-19.ts';
import type { BenchReport } from './support/report.ts';
import { sideBySide } from './support/side-by-side.ts';

const FRAMES = 512;
const FRAME_BYTES = 1024;
const utf8 = new TextEncoder();

/** A prompt request whose JSON line takes FRAME_BYTES bytes; every 40th character of its text is non-ASCII when asked. */
function frame(index: number, nonAscii: boolean): string {
  const envelope = (text: string) =>
    JSON.stringify({
      v: 1,
      id: `0192d4a7-5e1b-7c3d-9f20-${index.toString(16).padStart(12, '0')}`,
      op: 'prompt',
      session: 'sess-01JD8Y',
      params: { text },
    });
  const base = utf8.encode(envelope('')).length;
  let text = '';
  for (let i = 0; utf8.encode(text).length < FRAME_BYTES - base; i++)
    text += nonAscii && i % 40 === 39 ? 'é' : String.fromCharCode(97 + (i % 26));
  while (utf8.encode(envelope(text)).length > FRAME_BYTES) text = text.slice(0, -1);
  return envelope(text);
}

function stream(lines: readonly string[]): Uint8Array {
  return utf8.encode(lines.map((line) => `${line}\n`).join(''));
}

/** Issue 19's figures, as fractions of the floor's MB/s, by text; the other rows are context under them. */
const JUDGED: Readonly<Record<'ascii' | 'non-ascii', { readonly id: string; readonly target: Target }>> = {
  ascii: ISSUE_19.decoderAscii,
  'non-ascii': ISSUE_19.decoderNonAscii,
};

export default async function decoderBench(): Promise<BenchReport> {
  const out: string[] = [];
  const figures: Figure[] = [];
  for (const nonAscii of [false, true]) {
    const lines = Array.from({ length: FRAMES }, (_, index) => frame(index, nonAscii));
    const bytes = stream(lines);
    // Chunks as a socket would hand them: 64 KiB at a time, splitting frames anywhere.
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += 65_536) chunks.push(bytes.subarray(at, at + 65_536));
    let sink = 0;
    const measured = sideBySide(
      [
        {
          name: 'floor: JSON.parse of split strings',
          run: () => lines.forEach((line) => (sink += JSON.parse(line) === null ? 1 : 0)),
        },
        {
          name: 'JsonLineDecoder',
          run: () => {
            const decoder = new protocol.JsonLineDecoder();
            for (const chunk of chunks) sink += decoder.push(chunk).length;
            decoder.finish();
          },
        },
        {
          name: 'JsonLineDecoder + parseClientEnvelope',
          run: () => {
            const decoder = new protocol.JsonLineDecoder();
            for (const chunk of chunks)
              for (const value of decoder.push(chunk)) sink += protocol.parseClientEnvelope(value).v;
            decoder.finish();
          },
        },
      ],
      FRAMES,
      // A scavenge before each turn: the floor's garbage is never collected on the decoder's time, nor the other way.
      { warmupPasses: 30, warmupMs: 1_000, rounds: 11, passes: 4, collect: true },
    );
    const floor = measured[0]!.ns;
    const perFrame = bytes.length / FRAMES;
    out.push(
      `  ${FRAMES} frames of ${Math.round(perFrame)} B, ${nonAscii ? '2.5 % non-ASCII' : 'ASCII'} (sink ${sink % 7})`,
    );
    for (const { name, ns } of measured) {
      out.push(
        `  ${name.padEnd(40)} ${((perFrame / ns) * 1000).toFixed(0).padStart(5)} MB/s   ${(floor / ns).toFixed(2)} × the floor`,
      );
    }
    const text = nonAscii ? 'non-ascii' : 'ascii';
    const [floorRow, decoder, decoderAndParse] = measured;
    const row = (id: string, label: string, ns: number): Figure => {
      const judged = JUDGED[text];
      const target = id === 'decoder' ? judged.target : undefined;
      return {
        // A figure without a target shows under the decoder's row of the same text.
        id: target === undefined ? `${judged.id}/${id}` : judged.id,
        label: `${label}, ${nonAscii ? '2.5 % non-ASCII' : 'ASCII'}`,
        value: floor / ns,
        unit: '× floor MB/s',
        ...(target === undefined ? {} : { target }),
        ns,
        mbPerSecond: (perFrame / ns) * 1000,
        floorRatio: ns / floor,
      };
    };
    figures.push(
      row('decoder', 'JsonLineDecoder, 1 KiB frames', decoder!.ns),
      row('decoder+parse', 'decoder + parseClientEnvelope', decoderAndParse!.ns),
      row('floor', 'floor: JSON.parse of split lines', floorRow!.ns),
    );
  }
  return { lines: out, figures };
}
