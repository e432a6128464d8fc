import { utf8ByteLength } from './utf8-byte-length.js';

/**
 * Whether a JSON value holds more than `limit` entries: array items plus object members, counted over
 * the whole value (the protocol's 1,024-entry bound on structured data). Stops counting at the limit.
 */
export function exceedsJsonEntries(value: unknown, limit: number): boolean {
  let entries = 0;
  const visit = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null) return false;
    const children = Array.isArray(node) ? node : Object.values(node);
    entries += children.length;
    if (entries > limit) return true;
    for (const child of children) if (visit(child)) return true;
    return false;
  };
  return visit(value);
}

/**
 * Whether a JSON value's serialization (JSON.stringify, no spaces) takes more than `limit` UTF-8
 * bytes (the protocol's 64 KiB bound on structured data). Measured without building the string.
 */
export function exceedsJsonBytes(value: unknown, limit: number): boolean {
  let bytes = 0;
  const visit = (node: unknown): boolean => {
    if (node === null) bytes += 4;
    else if (typeof node === 'boolean') bytes += node ? 4 : 5;
    else if (typeof node === 'number') bytes += Number.isFinite(node) ? String(node).length : 4;
    else if (typeof node === 'string') bytes += jsonStringBytes(node);
    else if (Array.isArray(node)) {
      bytes += 2 + Math.max(0, node.length - 1);
      for (const item of node) if (bytes > limit || visit(item === undefined ? null : item)) return true;
    } else if (typeof node === 'object') {
      const keys = Object.keys(node);
      bytes += 2 + Math.max(0, keys.length - 1);
      for (const key of keys) {
        bytes += jsonStringBytes(key) + 1;
        if (bytes > limit || visit((node as Record<string, unknown>)[key])) return true;
      }
    }
    return bytes > limit;
  };
  return visit(value);
}

/** UTF-8 bytes of a string as JSON.stringify writes it: quotes, escapes, lone surrogates as \uXXXX. */
function jsonStringBytes(text: string): number {
  let extra = 2;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (
      unit === 0x22 ||
      unit === 0x5c ||
      unit === 0x08 ||
      unit === 0x0c ||
      unit === 0x0a ||
      unit === 0x0d ||
      unit === 0x09
    )
      extra += 1;
    else if (unit < 0x20)
      extra += 5; // \u00XX
    else if (unit >= 0xd800 && unit <= 0xdfff) {
      const pair =
        unit <= 0xdbff
          ? i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff
          : false;
      if (pair) i++;
      else extra += 3; // a lone surrogate is written as \udXXX: 6 bytes where utf8ByteLength counts 3
    }
  }
  return utf8ByteLength(text) + extra;
}
