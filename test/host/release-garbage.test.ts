/**
 * releaseGarbage (generator/host/release-garbage.ts) keeps the pipeline's peak memory near its live
 * heap at large scale, and costs nothing at ordinary scale: it runs a full collection only when the
 * heap in use is large and has grown half again since its last one. Each case runs the compiled
 * module (dist/, built by `npm test` first) in a fresh Node with --trace-gc, whose log names a
 * collection asked for through `gc` as "testing".
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const MODULE = new URL('../../dist/generator/host/release-garbage.js', import.meta.url).href;

/** The collections asked for by releaseGarbage in a fresh process running `body` (it has `releaseGarbage` and `hold`, an array to fill). */
function askedCollections(body: string): number {
  const script = `import { releaseGarbage } from ${JSON.stringify(MODULE)};\nconst hold = [];\n${body}\n`;
  const run = spawnSync(process.execPath, ['--trace-gc', '--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter((line) => /Mark-Compact/.test(line) && /testing/.test(line)).length;
}

/** Fills `hold` with about `mb` megabytes of arrays (8-byte elements), alive until `hold` is emptied. */
const fill = (mb: number) => `for (let i = 0; i < ${mb}; i++) hold.push(new Array(128 * 1024).fill(i));`;

describe('releaseGarbage', () => {
  it('rule: a small heap is never collected', () => {
    expect(askedCollections(`${fill(32)}\nfor (let i = 0; i < 20; i++) releaseGarbage();`)).toBe(0);
  });

  it('rule: a large heap is collected once, and not again until it has grown half again past what was alive', () => {
    const body = [
      fill(300),
      'releaseGarbage();', // large: collected; about 300 MB alive
      'releaseGarbage();', // nothing new: not collected
      fill(100),
      'releaseGarbage();', // 400 < 1.5 × 300: not collected
      fill(100),
      'releaseGarbage();', // 500 ≥ 450: collected
    ].join('\n');
    expect(askedCollections(body)).toBe(2);
  });
});
