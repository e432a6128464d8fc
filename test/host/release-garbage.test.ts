/**
 * releaseGarbage (generator/host/release-garbage.ts) keeps the pipeline's peak memory near its live
 * heap at large scale, and costs nothing at ordinary scale: it runs a full collection only when the
 * heap in use is large and has grown half again since its last one.
 *
 * The rule is checked on a heap whose numbers the test sets (garbageReleaser), so it counts exactly
 * the collections the policy asks for. Counting them in a real process cannot be exact: one `gc()`
 * called while V8's own incremental marking is under way logs two full collections, one finishing
 * that marking and one asked for. The wiring to V8 is checked in a fresh Node with --trace-gc, which
 * names a collection asked for through `gc` as "testing", on the compiled module (dist/, built by
 * `npm test` first).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { garbageReleaser } from '../../generator/host/release-garbage.ts';

const MB = 1024 * 1024;

/** A heap whose use the test sets; a collection leaves `liveAfterCollect` in use. */
function fakeHeap() {
  const heap = {
    used: 0,
    liveAfterCollect: 0,
    collections: 0,
    usedBytes: () => heap.used,
    collect: () => {
      heap.collections += 1;
      heap.used = heap.liveAfterCollect;
    },
  };
  return heap;
}

/** Sets the heap in use, calls the releaser, and answers whether it collected. */
function collectsAt(heap: ReturnType<typeof fakeHeap>, release: () => void, usedMb: number): boolean {
  const before = heap.collections;
  heap.used = usedMb * MB;
  release();
  return heap.collections > before;
}

describe('garbageReleaser: when a collection is asked for', () => {
  it('rule: a heap below 256 MB is never collected, however often asked', () => {
    const heap = fakeHeap();
    const release = garbageReleaser(heap);
    for (let i = 0; i < 50; i++) expect(collectsAt(heap, release, 255.99)).toBe(false);
    expect(heap.collections).toBe(0);
  });

  it('rule: a heap of 256 MB or more is collected on the first call', () => {
    const heap = fakeHeap();
    expect(collectsAt(heap, garbageReleaser(heap), 256)).toBe(true);
  });

  it('rule: after a collection, the next waits until the heap in use is 1.5 times what the collection left alive', () => {
    const heap = fakeHeap();
    const release = garbageReleaser(heap);
    heap.liveAfterCollect = 300 * MB;
    expect(collectsAt(heap, release, 600)).toBe(true); // leaves 300 MB alive
    expect(collectsAt(heap, release, 300)).toBe(false); // nothing new
    expect(collectsAt(heap, release, 449.99)).toBe(false); // below 1.5 × 300
    heap.liveAfterCollect = 400 * MB;
    expect(collectsAt(heap, release, 450)).toBe(true); // 1.5 × 300: leaves 400 MB alive
    expect(collectsAt(heap, release, 599.99)).toBe(false);
    expect(collectsAt(heap, release, 600)).toBe(true);
    expect(heap.collections).toBe(3);
  });

  it('rule: the large-heap floor holds after a collection that left little alive', () => {
    const heap = fakeHeap();
    const release = garbageReleaser(heap);
    heap.liveAfterCollect = 10 * MB;
    expect(collectsAt(heap, release, 300)).toBe(true); // leaves 10 MB alive
    expect(collectsAt(heap, release, 200)).toBe(false); // 20 × what was alive, but a small heap
    expect(collectsAt(heap, release, 256)).toBe(true);
  });
});

const MODULE = new URL('../../dist/generator/host/release-garbage.js', import.meta.url).href;

/** The full collections logged as asked for through `gc` in a fresh Node (no --expose-gc) running `body` with `releaseGarbage` and `hold`, an array to fill. */
function askedCollections(body: string): number {
  const script = `import { releaseGarbage } from ${JSON.stringify(MODULE)};\nconst hold = [];\n${body}\n`;
  const run = spawnSync(process.execPath, ['--trace-gc', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter((line) => /Mark-Compact/.test(line) && /testing/.test(line)).length;
}

/** Fills `hold` with about `mb` megabytes of arrays (8-byte elements), alive until `hold` is emptied. */
const fill = (mb: number) => `for (let i = 0; i < ${mb}; i++) hold.push(new Array(128 * 1024).fill(i));`;

describe("releaseGarbage: wired to this process's V8 heap", () => {
  it('rule: a small heap is never collected', () => {
    expect(askedCollections(`${fill(32)}\nfor (let i = 0; i < 20; i++) releaseGarbage();`)).toBe(0);
  });

  it('rule: a large heap is collected, with no Node option given', () => {
    expect(askedCollections(`${fill(300)}\nreleaseGarbage();`)).toBeGreaterThanOrEqual(1);
  });
});
