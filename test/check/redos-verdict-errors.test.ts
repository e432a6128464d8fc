/**
 * What recheckVerdict (generator/check/redos-verdict.ts) does when recheck throws: a stack overflow
 * (recheck recurses once per group) is an inconclusive verdict with its reason; any other error is
 * not a verdict on the pattern, and reaches the caller as it was thrown.
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

type CheckSync = (source: string, flags: string, params: Record<string, unknown>) => unknown;

/** recheckVerdict from a fresh load of the module, with recheck's checkSync throwing `error`; restored afterwards. */
async function verdictWhenRecheckThrows(source: string, error: Error): Promise<unknown> {
  const recheck = createRequire(import.meta.url)('recheck') as { checkSync: CheckSync };
  const original = recheck.checkSync;
  recheck.checkSync = () => {
    throw error;
  };
  try {
    vi.resetModules();
    const { recheckVerdict } = await import('../../generator/check/redos-verdict.ts');
    return recheckVerdict(source);
  } finally {
    recheck.checkSync = original;
  }
}

describe('recheckVerdict when recheck throws', () => {
  it('rule: a stack overflow inside recheck is an inconclusive verdict that says so', async () => {
    expect(await verdictWhenRecheckThrows('^(a|a)*$', new RangeError('Maximum call stack size exceeded'))).toEqual({
      status: 'inconclusive',
      reason: 'recheck ran out of stack reading it (deeply nested groups, or a group that refers to itself)',
    });
  });

  it('rule: an error other than a stack overflow is no verdict: it reaches the caller unchanged', async () => {
    const failure = new TypeError('recheck broke');
    await expect(verdictWhenRecheckThrows('^(a|a)*$', failure)).rejects.toBe(failure);
  });
});
