import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Below this much heap in use, a full collection is not worth its time: small specs never pay for one. */
const LARGE_HEAP_BYTES = 256 * 1024 * 1024;
/** How far the heap may grow past what the last collection found alive before the next one. */
const GROWTH = 1.5;

/** What the policy reads and asks of a heap: the bytes in use, and a full collection. */
export interface CollectableHeap {
  usedBytes(): number;
  collect(): void;
}

/**
 * The policy of releaseGarbage over any heap: collect when the heap in use is at least
 * LARGE_HEAP_BYTES and has grown to GROWTH times what the last collection left in use. Exported so
 * the rule is tested against a heap whose numbers the test sets, where V8's own collections cannot
 * interfere.
 */
export function garbageReleaser(heap: CollectableHeap): () => void {
  let alive = 0;
  return () => {
    const used = heap.usedBytes();
    if (used < LARGE_HEAP_BYTES || used < alive * GROWTH) return;
    heap.collect();
    alive = heap.usedBytes();
  };
}

let gc: (() => void) | undefined;

/** This process's V8 heap. `gc` is reached as test runners reach it (exposed by V8's flag, taken from a fresh context), so the CLI needs no Node option. */
const v8Heap: CollectableHeap = {
  usedBytes: () => getHeapStatistics().used_heap_size,
  collect: () => {
    if (gc === undefined) {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    }
    gc();
  },
};

/**
 * A full garbage collection when the heap is large and has grown half again past what the last one
 * found alive, asked for at points of the pipeline where a stage has just let go of a large working
 * set (the spec's YAML trees after check, Ajv and its code after the validators are written) and
 * between steps of the long loops (each schema compiled). V8 sizes its next collection from the
 * heap it last found alive, growing it up to fourfold while a stage allocates fast: at 2,000
 * operations that let `gen` hold well over a gigabyte of garbage beside a live heap of 0.3–0.5 GB.
 * Collecting at these points keeps the peak near what is alive, for about a second of a minute's
 * run; a spec of ordinary size never reaches the threshold. Cheap to call often: when no collection
 * is due it reads one heap statistic. Node only: the generator never runs in a browser.
 */
export const releaseGarbage: () => void = garbageReleaser(v8Heap);
