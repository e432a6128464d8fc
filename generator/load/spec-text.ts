import { diagnostic, type Diagnostic, type SourcePosition, type WithDiagnostics } from '../diagnostics/diagnostic.ts';

/**
 * Largest spec file the YAML parser is given: the parser takes about a second per 300 KB of spec-like
 * YAML, so 4 MiB (ten times the largest file of the bundled spec's folder, the release snapshots
 * included) still parses in seconds; a larger file is refused before parsing, not after a minute.
 */
export const MAX_YAML_BYTES = 4 * 1024 * 1024;
/**
 * Largest whole-contract JSON file (a release snapshot): JSON.parse reads it at about 100 MB/s, so
 * the bound is memory, not time. Above MAX_YAML_BYTES it must be canonical JSON (see canonical-json.ts).
 */
export const MAX_CONTRACT_BYTES = 64 * 1024 * 1024;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export function tooLarge(path: string, bytes: number, limit: number): Diagnostic {
  return diagnostic(
    'spec-file-too-large',
    { path, size: mib(bytes), limit: mib(limit) },
    { file: path, line: 1, column: 1 },
  );
}

/**
 * Not printable in YAML 1.2 (its c-printable production): C0 controls other than tab, LF and CR, DEL,
 * C1 controls other than NEL, and the non-characters U+FFFE/U+FFFF. A spec file holding one is binary
 * or damaged; a value that needs such a character writes it as an escape (`"\u0000"`).
 */
const NOT_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]/;

/**
 * A spec file's bytes as text. Invalid UTF-8 is an error at the first byte that is not UTF-8 (its
 * line and column, counted in the valid text before it), not a silent U+FFFD: a spec names things
 * that end up in generated code, and a replaced byte would change a name without anyone seeing it.
 * A leading byte-order mark is dropped (editors on Windows write one).
 */
export function decodeSpecText(path: string, bytes: Uint8Array): WithDiagnostics<string | undefined> {
  if (bytes.length > MAX_CONTRACT_BYTES) return [undefined, [tooLarge(path, bytes.length, MAX_CONTRACT_BYTES)]];
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const offset = firstInvalidByte(bytes);
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
    const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return [undefined, [diagnostic('invalid-utf8', { byte: `0x${byte}`, offset }, positionAfter(path, before))]];
  }
  const control = NOT_PRINTABLE.exec(text);
  if (control !== null) {
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return [
      undefined,
      [diagnostic('binary-content', { character: code }, positionAfter(path, text.slice(0, control.index)))],
    ];
  }
  return [text, []];
}

/** The place just after `before`, its column in UTF-16 units as the YAML parser's positions count it. */
function positionAfter(file: string, before: string): SourcePosition {
  const lines = before.split(/\r\n|\r|\n/);
  const last = lines[lines.length - 1]!.replace(/^\uFEFF/, '');
  return { file, line: lines.length, column: last.length + 1 };
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629). */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const [length, low, high] =
      lead < 0x80
        ? [1, 0, 0]
        : lead >= 0xc2 && lead <= 0xdf
          ? [2, 0x80, 0xbf]
          : lead === 0xe0
            ? [3, 0xa0, 0xbf]
            : lead === 0xed
              ? [3, 0x80, 0x9f]
              : lead >= 0xe1 && lead <= 0xef
                ? [3, 0x80, 0xbf]
                : lead === 0xf0
                  ? [4, 0x90, 0xbf]
                  : lead >= 0xf1 && lead <= 0xf3
                    ? [4, 0x80, 0xbf]
                    : lead === 0xf4
                      ? [4, 0x80, 0x8f]
                      : [0, 0, 0];
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      // The second byte has the lead's own range (no overlong forms, no surrogates); the rest are 80–BF.
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return bytes.length;
}
