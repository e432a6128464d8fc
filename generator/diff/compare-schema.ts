import type { JsonSchema } from '../load/spec-document.ts';
import { refTarget } from '../schema/type-refs.ts';
import type { Direction } from './change.ts';
import type { ContractPath, Fact } from './classify.ts';
import type { DiffRuleId } from './rules.ts';
import { alignSpellings, withoutLoneAllOf } from './equivalent-spellings.ts';
import { reachedSunset } from './sunset.ts';
import { runSchemaRules } from './run-rules.ts';
import { pairVariants } from './variant-pairing.ts';
import { KEYWORD_COMPARISONS } from './schema-keywords/keyword-comparisons.ts';
import { isSchema, type Recurse, type Report, type SchemaComparison, type SchemaPair } from './schema-keywords/schema-pair.ts';

export type { SchemaComparison } from './schema-keywords/schema-pair.ts';
import {
  ANNOTATION_KEYWORDS,
  canonicalJson,
  describeTypes,
  DOC_KEYWORDS,
  resolveRef,
  gateOf,
  shapeOf,
  typeSet,
  typesWithin,
  valueSet,
  type TypeTable,
} from './schema-shape.ts';

/** The feature gating a new member, when it is one old peers cannot advertise (new since the old contract). */
function newGate(cx: SchemaComparison, schema: JsonSchema): string | undefined {
  const feature = gateOf(schema, cx.newTypes);
  return feature !== undefined && !cx.oldFeatures.has(feature) ? feature : undefined;
}

/** Bound keywords: which family of rules reports them, and whether a larger value admits more (upper bound) or less. */
const BOUNDS: Readonly<Record<string, { family: string; upper: boolean }>> = {
  minLength: { family: 'string-length', upper: false },
  maxLength: { family: 'string-length', upper: true },
  maxBytes: { family: 'byte-length', upper: true },
  minimum: { family: 'number-range', upper: false },
  exclusiveMinimum: { family: 'number-range', upper: false },
  maximum: { family: 'number-range', upper: true },
  exclusiveMaximum: { family: 'number-range', upper: true },
  minItems: { family: 'array-size', upper: false },
  maxItems: { family: 'array-size', upper: true },
  minProperties: { family: 'object-size', upper: false },
  maxProperties: { family: 'object-size', upper: true },
  maxEntries: { family: 'json-size', upper: true },
  maxJsonBytes: { family: 'json-size', upper: true },
};

/** Keywords this walker understands; any other keyword that differs is reported as schema-changed. */
const HANDLED = new Set<string>([
  '$ref', ...DOC_KEYWORDS, ...ANNOTATION_KEYWORDS, 'type', 'enum', 'const', 'properties', 'required', 'additionalProperties',
  'propertyNames', 'uniqueItems', 'pattern', 'multipleOf', 'oneOf', 'anyOf', 'allOf', 'not', ...Object.keys(BOUNDS),
  ...KEYWORD_COMPARISONS.flatMap((comparison) => comparison.keywords),
]);

/**
 * Compares one schema of the old contract with its counterpart in the new one and reports every
 * difference in what they accept as a fact at the finest place it can name. Two references to the
 * same named type are not descended into: the type itself is compared once, under /types/<Name>.
 * Any other reference is followed, so moving an inline schema into `types` changes nothing.
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
  const unwrap = (schema: JsonSchema, other: JsonSchema) => (Array.isArray(other.allOf) ? schema : withoutLoneAllOf(schema));
  [oldSchema, newSchema] = [unwrap(oldSchema, newSchema), unwrap(newSchema, oldSchema)];
  const fact = (rule: DiffRuleId, params?: Fact['params'], at?: { old?: ContractPath; new?: ContractPath; gated?: boolean }) =>
    cx.report({ rule, direction: cx.direction, gated: at?.gated ?? gated, old: at?.old ?? oldPath, new: at?.new ?? newPath, ...(params ? { params } : {}) });

  const oldRef = refTarget(oldSchema.$ref);
  const newRef = refTarget(newSchema.$ref);
  if (oldRef !== undefined && oldRef === newRef) {
    compareDocs(oldSchema, newSchema, fact, { old: oldPath, new: newPath });
    compareGate(oldSchema, newSchema, fact);
    return;
  }
  const pairKey = `${oldRef ?? ''}\u0000${newRef ?? ''}`;
  if ((oldRef !== undefined || newRef !== undefined) && seen.has(pairKey)) return;
  const nextSeen = oldRef !== undefined || newRef !== undefined ? new Set([...seen, pairKey]) : seen;
  const [a, b] = alignSpellings(shapeOf(oldSchema, cx.oldTypes).schema, shapeOf(newSchema, cx.newTypes).schema, cx.oldTypes, cx.newTypes);
  const recurse: Recurse = (sa, sb, pa, pb, g = gated) => compareSchemas(cx, sa, sb, pa, pb, g, nextSeen);
  const untyped: SchemaComparison = { ...cx, report: (found) => cx.report({ ...found, untyped: true }) };
  const differs = (sa: unknown, sb: unknown, pa: ContractPath, pb: ContractPath) => {
    if (!isSchema(sa) || !isSchema(sb)) return canonicalJson(sa) !== canonicalJson(sb);
    const inner: Fact[] = [];
    compareSchemas({ ...cx, report: (found) => inner.push(found) }, sa, sb, pa, pb, gated, nextSeen);
    for (const found of inner) if (DOCS_ONLY.has(found.rule)) cx.report(found);
    return inner.some((found) => !DOCS_ONLY.has(found.rule));
  };
  const pair: SchemaPair = {
    comparison: cx,
    a,
    b,
    oldPath,
    newPath,
    gated,
    fact,
    recurse,
    recurseUntyped: (sa, sb, pa, pb, g = gated) => compareSchemas(untyped, sa, sb, pa, pb, g, nextSeen),
    differs,
    newGate: (schema) => newGate(cx, schema),
  };

  compareDocs(a, b, fact, { old: oldPath, new: newPath });
  compareGate(a, b, fact);
  compareTypes(a, b, fact);
  compareValues(a, b, oldPath, newPath, fact);
  compareBounds(a, b, oldPath, newPath, fact);
  const atKeyword = (keyword: string) => ({ old: [...oldPath, keyword], new: [...newPath, keyword] });
  if (a.uniqueItems !== b.uniqueItems && (a.uniqueItems === true || b.uniqueItems === true)) {
    fact(b.uniqueItems === true ? 'unique-items-added' : 'unique-items-removed', undefined, atKeyword('uniqueItems'));
  }
  if (a.pattern !== b.pattern) {
    if (a.pattern === undefined) fact('pattern-added', { new: String(b.pattern) }, atKeyword('pattern'));
    else if (b.pattern === undefined) fact('pattern-removed', { old: String(a.pattern) }, atKeyword('pattern'));
    else fact('pattern-changed', { old: String(a.pattern), new: String(b.pattern) }, atKeyword('pattern'));
  }
  if (a.multipleOf !== b.multipleOf) fact('multiple-of-changed', { old: String(a.multipleOf ?? 'none'), new: String(b.multipleOf ?? 'none') }, atKeyword('multipleOf'));
  compareObjects(cx, a, b, oldPath, newPath, gated, fact, recurse);
  const [na, nb] = [a.propertyNames, b.propertyNames];
  if (isSchema(na) && isSchema(nb)) recurse(na, nb, [...oldPath, 'propertyNames'], [...newPath, 'propertyNames']);
  else if (canonicalJson(na) !== canonicalJson(nb)) fact('schema-changed', { keyword: 'propertyNames' });
  for (const keyword of ['oneOf', 'anyOf'] as const) compareUnion(cx, a, b, keyword, oldPath, newPath, gated, fact, recurse);
  // An allOf shapeOf could not merge: its parts pair up by position. Widening or narrowing one part
  // widens or narrows the whole at most, so each part's facts hold for the whole (its descriptions are docs).
  const [la, lb] = [a.allOf, b.allOf];
  if (Array.isArray(la) && Array.isArray(lb) && la.length === lb.length && la.every(isSchema) && lb.every(isSchema)) {
    la.forEach((part: JsonSchema, index) => recurse(part, lb[index] as JsonSchema, [...oldPath, 'allOf', index], [...newPath, 'allOf', index]));
  } else if (canonicalJson(la) !== canonicalJson(lb)) fact('schema-changed', { keyword: 'allOf' });
  // What narrows under `not` widens the whole, and the reverse: only wording (docs) and reordering (nothing) are told from a real change.
  if (differs(a.not, b.not, [...oldPath, 'not'], [...newPath, 'not'])) fact('schema-changed', { keyword: 'not' });
  for (const comparison of KEYWORD_COMPARISONS) comparison.compare(pair);
  runSchemaRules(pair);
  const others = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => !HANDLED.has(key)));
  for (const keyword of [...others].sort()) {
    if (canonicalJson(a[keyword]) !== canonicalJson(b[keyword])) fact('schema-changed', { keyword });
  }
}

/** The facts that only document: under a keyword whose facts do not keep their direction (`not`, `if`), these alone are reported as they are. */
const DOCS_ONLY = new Set<DiffRuleId>(['description-changed', 'examples-changed']);

function compareDocs(a: JsonSchema, b: JsonSchema, fact: Report, at: { old: ContractPath; new: ContractPath }): void {
  for (const keyword of DOC_KEYWORDS) {
    if (canonicalJson(a[keyword]) === canonicalJson(b[keyword])) continue;
    if (keyword === 'default') {
      const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
      fact('default-changed', { old: show(a.default), new: show(b.default) }, { old: [...at.old, 'default'], new: [...at.new, 'default'] });
    } else fact(keyword === 'examples' ? 'examples-changed' : 'description-changed', { keyword });
  }
}

function compareGate(a: JsonSchema, b: JsonSchema, fact: Report): void {
  if (a.requires === b.requires) return;
  if (typeof b.requires === 'string') fact('field-gate-added', { feature: b.requires });
  else fact('field-gate-removed', { feature: String(a.requires) });
}

function compareTypes(a: JsonSchema, b: JsonSchema, fact: Report): void {
  // Types only inferred from enum/const values on both sides: the value comparison says it all.
  if (a.type === undefined && b.type === undefined) return;
  const [ta, tb] = [typeSet(a), typeSet(b)];
  if (ta === undefined && tb === undefined) return;
  const params = { old: describeTypes(ta), new: describeTypes(tb) };
  if (params.old === params.new) return;
  const widened = ta !== undefined && (tb === undefined || typesWithin(ta, tb));
  const narrowed = tb !== undefined && (ta === undefined || typesWithin(tb, ta));
  fact(widened ? 'type-widened' : narrowed ? 'type-narrowed' : 'type-changed', params);
}

function compareValues(a: JsonSchema, b: JsonSchema, oldPath: ContractPath, newPath: ContractPath, fact: Report): void {
  const [va, vb] = [valueSet(a), valueSet(b)];
  if (va === undefined && vb === undefined) return;
  const show = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');
  if (va === undefined) return fact('enum-restricted', { values: show(vb!) });
  if (vb === undefined) return fact('enum-unrestricted', { values: show(va) });
  const keyword = (schema: JsonSchema) => (Object.hasOwn(schema, 'const') ? 'const' : 'enum');
  const oldKeys = va.map(canonicalJson);
  const newKeys = vb.map(canonicalJson);
  vb.forEach((value, index) => {
    if (oldKeys.includes(newKeys[index]!)) return;
    const at = keyword(b) === 'const' ? [...newPath, 'const'] : [...newPath, 'enum', index];
    fact('enum-value-added', { value: JSON.stringify(value) }, { old: [...oldPath, keyword(a)], new: at });
  });
  va.forEach((value, index) => {
    if (newKeys.includes(oldKeys[index]!)) return;
    const at = keyword(a) === 'const' ? [...oldPath, 'const'] : [...oldPath, 'enum', index];
    fact('enum-value-removed', { value: JSON.stringify(value) }, { old: at, new: [...newPath, keyword(b)] });
  });
}

function compareBounds(a: JsonSchema, b: JsonSchema, oldPath: ContractPath, newPath: ContractPath, fact: Report): void {
  for (const [keyword, { family, upper }] of Object.entries(BOUNDS)) {
    const [x, y] = [a[keyword] as number | undefined, b[keyword] as number | undefined];
    if (x === y) continue;
    // An absent bound admits everything: a lower bound of -∞, an upper bound of +∞.
    const loosened = upper ? y === undefined || (x !== undefined && y > x) : y === undefined || (x !== undefined && y < x);
    const rule = `${family}-${loosened ? 'loosened' : 'tightened'}` as DiffRuleId;
    fact(rule, { keyword, old: x === undefined ? 'none' : x, new: y === undefined ? 'none' : y }, { old: [...oldPath, keyword], new: [...newPath, keyword] });
  }
}

function compareObjects(
  cx: SchemaComparison,
  a: JsonSchema,
  b: JsonSchema,
  oldPath: ContractPath,
  newPath: ContractPath,
  gated: boolean,
  fact: Report,
  recurse: Recurse,
): void {
  const pa = (a.properties as Record<string, JsonSchema> | undefined) ?? {};
  const pb = (b.properties as Record<string, JsonSchema> | undefined) ?? {};
  const ra = new Set((a.required as string[] | undefined) ?? []);
  const rb = new Set((b.required as string[] | undefined) ?? []);
  const closedA = a.additionalProperties === false;
  const closedB = b.additionalProperties === false;
  const names = [...Object.keys(pa), ...Object.keys(pb).filter((name) => !Object.hasOwn(pa, name))];
  const settled = new Set<string>();
  for (const property of names) {
    const inOld = Object.hasOwn(pa, property);
    const inNew = Object.hasOwn(pb, property);
    if (inOld && inNew) {
      // As for operations: only a gate the old member lacked keeps its changes from old peers, which know a gate they had.
      const gate = gated || (newGate(cx, pb[property]!) !== undefined && gateOf(pa[property]!, cx.oldTypes) === undefined);
      recurse(pa[property]!, pb[property]!, [...oldPath, 'properties', property], [...newPath, 'properties', property], gate);
      continue;
    }
    settled.add(property);
    if (inNew) {
      const feature = newGate(cx, pb[property]!);
      const at = { old: [...oldPath, 'properties'], new: [...newPath, 'properties', property], gated: gated || feature !== undefined };
      const gate = feature === undefined ? '' : ` (gated by feature ${feature})`;
      // A member declared absent (`not: {}`, as QueuedOrHandled's branches name each other's) on an
      // object that was closed was refused before as unknown and is refused now as declared: no change.
      if (closedA && !rb.has(property) && admitsNothing(pb[property]!)) continue;
      if (rb.has(property)) fact('required-property-added', { property, closed: closedA }, at);
      else fact(closedA ? 'optional-property-added-closed' : 'optional-property-added-open', { property, gate }, at);
    } else {
      const at = { old: [...oldPath, 'properties', property], new: [...newPath, 'properties'] };
      const old = resolveRef(pa[property]!, cx.oldTypes).schema;
      const sunset = reachedSunset(old.deprecated === true, old.sunset, cx.newVersion);
      if (sunset !== undefined) fact('property-removed-after-sunset', { property, sunset }, at);
      else fact('property-removed', { property, wasRequired: ra.has(property), closed: closedB }, at);
    }
  }
  for (const property of [...ra].filter((name) => !rb.has(name) && !settled.has(name))) {
    fact('property-made-optional', { property }, { old: [...oldPath, 'required'], new: [...newPath, 'required'] });
  }
  for (const property of [...rb].filter((name) => !ra.has(name) && !settled.has(name))) {
    fact('property-made-required', { property }, { old: [...oldPath, 'required'], new: [...newPath, 'required'] });
  }
  const [xa, xb] = [a.additionalProperties, b.additionalProperties];
  if (isSchema(xa) && isSchema(xb)) recurse(xa, xb, [...oldPath, 'additionalProperties'], [...newPath, 'additionalProperties']);
  else if (closedA !== closedB && !isSchema(xa) && !isSchema(xb)) fact(closedB ? 'object-closed' : 'object-opened');
  else if (canonicalJson(xa) !== canonicalJson(xb)) fact('schema-changed', { keyword: 'additionalProperties' });
}

function compareUnion(
  cx: SchemaComparison,
  a: JsonSchema,
  b: JsonSchema,
  keyword: 'oneOf' | 'anyOf',
  oldPath: ContractPath,
  newPath: ContractPath,
  gated: boolean,
  fact: Report,
  recurse: Recurse,
): void {
  const la = a[keyword] as JsonSchema[] | undefined;
  const lb = b[keyword] as JsonSchema[] | undefined;
  if (la === undefined && lb === undefined) return;
  if (la === undefined || lb === undefined) {
    fact('schema-changed', { keyword });
    return;
  }
  const { pairs, removed, added, keysA, keysB } = pairVariants(la, lb, cx.oldTypes, cx.newTypes);
  for (const [index, match] of pairs) recurse(la[index]!, lb[match]!, [...oldPath, keyword, index], [...newPath, keyword, match]);
  for (const index of removed) {
    const at = { old: [...oldPath, keyword, index], new: [...newPath, keyword] };
    const old = resolveRef(la[index]!, cx.oldTypes).schema;
    const sunset = reachedSunset(old.deprecated === true, old.sunset, cx.newVersion);
    if (sunset !== undefined) fact('union-variant-removed-after-sunset', { variant: keysA[index]!, sunset }, at);
    else fact('union-variant-removed', { variant: keysA[index]! }, at);
  }
  for (const index of added) {
    const key = keysB[index]!;
    const feature = newGate(cx, lb[index]!);
    const gate = feature === undefined ? '' : ` (gated by feature ${feature})`;
    fact('union-variant-added', { variant: key, gate }, { old: [...oldPath, keyword], new: [...newPath, keyword, index], gated: gated || feature !== undefined });
  }
}

/** Whether a schema admits no value at all: `false`, or `not` of a schema with no keyword. */
function admitsNothing(schema: JsonSchema | boolean): boolean {
  if (schema === false) return true;
  const not = typeof schema === 'object' ? schema.not : undefined;
  return typeof not === 'object' && not !== null && Object.keys(not).length === 0;
}
