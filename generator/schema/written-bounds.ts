import type { JsonSchema, LimitDefinition, LimitUnit } from '../load/spec-document.ts';
import { mapSchema } from './type-refs.ts';

/**
 * Numeric bounds a spec may write as a limit's name, `maxBytes: { limit: instructionsBytes }`, and
 * the units of the limits each can name: what the keyword counts must be what the limit counts.
 * `maxLength` counts code points, so a limit in bytes there would bound the wrong thing (maxBytes
 * bounds a string's bytes); minimum and maximum bound a number, which may be a limit of any unit (a
 * page size, a number of days).
 */
export const BOUND_KEYWORDS: Readonly<
  Record<string, { readonly counts: string; readonly units: readonly LimitUnit[] | 'any' }>
> = {
  minLength: { counts: 'code points', units: ['count'] },
  maxLength: { counts: 'code points', units: ['count'] },
  maxBytes: { counts: 'UTF-8 bytes', units: ['bytes'] },
  maxJsonBytes: { counts: 'UTF-8 bytes of JSON', units: ['bytes'] },
  minItems: { counts: 'items', units: ['count'] },
  maxItems: { counts: 'items', units: ['count'] },
  minContains: { counts: 'matching items', units: ['count'] },
  maxContains: { counts: 'matching items', units: ['count'] },
  minProperties: { counts: 'members', units: ['count'] },
  maxProperties: { counts: 'members', units: ['count'] },
  maxEntries: { counts: 'entries', units: ['count'] },
  minimum: { counts: 'a number', units: 'any' },
  maximum: { counts: 'a number', units: 'any' },
  exclusiveMinimum: { counts: 'a number', units: 'any' },
  exclusiveMaximum: { counts: 'a number', units: 'any' },
};

/** Whether a bound keyword may name a limit of this unit. */
export function unitSuits(keyword: string, unit: LimitUnit): boolean {
  const units = BOUND_KEYWORDS[keyword]?.units;
  return units === 'any' || (units !== undefined && units.includes(unit));
}

/** The names of the limits a bound keyword may name, sorted. */
export function suitableLimits(keyword: string, limits: Readonly<Record<string, LimitDefinition>>): string[] {
  return Object.keys(limits)
    .filter((name) => unitSuits(keyword, limits[name]!.unit))
    .sort();
}

/**
 * A bound as the spec writes it when it is not a plain number: the limit it is, or a number that
 * equals limits it is not (which says so, so the literal-limits rule does not ask for the name).
 */
export type WrittenBound =
  { readonly limit: string } | { readonly value: number; readonly notLimit: readonly string[] };

/**
 * The annotation the check stage leaves where it resolved a written bound to its number:
 * `writtenBounds: { maxBytes: { limit: idBytes } }`, keyword → what the spec wrote. Everything after
 * check sees plain numbers; the docs read the limit's name here, the literal-limits rule the marks,
 * and a release snapshot writes the bounds back as written. It validates nothing, and never leaves
 * the toolchain: validators, exported schema objects, the JSON Schema bundle and model-facing
 * interaction schemas are written without it. The meta-schema does not admit it in a spec.
 */
export const WRITTEN_BOUNDS = 'writtenBounds';

/** What the spec wrote for each bound of this schema it wrote as an object. */
export function writtenBoundsOf(schema: JsonSchema): Readonly<Record<string, WrittenBound>> {
  const written = schema[WRITTEN_BOUNDS];
  return typeof written === 'object' && written !== null ? (written as Record<string, WrittenBound>) : {};
}

/** The limit a bound of this schema names, when it names one. */
export function boundLimit(schema: JsonSchema, keyword: string): string | undefined {
  const written = writtenBoundsOf(schema)[keyword];
  return written !== undefined && 'limit' in written ? written.limit : undefined;
}

/** One schema node without the annotation (its sub-schemas untouched). */
export function dropWrittenBounds(node: JsonSchema): JsonSchema {
  if (!Object.hasOwn(node, WRITTEN_BOUNDS)) return node;
  const { [WRITTEN_BOUNDS]: _written, ...rest } = node;
  return rest;
}

/** A copy without the annotation at every schema position; the input is not touched. */
export function withoutWrittenBounds(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, dropWrittenBounds);
}

/** One schema node as the spec wrote it: each resolved bound back in its written form, the annotation gone. */
export function restoreWrittenBounds(node: JsonSchema): JsonSchema {
  if (!Object.hasOwn(node, WRITTEN_BOUNDS)) return node;
  const written = writtenBoundsOf(node);
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword !== WRITTEN_BOUNDS) out[keyword] = Object.hasOwn(written, keyword) ? written[keyword] : value;
  }
  return out;
}
