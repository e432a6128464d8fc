import type { SchemaPair } from '../../schema-keywords/schema-pair.ts';
import { describeTypes, typeSet, typesWithin } from '../../schema-shape.ts';

/**
 * How the JSON types a pair admits changed: widened (the new set holds the old one), narrowed (the
 * old set holds the new one) or changed (neither), with both sets described; undefined when they did
 * not. Exactly one of type-widened, type-narrowed and type-changed reports it.
 */
export function typeChange(
  pair: SchemaPair,
): { readonly change: 'widened' | 'narrowed' | 'changed'; readonly params: { old: string; new: string } } | undefined {
  const { a, b } = pair;
  // Types only inferred from enum/const values on both sides: the value comparison says it all.
  if (a.type === undefined && b.type === undefined) return undefined;
  const [ta, tb] = [typeSet(a), typeSet(b)];
  if (ta === undefined && tb === undefined) return undefined;
  const params = { old: describeTypes(ta), new: describeTypes(tb) };
  if (params.old === params.new) return undefined;
  const widened = ta !== undefined && (tb === undefined || typesWithin(ta, tb));
  const narrowed = tb !== undefined && (ta === undefined || typesWithin(tb, ta));
  return { change: widened ? 'widened' : narrowed ? 'narrowed' : 'changed', params };
}
