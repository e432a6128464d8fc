/**
 * The bundle is a valid JSON Schema 2020-12 document twice over: against the official meta-schema
 * (Ajv 2020, and @cfworker/json-schema as a second opinion) and against the felan dialect it names
 * as `$schema`, whose vocabulary meta-schemas check every custom keyword's value at any depth.
 */
import { Validator } from '@cfworker/json-schema';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECT_ID } from '../../generator/json-schema-bundle/bundle-uris.ts';
import { bundle, dialect, felanVocabularies, vocabularyDocuments, type Schema } from './bundle-under-test.ts';
import { felanAjv } from './felan-ajv.ts';

const OFFICIAL = 'https://json-schema.org/draft/2020-12/schema';

/** The official 2020-12 meta-schema and its seven vocabulary meta-schemas, as Ajv ships them (cfworker carries none). */
const officialDir = dirname(createRequire(import.meta.url).resolve('ajv/dist/refs/json-schema-2020-12/schema.json'));
const officialMetaSchemas: Schema[] = [
  join(officialDir, 'schema.json'),
  ...readdirSync(join(officialDir, 'meta'))
    .sort()
    .map((name) => join(officialDir, 'meta', name)),
].map((path) => JSON.parse(readFileSync(path, 'utf8')) as Schema);

/**
 * A cfworker validator of `root` that knows every official and felan meta-schema. cfworker does not
 * follow `$dynamicRef` (it would check only a document's top level), so each `"$dynamicRef": "#meta"`
 * is resolved statically to what the dynamic scope resolves it to here: the root meta-schema.
 */
function cfworker(root: Schema): Validator {
  const toRoot = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(toRoot);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]) =>
      key === '$dynamicRef' && child === '#meta' ? ['$ref', root.$id] : [key, toRoot(child)],
    );
    return Object.fromEntries(entries);
  };
  const documents = [...officialMetaSchemas, ...vocabularyDocuments].map((doc) => toRoot(doc) as Schema);
  const validator = new Validator(documents.find((doc) => doc.$id === root.$id)! as object, '2020-12', false);
  for (const doc of documents) if (doc.$id !== root.$id) validator.addSchema(doc as object);
  return validator;
}

const errorsOf = (ajv: Ajv2020) => (ajv.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);

/** A copy of the bundle with `mutate` applied to one definition deep inside it. */
function withDefinition(name: string, mutate: (def: Record<string, unknown>) => void): Schema {
  const copy = structuredClone(bundle) as { $defs: Record<string, Record<string, unknown>> };
  mutate(copy.$defs[name]!);
  return copy;
}

describe('the bundle against the meta-schemas', () => {
  it('rule: the bundle is valid against the official JSON Schema 2020-12 meta-schema (Ajv 2020)', () => {
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validate(OFFICIAL, bundle), errorsOf(ajv).join('\n')).toBe(true);
  });

  it('rule: the bundle is valid against the official 2020-12 meta-schema and the dialect (@cfworker/json-schema, a second implementation)', () => {
    for (const root of [officialMetaSchemas[0]!, dialect!]) {
      const result = cfworker(root).validate(bundle);
      expect(
        result.valid,
        `${String(root.$id)}:\n${result.errors
          .slice(0, 5)
          .map((e) => `${e.instanceLocation} ${e.error}`)
          .join('\n')}`,
      ).toBe(true);
    }
  });

  it('rule: the bundle names the committed felan dialect as its $schema, and is valid against it', () => {
    expect(bundle.$schema).toBe(DIALECT_ID);
    expect(dialect, `no document in schema/vocabulary has the $id ${DIALECT_ID}`).toBeDefined();
    const ajv = felanAjv({ allErrors: true });
    expect(ajv.validate(DIALECT_ID, bundle), errorsOf(ajv).join('\n')).toBe(true);
    expect(ajv.validateSchema(bundle), 'validateSchema follows $schema to the dialect').toBe(true);
  });

  it('rule: the dialect checks custom keyword values at any depth (its $dynamicAnchor reaches nested subschemas)', () => {
    const ajv = felanAjv({ allErrors: true });
    const nested = withDefinition('PromptParams', (def) => {
      def.properties = {
        deep: { type: 'array', items: { type: 'string', maxBytes: -1 } },
        gated: { type: 'string', requires: '' },
        checked: { type: 'array', check: 'noSuchCheck' },
      };
      def.direction = 'sideways';
    });
    expect(ajv.validate(DIALECT_ID, nested)).toBe(false);
    expect(errorsOf(ajv).sort()).toEqual(
      [
        '/$defs/PromptParams/direction must be equal to one of the allowed values',
        '/$defs/PromptParams/properties/deep/items/maxBytes must be >= 0',
        '/$defs/PromptParams/properties/gated/requires must NOT have fewer than 1 characters',
        '/$defs/PromptParams/properties/checked/check must be equal to one of the allowed values',
      ].sort(),
    );
    expect(cfworker(dialect!).validate(nested).valid, 'cfworker agrees').toBe(false);
    // The official meta-schema alone knows nothing of these keywords and accepts the same document.
    expect(new Ajv2020({ strict: false }).validate(OFFICIAL, nested)).toBe(true);
    expect(cfworker(officialMetaSchemas[0]!).validate(nested).valid).toBe(true);
  });

  it('rule: a standard keyword with a wrong value fails both meta-schemas (the dialect includes the official one)', () => {
    const broken = withDefinition('Prompt', (def) => {
      def.minProperties = 'two';
    });
    expect(new Ajv2020({ strict: false }).validate(OFFICIAL, broken)).toBe(false);
    expect(felanAjv().validate(DIALECT_ID, broken)).toBe(false);
    expect(cfworker(officialMetaSchemas[0]!).validate(broken).valid).toBe(false);
    expect(cfworker(dialect!).validate(broken).valid).toBe(false);
  });
});

describe('the vocabulary documents (schema/vocabulary)', () => {
  it('rule: each is itself a valid 2020-12 schema, with a unique $id under https://felan.ai/schemas/felan-protocol/', () => {
    const ajv = new Ajv2020({ strict: false });
    for (const doc of vocabularyDocuments) {
      expect(doc.$schema, String(doc.$id)).toBe(OFFICIAL);
      expect(ajv.validate(OFFICIAL, doc), `${String(doc.$id)}: ${errorsOf(ajv).join('; ')}`).toBe(true);
      expect(doc.$id).toMatch(/^https:\/\/felan\.ai\/schemas\/felan-protocol\//);
      expect(doc.$dynamicAnchor, `${String(doc.$id)} takes part in the dialect's dynamic scope`).toBe('meta');
    }
    expect(new Set(vocabularyDocuments.map((doc) => doc.$id)).size).toBe(vocabularyDocuments.length);
  });

  it('rule: the dialect lists the seven standard 2020-12 vocabularies (format as an assertion) and the felan ones, and combines their meta-schemas with allOf', () => {
    const vocabularies = dialect!.$vocabulary as Record<string, boolean>;
    for (const name of [
      'core',
      'applicator',
      'unevaluated',
      'validation',
      'meta-data',
      'format-assertion',
      'content',
    ]) {
      expect(vocabularies[`https://json-schema.org/draft/2020-12/vocab/${name}`], name).toBe(true);
    }
    // The generated package asserts format; a dialect saying "annotation" would let a consumer accept what every host rejects.
    expect(Object.keys(vocabularies)).not.toContain('https://json-schema.org/draft/2020-12/vocab/format-annotation');
    const felan = felanVocabularies();
    expect(felan.map((v) => [v.uri.replace(/.*\//, ''), v.required])).toEqual([
      ['bounds', true], // assertions: ignoring them accepts what every host rejects
      ['contract', false], // annotations: safe to ignore
      ['checks', false], // protocol rules the parsers apply: ignoring them checks the shape only
    ]);
    const refs = (dialect!.allOf as { $ref: string }[]).map((entry) => new URL(entry.$ref, String(dialect!.$id)).href);
    expect(refs[0]).toBe(OFFICIAL);
    for (const doc of vocabularyDocuments.filter((d) => d !== dialect))
      expect(refs, String(doc.$id)).toContain(doc.$id);
  });
});
