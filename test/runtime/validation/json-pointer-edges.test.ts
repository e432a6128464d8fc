/**
 * runtime/validation/formats/json-pointer.ts: the integer prefix of a relative JSON Pointer, with
 * the index adjustment (`+1`, `-2`) of draft-bhutton-relative-json-pointer-00.
 */
import { describe, expect, it } from 'vitest';
import { isRelativeJsonPointer } from '../../../runtime/validation/formats/json-pointer.ts';

describe('isRelativeJsonPointer', () => {
  it('rule: the integer prefix starts the value', () => {
    expect(isRelativeJsonPointer('//1')).toBe(false);
    expect(isRelativeJsonPointer('/1')).toBe(false);
    expect(isRelativeJsonPointer('#1')).toBe(false);
    expect(isRelativeJsonPointer('1/a')).toBe(true);
  });

  it('rule: an index adjustment is `+` or `-` then a positive integer', () => {
    expect(isRelativeJsonPointer('0+1')).toBe(true);
    expect(isRelativeJsonPointer('1-2#')).toBe(true);
    expect(isRelativeJsonPointer('1+2/a')).toBe(true);
    expect(isRelativeJsonPointer('0*1')).toBe(false);
    expect(isRelativeJsonPointer('1+0')).toBe(false);
    expect(isRelativeJsonPointer('1+a')).toBe(false);
  });

  it('rule: the adjustment may have several digits', () => {
    expect(isRelativeJsonPointer('0+12')).toBe(true);
    expect(isRelativeJsonPointer('0+100')).toBe(true);
    expect(isRelativeJsonPointer('2-345/b')).toBe(true);
    expect(isRelativeJsonPointer('0+1x')).toBe(false);
  });
});
