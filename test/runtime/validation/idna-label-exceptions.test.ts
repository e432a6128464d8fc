/**
 * isULabel's exception table (RFC 5892 section 2.6), built when the module loads: the module is
 * imported inside each test, so a table that fails to build fails these tests instead of the file.
 */
import { describe, expect, it } from 'vitest';

async function loadIsULabel(): Promise<(label: readonly number[]) => boolean> {
  return (await import('../../../runtime/validation/formats/idna-label.ts')).isULabel;
}

describe('isULabel: the exceptions of RFC 5892 section 2.6', () => {
  it('the PVALID exceptions are valid, though symbols and punctuation otherwise are not', async () => {
    const isULabel = await loadIsULabel();
    expect(isULabel([0xdf])).toBe(true);
    expect(isULabel([0x3c2])).toBe(true);
    expect(isULabel([0x628, 0x6fd])).toBe(true);
    expect(isULabel([0x628, 0x6fe])).toBe(true);
    expect(isULabel([0xf40, 0xf0b])).toBe(true);
    expect(isULabel([0x4e00, 0x3007])).toBe(true);
  });

  it('the CONTEXTO exceptions are valid only where their rule holds', async () => {
    const isULabel = await loadIsULabel();
    expect(isULabel([0x6c, 0xb7, 0x6c])).toBe(true);
    expect(isULabel([0x6c, 0xb7, 0x6d])).toBe(false);
    expect(isULabel([0x375, 0x3b1])).toBe(true);
    expect(isULabel([0x3b1, 0x375, 0x61])).toBe(false);
    expect(isULabel([0x5d0, 0x5f3])).toBe(true);
    expect(isULabel([0x5d0, 0x5f4])).toBe(true);
    expect(isULabel([0x61, 0x5f3, 0x62])).toBe(false);
    expect(isULabel([0x30a2, 0x30fb])).toBe(true);
    expect(isULabel([0x61, 0x30fb, 0x62])).toBe(false);
  });

  it('every Arabic-Indic digit U+0660-U+0669 is contextual: it cannot share a label with an extended one', async () => {
    const isULabel = await loadIsULabel();
    for (let digit = 0x660; digit <= 0x669; digit++) {
      expect(isULabel([0x628, digit]), digit.toString(16)).toBe(true);
      expect(isULabel([digit, 0x6f0]), digit.toString(16)).toBe(false);
      expect(isULabel([digit, 0x6f9]), digit.toString(16)).toBe(false);
    }
  });

  it('every extended Arabic-Indic digit U+06F0-U+06F9 is contextual: it cannot share a label with an Arabic-Indic one', async () => {
    const isULabel = await loadIsULabel();
    for (let digit = 0x6f0; digit <= 0x6f9; digit++) {
      expect(isULabel([0x628, digit]), digit.toString(16)).toBe(true);
      expect(isULabel([digit, 0x660]), digit.toString(16)).toBe(false);
      expect(isULabel([digit, 0x669]), digit.toString(16)).toBe(false);
    }
  });

  it('the DISALLOWED exceptions are refused, though they are letters or marks', async () => {
    const isULabel = await loadIsULabel();
    for (const cp of [0x640, 0x7fa, 0x302e, 0x302f, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303b]) {
      expect(isULabel([0x4e00, cp]), cp.toString(16)).toBe(false);
    }
    // Their neighbours U+3005 (Lm) and U+303C (Lo) are PVALID.
    expect(isULabel([0x4e00, 0x3005])).toBe(true);
    expect(isULabel([0x4e00, 0x303c])).toBe(true);
  });
});
