import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { KEYWORD_COMPARISONS } from '../schema-keywords/keyword-comparisons.ts';
import { isSchema, type SchemaPair } from '../schema-keywords/schema-pair.ts';
import { tupleRestChanged } from '../schema-keywords/tuple.ts';
import { UNION_KEYWORDS } from '../schema-matches.ts';
import { ANNOTATION_KEYWORDS, canonicalJson, DOC_KEYWORDS } from '../schema-shape.ts';
import { BOUNDS } from './support/bounds.ts';

// What the walker cannot pair and no other rule classifies is judged both ways: a sub-schema on one
// side only, sub-schemas that do not pair up, a negation, a keyword nobody handles.
export const schemaChanged = defineRule({
  id: 'schema-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: '{keyword} changed in a way the diff cannot classify: treated as breaking',
  detect: {
    schema(pair, report) {
      for (const keyword of unclassified(pair)) report({ keyword });
    },
  },
});

/** Keywords the walker pairs or a rule classifies; any other keyword that differs is schema-changed. */
const KNOWN_KEYWORDS = new Set<string>([
  '$ref',
  ...DOC_KEYWORDS,
  ...ANNOTATION_KEYWORDS,
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'uniqueItems',
  'pattern',
  'multipleOf',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  ...Object.keys(BOUNDS),
  ...KEYWORD_COMPARISONS.flatMap((comparison) => comparison.keywords),
]);

/** The keywords of the pair that changed in a way nothing else accounts for, in the order they are reported. */
function* unclassified(pair: SchemaPair): Generator<string> {
  const { a, b } = pair;
  const differ = (keyword: string) => canonicalJson(a[keyword]) !== canonicalJson(b[keyword]);
  const [xa, xb] = [a.additionalProperties, b.additionalProperties];
  // Two schemas are compared; `false` on one side only (neither a schema) is object-closed or -opened.
  const additionalClassified =
    (isSchema(xa) && isSchema(xb)) || ((xa === false) !== (xb === false) && !isSchema(xa) && !isSchema(xb));
  if (!additionalClassified && differ('additionalProperties')) yield 'additionalProperties';
  if (!(isSchema(a.propertyNames) && isSchema(b.propertyNames)) && differ('propertyNames')) yield 'propertyNames';
  for (const keyword of UNION_KEYWORDS) if ((a[keyword] === undefined) !== (b[keyword] === undefined)) yield keyword;
  if (pair.matches?.allOfByPosition !== true && differ('allOf')) yield 'allOf';
  // What narrows under `not` widens the whole, and the reverse: only wording (docs) and reordering (nothing) are told from a real change.
  if (pair.differs(a.not, b.not, [...pair.oldPath, 'not'], [...pair.newPath, 'not'])) yield 'not';
  if (tupleRestChanged(pair)) yield 'items';
  const others = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => !KNOWN_KEYWORDS.has(key)));
  for (const keyword of [...others].sort()) if (differ(keyword)) yield keyword;
}
