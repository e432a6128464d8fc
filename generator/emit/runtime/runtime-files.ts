import { GENERATED_HEADER, type Emitter } from '../emitter.ts';

/** Copies the hand-written runtime modules (runtime/validation in this repo) into the package's src/runtime. */
export const runtimeEmitter: Emitter = {
  name: 'runtime',
  emit({ runtimeSources }) {
    const files = [...runtimeSources.keys()].sort().map((name) => ({
      path: `src/runtime/${name}`,
      content: `${GENERATED_HEADER}\n${runtimeSources.get(name)!}`,
    }));
    return { files };
  },
};
