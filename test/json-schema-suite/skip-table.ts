/**
 * What of the official JSON-Schema-Test-Suite (draft 2020-12) is not run, and why: one table. A
 * file or group is here for one of three reasons:
 * - `outside`: it tests something the spec's dialect does not have (docs/spec-format.md, "Schemas"),
 *   so it cannot be written as a spec type at all — translate.ts throws OutsideDialect for it;
 * - `refused`: it is valid JSON Schema that the spec format refuses on purpose (a project rule),
 *   and the test checks that `gen` refuses it with a positioned error carrying `code`;
 * - `other-meaning`: the dialect gives its keyword another meaning on purpose, which other suite
 *   files test;
 * - `boundary-refuses`: the group runs, and the exported validator must give the suite's verdict,
 *   but `parseSchema` refuses every case whose data holds a `__proto__` member: the boundary's
 *   plain-JSON copy refuses that key anywhere (runtime/boundary/plain-json.ts), whatever the schema.
 * The suite test fails when the folder holds a file this table and the run do not account for, when
 * a listed group no longer exists, or when a listed group is not in fact refused.
 */
export interface SkipEntry {
  /** The file, relative to tests/draft2020-12. */
  readonly file: string;
  /** Group descriptions; absent for the whole file. */
  readonly groups?: readonly string[];
  readonly kind: 'outside' | 'refused' | 'other-meaning' | 'boundary-refuses';
  /** For `refused`: the diagnostic code `gen` reports. */
  readonly code?: string;
  readonly reason: string;
}

const NAMED_BY_KEY = 'the dialect names a schema by its key under `types` and refers to it as `#/types/<Name>`';

export const SKIPPED: readonly SkipEntry[] = [
  // Identifiers and references the dialect does not have.
  { file: 'anchor.json', kind: 'outside', reason: `$anchor: ${NAMED_BY_KEY}` },
  {
    file: 'dynamicRef.json',
    kind: 'outside',
    reason: '$dynamicRef/$dynamicAnchor: no extensible recursion; a named type refers to itself by name',
  },
  { file: 'optional/dynamicRef.json', kind: 'outside', reason: '$dynamicRef/$dynamicAnchor, as dynamicRef.json' },
  {
    file: 'refRemote.json',
    kind: 'outside',
    reason: 'remote references: a spec folder is self-contained, it never fetches a schema',
  },
  {
    file: 'defs.json',
    kind: 'outside',
    reason:
      'validates schemas against the remote 2020-12 meta-schema; the spec format has its own (schema/felan-spec.schema.json)',
  },
  { file: 'optional/anchor.json', kind: 'outside', reason: `$anchor: ${NAMED_BY_KEY}` },
  { file: 'optional/id.json', kind: 'outside', reason: `$id: ${NAMED_BY_KEY}` },
  { file: 'optional/cross-draft.json', kind: 'outside', reason: 'references a schema of another draft by URI' },
  {
    file: 'optional/unknownKeyword.json',
    kind: 'outside',
    reason: '$id inside an unknown keyword: the spec format refuses unknown keywords',
  },
  {
    file: 'optional/refOfUnknownKeyword.json',
    kind: 'outside',
    reason: 'unknown keywords: the spec format refuses them (a typo would otherwise constrain nothing)',
  },
  {
    file: 'ref.json',
    groups: [
      'Recursive references between schemas',
      'refs with relative uris and defs',
      'relative refs with absolute uris and defs',
      '$id must be resolved against nearest parent, not just immediate parent',
      'order of evaluation: $id and $ref',
      'order of evaluation: $id and $anchor and $ref',
      'order of evaluation: $id and $ref on nested schema',
      'simple URN base URI with $ref via the URN',
      'simple URN base URI with JSON pointer',
      'URN base URI with NSS',
      'URN base URI with r-component',
      'URN base URI with q-component',
      'URN base URI with URN and JSON pointer ref',
      'URN base URI with URN and anchor ref',
      'URN ref with nested pointer ref',
      'ref to if',
      'ref to then',
      'ref to else',
      'ref with absolute-path-reference',
      '$id with file URI still resolves pointers - *nix',
      '$id with file URI still resolves pointers - windows',
    ],
    kind: 'outside',
    reason: `$id and URI references: ${NAMED_BY_KEY}`,
  },
  {
    file: 'ref.json',
    groups: ['relative pointer ref to object', 'relative pointer ref to array', 'empty tokens in $ref json-pointer'],
    kind: 'outside',
    reason: `a JSON Pointer into a schema other than to a $defs entry: ${NAMED_BY_KEY}`,
  },
  {
    file: 'ref.json',
    groups: ['remote ref, containing refs itself'],
    kind: 'outside',
    reason: 'references the remote 2020-12 meta-schema',
  },
  {
    file: 'ref.json',
    groups: ['ref creates new scope when adjacent to keywords'],
    kind: 'outside',
    reason: 'unevaluatedProperties, as unevaluatedProperties.json',
  },
  // Keywords the dialect does not have.
  {
    file: 'unevaluatedItems.json',
    kind: 'outside',
    reason:
      'unevaluatedItems: a type is closed by items: false or additionalProperties: false where it is declared, which the TypeScript types and strip plans can follow',
  },
  { file: 'unevaluatedProperties.json', kind: 'outside', reason: 'unevaluatedProperties, as unevaluatedItems.json' },
  {
    file: 'not.json',
    groups: ["collect annotations inside a 'not', even if collection is disabled"],
    kind: 'outside',
    reason: 'unevaluatedProperties, as unevaluatedItems.json',
  },
  {
    file: 'content.json',
    kind: 'outside',
    reason:
      'contentMediaType/contentEncoding/contentSchema: annotations for encoded documents in strings; the contract carries JSON values as JSON',
  },
  {
    file: 'vocabulary.json',
    groups: ['schema that uses custom metaschema with with no validation vocabulary'],
    kind: 'outside',
    reason: '$vocabulary and custom meta-schemas: the dialect is fixed (schema/vocabulary/)',
  },
  {
    file: 'optional/format-assertion.json',
    kind: 'outside',
    reason: 'a custom meta-schema with the format-assertion vocabulary; in the dialect format always asserts',
  },
  {
    file: 'optional/dependencies-compatibility.json',
    kind: 'outside',
    reason: 'draft-07 `dependencies`: the dialect has its 2020-12 split, dependentRequired and dependentSchemas',
  },
  {
    file: 'format.json',
    kind: 'other-meaning',
    reason:
      'format as an annotation only (every string valid); in the dialect format asserts, which optional/format/*.json test',
  },
  {
    file: 'optional/format/idn-email.json',
    kind: 'refused',
    code: 'invalid-value',
    reason:
      'format idn-email is not in the documented set, so a spec error: its domain is an IDNA 2008 host name, as idn-hostname',
  },
  {
    file: 'optional/format/idn-hostname.json',
    kind: 'refused',
    code: 'invalid-value',
    reason:
      'format idn-hostname is not in the documented set, so a spec error (IDNA 2008 needs the Bidi rule of RFC 5893, whose data no JavaScript regular expression exposes)',
  },
  {
    file: 'optional/format/unknown.json',
    kind: 'refused',
    code: 'invalid-value',
    reason: 'an unknown format is a spec error, never a format that accepts everything',
  },
  {
    file: 'properties.json',
    groups: ['properties whose names are Javascript object property names'],
    kind: 'boundary-refuses',
    reason:
      'a member named __proto__ is refused at the boundary, where copying it into a plain object would set a prototype',
  },
  {
    file: 'required.json',
    groups: ['required properties whose names are Javascript object property names'],
    kind: 'boundary-refuses',
    reason: 'a member named __proto__ is refused at the boundary, as in properties.json',
  },
  // Valid JSON Schema the spec format refuses on purpose.
  {
    file: 'enum.json',
    groups: ['empty enum'],
    kind: 'refused',
    code: 'invalid-spec',
    reason: 'an enum needs a value: an empty one is a type no value has, almost always a mistake',
  },
  {
    file: 'if-then-else.json',
    groups: [
      'ignore if without then or else',
      'ignore then without if',
      'ignore else without if',
      'non-interference across combined schemas',
    ],
    kind: 'refused',
    code: 'invalid-spec',
    reason: 'if without then or else, or then or else without if, would be ignored: refused, as Ajv strict mode does',
  },
  {
    file: 'patternProperties.json',
    groups: ['patternProperties validates properties matching a regex'],
    kind: 'refused',
    code: 'pattern-redos',
    reason:
      'the unanchored pattern f.*o takes quadratic time on a long name of f characters: every pattern a peer reaches must match in linear time',
  },
  {
    file: 'maxContains.json',
    groups: ['maxContains without contains is ignored'],
    kind: 'refused',
    code: 'invalid-spec',
    reason: 'maxContains without contains would be ignored: refused',
  },
  {
    file: 'minContains.json',
    groups: ['minContains without contains is ignored'],
    kind: 'refused',
    code: 'invalid-spec',
    reason: 'minContains without contains would be ignored: refused',
  },
  {
    file: 'minContains.json',
    groups: ['minContains = 0'],
    kind: 'refused',
    code: 'missing-key',
    reason: 'minContains: 0 alone makes contains say nothing: refused as an ignored keyword, as Ajv strict mode does',
  },
  {
    file: 'minContains.json',
    groups: ['maxContains < minContains'],
    kind: 'refused',
    code: 'bad-bounds',
    reason: 'a lower bound above its upper bound admits no array: refused, as for minLength and maxLength',
  },
];
