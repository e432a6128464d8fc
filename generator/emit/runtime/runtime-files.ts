import { GENERATED_HEADER, type Emitter } from '../emitter.ts';
import { partsOf } from '../../parts/parts.ts';

/** The generic runtime's folders every package carries: the validators' helpers and the exported-schema helper. */
const ALWAYS = ['validation/', 'schemas/'] as const;

/**
 * Copies the runtime modules a package needs into its src/runtime, each behind the generated-file
 * line: the generic folders every package needs; the boundary with a framing declaration; the
 * interaction kit's core with interaction catalogs; and the modules of the parts the spec asks for,
 * with the generic folders they are built on.
 */
export const runtimeEmitter: Emitter = {
  name: 'runtime',
  emit({ model, runtimeSources }) {
    const parts = partsOf(model.parts);
    const prefixes = new Set<string>([
      ...ALWAYS,
      ...(model.framing === undefined ? [] : ['boundary/']),
      ...(model.interactions.length === 0 ? [] : ['interaction/']),
      ...parts.flatMap((part) => [...part.needs, ...part.modules, ...(part.internal ?? [])]),
    ]);
    const files = [...runtimeSources.keys()]
      .filter((path) =>
        [...prefixes].some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix)),
      )
      .sort()
      .map((path) => ({ path: `src/runtime/${path}`, content: runtimeFileContent(runtimeSources.get(path)!) }));
    return { files };
  },
};

/** A runtime module as a package carries it: its source behind the generated-file line. */
export function runtimeFileContent(source: string): string {
  return `${GENERATED_HEADER}\n${source}`;
}
