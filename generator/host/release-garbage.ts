import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Below this much heap in use, a full collection is not worth its time: small specs never pay for one. */
const LARGE_HEAP_BYTES = 256 * 1024 * 1024;
/** How far the heap may grow past what the last collection found alive before the next one. */
const GROWTH = 1.5;

let collect: (() => void) | undefined;
let alive = 0;

/**
 * A full garbage collection when the heap is large and has grown half again past what the last one
 * found alive, asked for at points of the pipeline where a stage has just let go of a large working
 * set (the spec's YAML trees after check, Ajv and its code after the validators are written) and
 * between steps of the long loops (each schema compiled). V8 sizes its next collection from the
 * heap it last found alive, growing it up to fourfold while a stage allocates fast: at 2,000
 * operations that let `gen` hold well over a gigabyte of garbage beside a live heap of 0.3–0.5 GB.
 * Collecting at these points keeps the peak near what is alive, for about a second of a minute's
 * run; a spec of ordinary size never reaches the threshold. Cheap to call often: when no collection
 * is due it reads one heap statistic.
 * `gc` is reached as test runners reach it (exposed by V8's flag, taken from a fresh context), so the
 * CLI needs no Node option. Node only: the generator never runs in a browser.
 */
export function releaseGarbage(): void {
  const used = getHeapStatistics().used_heap_size;
  if (used < LARGE_HEAP_BYTES || used < alive * GROWTH) return;
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
  alive = getHeapStatistics().used_heap_size;
}
