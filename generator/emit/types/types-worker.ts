/** The worker types-in-worker.ts starts: the types emitter's output for each model it is sent. */
import { parentPort } from 'node:worker_threads';
import { releaseGarbage } from '../../host/release-garbage.ts';
import { emitTypes } from './emit-types.ts';
import type { TypesAnswer, TypesRequest } from './types-in-worker.ts';

parentPort!.on('message', ({ id, model }: TypesRequest) => {
  emitTypes(model)
    .then(
      (output) => parentPort!.postMessage({ id, output } satisfies TypesAnswer),
      (error: unknown) =>
        parentPort!.postMessage({
          id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies TypesAnswer),
    )
    .finally(releaseGarbage); // the model's clone and the compiler's work, while the worker waits for the next
});
