/**
 * Issue 7, target 4 (context now: issue 19's table has no such figure, so no target is judged): a
 * byte limit never costs a full encode per string when the string's UTF-16 length already settles
 * it, and byte counting works where Buffer does not exist.
 * Measured with the package's own generated validator for shell.execute params (command: maxBytes
 * 65,536): a 16 KiB ASCII command (16,384 × 3 ≤ 65,536, so no counting is needed) against a
 * 100-character one. O(1) means the two cost about the same; a full count or encode would make the
 * long one ~160× dearer, as TextEncoder's line shows. parseClientEnvelope on the same frames is
 * printed for context (its other checks may scan the string). The Buffer check is static: no file
 * of the code that counts bytes (dist/runtime/validation, the validators and the readers) names
 * Buffer. (The JSON-line decoder does use Node's Buffer methods when they exist, with a standard
 * path for browsers: runtime/boundary/utf8-lines.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as protocol from '@felan-ai/session-protocol';
import type { Figure } from './support/figures.ts';
import type { BenchReport } from './support/report.ts';
import { sideBySide } from './support/side-by-side.ts';

const DIST = fileURLToPath(new URL('../generated/session-protocol/dist', import.meta.url));
const LONG = 16 * 1024;
const SHORT = 100;
/** `Buffer` as an identifier: not ArrayBuffer, SharedArrayBuffer or a word inside a comment's longer name. */
const BUFFER = /(?<![\w$])Buffer(?![\w$])/;

function command(length: number): string {
  return Array.from({ length }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
}

export default async function byteLimitsBench(): Promise<BenchReport> {
  const validate = protocol.paramsValidator('shell.execute');
  if (validate === undefined) throw new Error('the package has no params validator for shell.execute');
  const long = { command: command(LONG) };
  const short = { command: command(SHORT) };
  const envelope = (params: unknown) => ({
    v: 1,
    id: '0192d4a7-5e1b-7c3d-9f20-000000000001',
    op: 'shell.execute',
    session: 'session-1',
    params,
  });
  const [longFrame, shortFrame] = [envelope(long), envelope(short)];
  for (const [params, frame] of [
    [long, longFrame],
    [short, shortFrame],
  ] as const) {
    const accepted: boolean = validate(params); // a plain boolean: the guard would narrow params to never below
    if (!accepted) throw new Error(`the shell.execute validator refuses a ${params.command.length}-character command`);
    protocol.parseClientEnvelope(frame);
  }
  const utf8 = new TextEncoder();
  let sink = 0;
  const [validateLong, validateShort, envelopeLong, envelopeShort, encodeLong] = sideBySide(
    [
      { name: 'validator, 16 KiB', run: () => (sink += validate(long) ? 1 : 0) },
      { name: 'validator, 100 chars', run: () => (sink += validate(short) ? 1 : 0) },
      { name: 'parseClientEnvelope, 16 KiB', run: () => (sink += protocol.parseClientEnvelope(longFrame).v) },
      { name: 'parseClientEnvelope, 100 chars', run: () => (sink += protocol.parseClientEnvelope(shortFrame).v) },
      { name: 'TextEncoder.encode, 16 KiB', run: () => (sink += utf8.encode(long.command).length) },
    ],
    1,
    { warmupPasses: 20_000, rounds: 15, passes: 4_000, roundMs: 20 },
  ).map((m) => m.ns);

  const byteCounting = [
    ...jsFiles(join(DIST, 'runtime', 'validation')),
    join(DIST, 'validators.js'),
    join(DIST, 'readers.js'),
  ];
  const withBuffer = byteCounting.filter((file) => BUFFER.test(readFileSync(file, 'utf8')));
  const figures: Figure[] = [
    {
      id: 'I7.max-bytes',
      label: 'maxBytes: validator on a 16 KiB vs a 100-char string (issue 7: ≤ 1.5)',
      value: validateLong! / validateShort!,
      unit: '× (ns ÷ ns)',
      ns: validateLong!,
    },
    {
      id: 'I7.max-bytes/short',
      label: 'the validator on the 100-char string',
      value: validateShort!,
      unit: 'ns',
      ns: validateShort!,
    },
    {
      id: 'I7.max-bytes/encode',
      label: 'a full encode: TextEncoder, 16 KiB',
      value: encodeLong!,
      unit: 'ns',
      ns: encodeLong!,
    },
    {
      id: 'I7.max-bytes/envelope',
      label: 'parseClientEnvelope, 16 KiB vs 100 chars',
      value: envelopeLong! / envelopeShort!,
      unit: '× (ns ÷ ns)',
      ns: envelopeLong!,
    },
    {
      id: 'I7.no-buffer',
      label: 'byte-counting dist files naming Buffer (issue 7: none)',
      value: withBuffer.length,
      unit: 'files',
    },
  ];
  return {
    lines: [
      `  shell.execute params validator: ${validateLong!.toFixed(0)} ns for ${LONG} ASCII chars, ${validateShort!.toFixed(0)} ns for ${SHORT} (ratio ${(validateLong! / validateShort!).toFixed(2)})`,
      `  parseClientEnvelope on the same frames: ${envelopeLong!.toFixed(0)} ns vs ${envelopeShort!.toFixed(0)} ns (ratio ${(envelopeLong! / envelopeShort!).toFixed(2)})`,
      `  for scale, TextEncoder.encode of the 16 KiB command: ${encodeLong!.toFixed(0)} ns (sink ${sink % 7})`,
      `  byte-counting dist files naming Buffer: ${withBuffer.length === 0 ? 'none' : withBuffer.map((file) => relative(DIST, file)).join(', ')}`,
    ],
    figures,
  };
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}
