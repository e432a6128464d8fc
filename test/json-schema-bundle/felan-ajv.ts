/**
 * Ajv 2020 set up as a consumer outside this toolchain would set it up from the published
 * vocabulary alone: the felan meta-schemas added, each assertion keyword of a required vocabulary
 * implemented from its documented meaning (with the differential test's reference counters, which
 * share no code with the generator or runtime/), each keyword of an optional vocabulary registered
 * as an annotation unless the consumer chooses to apply it (`checks: 'applied'`), and, as the
 * dialect asserts `format`, each format the README lists checked the way an ajv-formats user would
 * (the differential test's reference formats: @cfworker/json-schema's and the RFC grammars, again
 * sharing no code with runtime/). A declared assertion keyword with no implementation here fails
 * the setup; so does a format Ajv would meet unknown (strict mode).
 */
import { Ajv2020, type KeywordDefinition } from 'ajv/dist/2020.js';
import { PART_CHECKS, type CheckName } from '../../generator/parts/part-checks.ts';
import { jsonBytes, jsonEntries, utf8Bytes } from '../differential/support/reference-counters.ts';
import { referenceFormat, SPEC_FORMATS } from '../differential/support/reference-formats.ts';
import { dialect, felanVocabularies, vocabularyDocuments, type Schema } from './bundle-under-test.ts';

const FORMAT_ASSERTION = 'https://json-schema.org/draft/2020-12/vocab/format-assertion';

type Check = Pick<KeywordDefinition, 'type'> & { readonly valid: (data: unknown, limit: number) => boolean };

/** The required vocabulary's keywords as the meta-schema's descriptions define them. */
export const ASSERTIONS: Readonly<Record<string, Check>> = {
  maxBytes: { type: 'string', valid: (data, limit) => utf8Bytes(data as string) <= limit },
  maxEntries: { valid: (data, limit) => jsonEntries(data) <= limit },
  maxJsonBytes: { valid: (data, limit) => jsonBytes(data) <= limit },
};

/**
 * `uniqueItems` as 2020-12 defines it. Ajv's own keyword indexes scalar items in a plain object and
 * so lets two "__proto__" strings pass (generator/schema/ajv-compiler.ts replaces it for the same
 * reason); the mutations below try exactly that.
 */
const uniqueItems: KeywordDefinition = {
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  validate: (unique: boolean, data: unknown[]) =>
    !unique || new Set(data.map((item) => canonicalText(item))).size === data.length,
};

/** JSON text with object keys sorted: equal texts ⇔ equal JSON values (numbers as JSON writes them, so 1 and 1.0 agree). */
function canonicalText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalText((value as Record<string, unknown>)[key])}`)
    .join(',')}}`;
}

/**
 * `check` (the optional checks vocabulary) for a consumer that applies it. The one keyword not
 * written here from its description: the checks are rules of the protocol, some a page long, so
 * this calls the functions the generated package carries. Compared with the package, the bundle
 * then shows that it names each check where the package applies it; the rules themselves are tested
 * on their own (test/runtime/parts/checks). Run after the node's other keywords, as the package does.
 */
const checkKeyword: KeywordDefinition = {
  keyword: 'check',
  schemaType: 'string',
  post: true,
  validate: (name: string, data: unknown) => PART_CHECKS[name as CheckName].check(data) === undefined,
  errors: false,
};

/** Keywords of optional vocabularies this consumer can apply when asked; every other one is an annotation. */
const OPTIONAL_ASSERTIONS: Readonly<Record<string, KeywordDefinition>> = { check: checkKeyword };

export interface FelanAjvOptions {
  readonly allErrors?: boolean;
  /**
   * What to do with the optional checks vocabulary: `ignored` (the default), as a generic 2020-12
   * validator may, so the bundle checks the shape only; `applied`, to get the package's verdicts.
   */
  readonly checks?: 'applied' | 'ignored';
}

export function felanAjv(options: FelanAjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    // As the toolchain's own Ajv: a oneOf branch may rely on its parent's type and properties.
    strictTypes: false,
    strictRequired: false,
    // A tuple may leave its length open (prefixItems without minItems or with items beyond it), as 2020-12 allows.
    strictTuples: false,
    allowUnionTypes: true,
    allErrors: options.allErrors ?? false,
    // Asserted only when the dialect says so, as the format-assertion vocabulary asks.
    validateFormats: (dialect?.$vocabulary as Record<string, boolean> | undefined)?.[FORMAT_ASSERTION] === true,
  });
  for (const doc of vocabularyDocuments) ajv.addMetaSchema(doc as object);
  for (const name of SPEC_FORMATS)
    ajv.addFormat(name, { type: 'string', validate: (value: string) => referenceFormat(name, value) });
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword(uniqueItems);
  for (const vocabulary of felanVocabularies()) {
    for (const [keyword, valueSchema] of vocabulary.keywords) {
      if (!vocabulary.required) {
        const assertion = options.checks === 'applied' ? OPTIONAL_ASSERTIONS[keyword] : undefined;
        ajv.addKeyword({ ...(assertion ?? { keyword }), metaSchema: valueSchema as object });
        continue;
      }
      const check = ASSERTIONS[keyword];
      if (check === undefined)
        throw new Error(
          `vocabulary ${vocabulary.uri} declares ${keyword}, which this test cannot evaluate: implement it in ASSERTIONS`,
        );
      ajv.addKeyword({
        keyword,
        ...(check.type === undefined ? {} : { type: check.type }),
        metaSchema: valueSchema as object,
        validate: (limit: number, data: unknown) => check.valid(data, limit),
        errors: false,
      });
    }
  }
  return ajv;
}

export type { Schema };
