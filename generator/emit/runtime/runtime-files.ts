import { ENVELOPE_TYPES } from '../boundary/boundary-emitter.ts';
import { GENERATED_HEADER, type Emitter } from '../emitter.ts';

/**
 * Which folders of the hand-written runtime (runtime/ in this repo) a package carries: every package
 * needs the validators' helpers and the exported-schema helper; the boundary and the semantics
 * helpers only come with the envelope convention that they are written for.
 */
const FOLDERS: readonly { readonly folder: string; readonly needsEnvelopes: boolean }[] = [
  { folder: 'validation/', needsEnvelopes: false },
  { folder: 'schemas/', needsEnvelopes: false },
  { folder: 'boundary/', needsEnvelopes: true },
  { folder: 'semantics/', needsEnvelopes: true },
];

/** Copies the runtime modules a package needs into its src/runtime, each behind the generated-file line. */
export const runtimeEmitter: Emitter = {
  name: 'runtime',
  emit({ model, runtimeSources }) {
    const typeNames = new Set(model.types.map((type) => type.name));
    const envelopes = ENVELOPE_TYPES.every((name) => typeNames.has(name));
    const carried = FOLDERS.filter((entry) => envelopes || !entry.needsEnvelopes).map((entry) => entry.folder);
    const files = [...runtimeSources.keys()]
      .filter((path) => carried.some((folder) => path.startsWith(folder)))
      .sort()
      .map((path) => ({ path: `src/runtime/${path}`, content: `${GENERATED_HEADER}\n${runtimeSources.get(path)!}` }));
    return { files };
  },
};
