import { ENVELOPE_TYPES } from '../boundary/boundary-emitter.ts';
import { GENERATED_HEADER, type Emitter } from '../emitter.ts';

/**
 * Which folders of the hand-written runtime (runtime/ in this repo) a package carries: every package
 * needs the validators' helpers and the exported-schema helper; the boundary and the semantics
 * helpers only come with the envelope convention that they are written for, and the interaction
 * kit's core only with interaction catalogs.
 */
const FOLDERS: readonly { readonly folder: string; readonly neededBy?: readonly ('envelopes' | 'interactions')[] }[] = [
  { folder: 'validation/' },
  { folder: 'schemas/' },
  { folder: 'boundary/', neededBy: ['envelopes'] },
  { folder: 'semantics/', neededBy: ['envelopes'] },
  // Catalogs are built on the kit's core, and so are the semantics helpers' ui.action protocols.
  { folder: 'interaction/', neededBy: ['interactions', 'envelopes'] },
];

/** Copies the runtime modules a package needs into its src/runtime, each behind the generated-file line. */
export const runtimeEmitter: Emitter = {
  name: 'runtime',
  emit({ model, runtimeSources }) {
    const typeNames = new Set(model.types.map((type) => type.name));
    const has = { envelopes: ENVELOPE_TYPES.every((name) => typeNames.has(name)), interactions: model.interactions.length > 0 };
    const carried = FOLDERS.filter((entry) => entry.neededBy === undefined || entry.neededBy.some((need) => has[need])).map((entry) => entry.folder);
    const files = [...runtimeSources.keys()]
      .filter((path) => carried.some((folder) => path.startsWith(folder)))
      .sort()
      .map((path) => ({ path: `src/runtime/${path}`, content: `${GENERATED_HEADER}\n${runtimeSources.get(path)!}` }));
    return { files };
  },
};
