import type { JsonPath } from '../load/merge-files.ts';
import { catalogLevels, checkSites } from '../schema/interaction-declarations.ts';
import type { RuleContext } from './rule.ts';

/** A regular expression the generated package compiles with the u flag, and where the spec writes it. */
export interface PatternSite {
  readonly source: string;
  /** The path of the `pattern` value itself, or of the `patternProperties` key. */
  readonly path: JsonPath;
  /** What a diagnostic points at: the value (`pattern: …`) or the key (a `patternProperties` name). */
  readonly target: 'key' | 'value';
}

/**
 * Every `pattern` of the spec: the `pattern` keyword of every schema node (named types, operation
 * params and results, interaction field schemas, `propertyNames` included: RuleContext.schemas walks
 * them all), every key of `patternProperties` (its path is the key's: a diagnostic points at the
 * key), and the `pattern` rule of interaction catalogs' and commands' declarative checks: all the regular
 * expressions a peer's input can reach.
 */
export function patternSites({ spec, schemas }: Pick<RuleContext, 'spec' | 'schemas'>): PatternSite[] {
  const sites: PatternSite[] = [];
  for (const { schema, path } of schemas) {
    if (typeof schema.pattern === 'string')
      sites.push({ source: schema.pattern, path: [...path, 'pattern'], target: 'value' });
    const patternProperties = schema.patternProperties as Record<string, unknown> | undefined;
    for (const source of Object.keys(patternProperties ?? {}))
      sites.push({ source, path: [...path, 'patternProperties', source], target: 'key' });
  }
  for (const [catalog, definition] of Object.entries(spec.interactions ?? {})) {
    for (const { parts, owner } of catalogLevels(catalog, definition)) {
      for (const { check, path } of checkSites(parts, owner)) {
        if (check.rule === 'pattern' && typeof check.pattern === 'string')
          sites.push({ source: check.pattern, path: [...path, 'pattern'], target: 'value' });
      }
    }
  }
  return sites;
}

/** Whether the generated validators can compile the pattern at all (the `patterns` rule reports those that cannot). */
export function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}
