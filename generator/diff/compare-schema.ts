import type { JsonSchema } from '../load/spec-document.ts';
import { refTarget } from '../schema/type-refs.ts';
import type { ContractPath, Fact } from './classify.ts';
import type { DiffRuleId } from './rules.ts';
import { alignSpellings, withoutLoneAllOf } from './equivalent-spellings.ts';
import { runSchemaRules } from './run-rules.ts';
import { matchSchemas, UNION_KEYWORDS, type SchemaMatches } from './schema-matches.ts';
import { KEYWORD_COMPARISONS } from './schema-keywords/keyword-comparisons.ts';
import { isSchema, type Report, type SchemaComparison, type SchemaPair } from './schema-keywords/schema-pair.ts';
import { canonicalJson, DOC_KEYWORDS, gateOf, shapeOf } from './schema-shape.ts';

export type { SchemaComparison } from './schema-keywords/schema-pair.ts';

/** The feature gating a new member, when it is one old peers cannot advertise (new since the old contract). */
function newGate(cx: SchemaComparison, schema: JsonSchema): string | undefined {
  const feature = gateOf(schema, cx.newTypes);
  return feature !== undefined && !cx.oldFeatures.has(feature) ? feature : undefined;
}

/**
 * Compares one schema of the old contract with its counterpart in the new one and reports every
 * difference in what they accept as a fact at the finest place it can name. Two references to the
 * same named type are not descended into: the type itself is compared once, under /types/<Name>.
 * Any other reference is followed, so moving an inline schema into `types` changes nothing.
 *
 * This walker pairs: it brings both sides to one spelling, matches their members, variants and
 * parts (schema-matches.ts), runs the rules (rules/<rule-id>.ts) on the pair, then compares the
 * matched sub-schemas the same way.
 */
export function compareSchemas(
  cx: SchemaComparison,
  oldSchema: JsonSchema,
  newSchema: JsonSchema,
  oldPath: ContractPath,
  newPath: ContractPath,
  gated = false,
  seen: ReadonlySet<string> = new Set(),
): void {
  // `allOf: [$ref X]` is `$ref X`: before references are told apart, so X is still compared once, under
  // its name. Where both sides are allOf, their parts pair up as they are (below).
  const unwrap = (schema: JsonSchema, other: JsonSchema) =>
    Array.isArray(other.allOf) ? schema : withoutLoneAllOf(schema);
  [oldSchema, newSchema] = [unwrap(oldSchema, newSchema), unwrap(newSchema, oldSchema)];
  const oldRef = refTarget(oldSchema.$ref);
  const newRef = refTarget(newSchema.$ref);
  if (oldRef !== undefined && oldRef === newRef) {
    const pair = schemaPair(cx, ownKeywords(oldSchema), ownKeywords(newSchema), oldPath, newPath, gated, seen, {
      sameType: oldRef,
    });
    runSchemaRules(pair);
    return;
  }
  // A reference against an inline schema is keyed by that schema's content: the inline side changes
  // as the walk descends, and only the same pair met again is a cycle.
  const sideKey = (ref: string | undefined, schema: JsonSchema) =>
    ref !== undefined ? `$ref ${ref}` : canonicalJson(schema);
  const pairKey = `${sideKey(oldRef, oldSchema)}\u0000${sideKey(newRef, newSchema)}`;
  if ((oldRef !== undefined || newRef !== undefined) && seen.has(pairKey)) {
    // Two references met again: their types are being compared up the walk, so, as for two references
    // to one type, only what the references say themselves (documentation, gate) is compared here.
    if (oldRef !== undefined && newRef !== undefined)
      runSchemaRules(schemaPair(cx, ownKeywords(oldSchema), ownKeywords(newSchema), oldPath, newPath, gated, seen, {}));
    return;
  }
  const nextSeen = oldRef !== undefined || newRef !== undefined ? new Set([...seen, pairKey]) : seen;
  const [a, b] = alignSpellings(
    shapeOf(oldSchema, cx.oldTypes).schema,
    shapeOf(newSchema, cx.newTypes).schema,
    cx.oldTypes,
    cx.newTypes,
  );
  const matches = matchSchemas(a, b, cx.oldTypes, cx.newTypes);
  const pair = schemaPair(cx, a, b, oldPath, newPath, gated, nextSeen, { matches });

  runSchemaRules(pair);
  compareMatched(pair, matches);
  for (const comparison of KEYWORD_COMPARISONS) comparison.compare(pair);
}

/** One pair as the rules and the keyword comparisons see it, with the walker's means of descending from it. */
function schemaPair(
  cx: SchemaComparison,
  a: JsonSchema,
  b: JsonSchema,
  oldPath: ContractPath,
  newPath: ContractPath,
  gated: boolean,
  seen: ReadonlySet<string>,
  pairing: Pick<SchemaPair, 'matches' | 'sameType'>,
): SchemaPair {
  const fact: Report = (rule, params, at) =>
    cx.report({
      rule,
      direction: cx.direction,
      gated: at?.gated ?? gated,
      old: at?.old ?? oldPath,
      new: at?.new ?? newPath,
      ...(params ? { params } : {}),
    });
  const untyped: SchemaComparison = { ...cx, report: (found) => cx.report({ ...found, untyped: true }) };
  return {
    comparison: cx,
    a,
    b,
    oldPath,
    newPath,
    gated,
    fact,
    recurse: (sa, sb, pa, pb, g = gated) => compareSchemas(cx, sa, sb, pa, pb, g, seen),
    recurseUntyped: (sa, sb, pa, pb, g = gated) => compareSchemas(untyped, sa, sb, pa, pb, g, seen),
    differs: (sa, sb, pa, pb) => {
      if (!isSchema(sa) || !isSchema(sb)) return canonicalJson(sa) !== canonicalJson(sb);
      const inner: Fact[] = [];
      compareSchemas({ ...cx, report: (found) => inner.push(found) }, sa, sb, pa, pb, gated, seen);
      for (const found of inner) if (DOCS_ONLY.has(found.rule)) cx.report(found);
      return inner.some((found) => !DOCS_ONLY.has(found.rule));
    },
    newGate: (schema) => newGate(cx, schema),
    ...pairing,
  };
}

const REFERENCE_KEYWORDS = new Set<string>([...DOC_KEYWORDS, 'requires']);

/** What a reference says itself, beside the type it names: its documentation and its gate. */
function ownKeywords(reference: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(reference).filter(([keyword]) => REFERENCE_KEYWORDS.has(keyword)));
}

/** Compares the sub-schemas the two sides pair up, each at its own places (the keyword comparisons pair theirs). */
function compareMatched(pair: SchemaPair, matches: SchemaMatches): void {
  const { a, b, oldPath, newPath, comparison: cx } = pair;
  const [pa, pb] = [a.properties as Record<string, JsonSchema>, b.properties as Record<string, JsonSchema>];
  for (const property of matches.properties.kept) {
    // As for operations: only a gate the old member lacked keeps its changes from old peers, which know a gate they had.
    const gate =
      pair.gated || (newGate(cx, pb[property]!) !== undefined && gateOf(pa[property]!, cx.oldTypes) === undefined);
    pair.recurse(
      pa[property]!,
      pb[property]!,
      [...oldPath, 'properties', property],
      [...newPath, 'properties', property],
      gate,
    );
  }
  for (const keyword of ['additionalProperties', 'propertyNames'] as const) {
    const [sa, sb] = [a[keyword], b[keyword]];
    if (isSchema(sa) && isSchema(sb)) pair.recurse(sa, sb, [...oldPath, keyword], [...newPath, keyword]);
  }
  for (const keyword of UNION_KEYWORDS) {
    const [la, lb] = [a[keyword] as JsonSchema[], b[keyword] as JsonSchema[]];
    for (const [index, match] of matches.variants[keyword]?.pairs ?? [])
      pair.recurse(la[index]!, lb[match]!, [...oldPath, keyword, index], [...newPath, keyword, match]);
  }
  // An allOf shapeOf could not merge: its parts pair up by position. Widening or narrowing one part
  // widens or narrows the whole at most, so each part's facts hold for the whole (its descriptions are docs).
  if (matches.allOfByPosition) {
    const [la, lb] = [a.allOf as JsonSchema[], b.allOf as JsonSchema[]];
    la.forEach((part, index) =>
      pair.recurse(part, lb[index]!, [...oldPath, 'allOf', index], [...newPath, 'allOf', index]),
    );
  }
}

/** The facts that only document: under a keyword whose facts do not keep their direction (`not`, `if`), these alone are reported as they are. */
const DOCS_ONLY = new Set<DiffRuleId>(['description-changed', 'examples-changed']);
