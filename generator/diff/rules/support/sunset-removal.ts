import type { JsonSchema } from '../../../load/spec-document.ts';
import type { SchemaPair } from '../../schema-keywords/schema-pair.ts';
import { resolveRef } from '../../schema-shape.ts';
import { reachedSunset } from '../../sunset.ts';

/**
 * The sunset a removed member or variant (as the old contract declares it, its type's keywords
 * included) was deprecated until, when the new version has reached it; undefined when its removal is
 * the ordinary one.
 */
export function sunsetReached(pair: SchemaPair, removed: JsonSchema): string | undefined {
  const old = resolveRef(removed, pair.comparison.oldTypes).schema;
  return reachedSunset(old.deprecated === true, old.sunset, pair.comparison.newVersion);
}
