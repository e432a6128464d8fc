import type { Emitter } from '../emitter.ts';
import { typesInWorker } from './types-in-worker.ts';

/**
 * types.d.ts: one declaration per named schema, sorted by name, each documented with its spec
 * description, plus the op-keyed maps OperationParams<O> / OperationResult<O>. A module of types
 * only, so it is written as declarations (what dist/ holds) beside an empty types.js: no
 * TypeScript pass re-prints it.
 */
export const typesEmitter: Emitter = {
  name: 'types',
  // json-schema-to-typescript and prettier, with their loads, are the costliest emitter after Ajv:
  // in a worker they run beside the others (types-in-worker.ts); else here, loaded on first use. A
  // worker that fails (one that cannot start, or dies) leaves them to this thread, where an error of
  // the emitter itself is thrown again.
  emit: async ({ model }) => {
    const inThread = async () => (await import('./emit-types.ts')).emitTypes(model);
    return (await typesInWorker(model)?.catch(inThread)) ?? inThread();
  },
};
