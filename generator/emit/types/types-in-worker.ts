import { Worker } from 'node:worker_threads';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import type { EmitterOutput } from '../emitter.ts';

/** A request to the worker and its answer (types-worker.ts). */
export interface TypesRequest {
  readonly id: number;
  readonly model: ProtocolModel;
}
export type TypesAnswer =
  { readonly id: number; readonly output: EmitterOutput } | { readonly id: number; readonly error: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (output: EmitterOutput) => void; reject: (error: Error) => void }>();

/**
 * The types emitter's output computed in a worker thread (types-worker.ts), so that `gen` and
 * `check` run json-schema-to-typescript and prettier — about a third of a second — on the second
 * core while the other emitters run on this one. One worker serves the whole process (every spec of
 * a project); startTypesWorker starts it early, so that it loads those libraries while this thread
 * loads and checks the spec. The model goes over by structured clone, and the worker calls the same
 * function the caller would: the output is the same text either way (a test holds them equal). When
 * the toolchain runs from its TypeScript sources (the tests), there is no compiled worker module to
 * start: undefined, and the caller emits on its own thread.
 */
export function typesInWorker(model: ProtocolModel): Promise<EmitterOutput> | undefined {
  const started = startTypesWorker();
  if (started === undefined) return undefined;
  const id = nextId++;
  return new Promise<EmitterOutput>((resolve, reject) => {
    try {
      started.postMessage({ id, model } satisfies TypesRequest); // throws on a model it cannot clone
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    pending.set(id, { resolve, reject });
    started.ref(); // an answer is awaited: the process must not end before it
  });
}

/** Starts the worker if it is not running (and can run): it then loads its libraries, unreferenced, until asked. */
export function startTypesWorker(): Worker | undefined {
  if (!import.meta.url.endsWith('.js')) return undefined;
  if (worker !== undefined) return worker;
  const started = new Worker(new URL('./types-worker.js', import.meta.url));
  started.on('message', (answer: TypesAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.output);
  });
  const fail = (error: Error) => {
    worker = undefined;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the types worker stopped (exit code ${code})`)));
  // After the listeners: a 'message' listener refers the worker again.
  started.unref();
  worker = started;
  return started;
}
