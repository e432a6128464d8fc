/**
 * NO_SCAN (runtime/parts/internal/text-rope.ts), the scan the text-stream outcomes that append
 * nothing carry. The module is loaded afresh inside the test: a mutation run credits its top-level
 * constant only to the tests during which it is evaluated.
 */
import { describe, expect, it, vi } from 'vitest';

describe('NO_SCAN', () => {
  it('rule: the scan of no text is no code points, no bytes, and BMP-only', async () => {
    vi.resetModules();
    const { NO_SCAN, scanText } = await import('../../../runtime/parts/internal/text-rope.ts');
    expect(NO_SCAN).toStrictEqual({ codePoints: 0, bytes: 0, bmp: true });
    expect(scanText('x', 1, 1)).toStrictEqual(NO_SCAN);
  });
});
