/**
 * What the json-schema-bundle tests share: the bundled spec's model and its rendered bundle, the
 * committed vocabulary documents (schema/vocabulary/), the standard 2020-12 keyword set read from
 * the official meta-schemas Ajv ships, and a walk over every schema node of a 2020-12 document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { renderSchemaBundle } from '../../generator/json-schema-bundle/render-bundle.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel } from '../../generator/pipeline.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SPEC = join(ROOT, 'spec/session-protocol');

export type Schema = { readonly [keyword: string]: unknown };

const loaded = await loadModel(nodeFileSystem, SPEC);
if (loaded.value === undefined)
  throw new Error(`the bundled spec does not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
export const model: ProtocolModel = loaded.value;
export const rendered = renderSchemaBundle(model);
export const bundle = JSON.parse(rendered.content) as Schema & { readonly $defs: Readonly<Record<string, Schema>> };

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Schema;

/** The committed vocabulary folder: the dialect meta-schema and one meta-schema per felan vocabulary. */
export const VOCABULARY_DIR = join(ROOT, 'schema/vocabulary');
export const vocabularyDocuments: readonly Schema[] = readdirSync(VOCABULARY_DIR)
  .filter((name) => name.endsWith('.schema.json'))
  .sort()
  .map((name) => readJson(join(VOCABULARY_DIR, name)));
/** The meta-schema every bundle names as its `$schema`. */
export const dialect = vocabularyDocuments.find((doc) => doc.$id === bundle.$schema);

const OFFICIAL_VOCABULARY = /^https:\/\/json-schema\.org\/draft\/2020-12\/vocab\//;

/** Each felan vocabulary the dialect lists: its URI, whether it is required, and the keywords its meta-schema declares. */
export function felanVocabularies(): { uri: string; required: boolean; keywords: Map<string, Schema> }[] {
  const listed = Object.entries((dialect?.$vocabulary ?? {}) as Record<string, boolean>).filter(
    ([uri]) => !OFFICIAL_VOCABULARY.test(uri),
  );
  return listed.map(([uri, required]) => {
    const meta = vocabularyDocuments.find(
      (doc) => doc !== dialect && Object.hasOwn((doc.$vocabulary ?? {}) as object, uri),
    );
    if (meta === undefined) throw new Error(`no meta-schema in schema/vocabulary declares the vocabulary ${uri}`);
    return { uri, required, keywords: new Map(Object.entries((meta.properties ?? {}) as Record<string, Schema>)) };
  });
}

/** Keyword → the schema of its value, over every felan vocabulary. */
export function declaredKeywords(): Map<string, Schema> {
  return new Map(felanVocabularies().flatMap((vocabulary) => [...vocabulary.keywords]));
}

const require = createRequire(import.meta.url);
const OFFICIAL_META_DIR = join(dirname(require.resolve('ajv/dist/refs/json-schema-2020-12/schema.json')), 'meta');

/**
 * Every keyword the seven official 2020-12 vocabularies define, from their meta-schemas (not the
 * top meta-schema, whose extra properties are the deprecated draft-07 forms it still tolerates).
 */
export const STANDARD_KEYWORDS: ReadonlySet<string> = new Set(
  readdirSync(OFFICIAL_META_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => Object.keys((readJson(join(OFFICIAL_META_DIR, name)).properties ?? {}) as object)),
);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const SINGLE = [
  'additionalProperties',
  'propertyNames',
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAPS = ['$defs', 'properties', 'patternProperties', 'dependentSchemas'];

/** Every schema object in a 2020-12 document with its JSON pointer, by the applicators' 2020-12 meaning (data keywords such as `const` are not entered). */
export function schemaNodes(root: Schema, pointer = ''): { node: Schema; pointer: string }[] {
  const out = [{ node: root, pointer }];
  const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
  for (const keyword of SINGLE)
    if (isSchema(root[keyword])) out.push(...schemaNodes(root[keyword], `${pointer}/${keyword}`));
  for (const keyword of LISTS) {
    if (Array.isArray(root[keyword]))
      (root[keyword] as unknown[]).forEach(
        (sub, i) => isSchema(sub) && out.push(...schemaNodes(sub, `${pointer}/${keyword}/${i}`)),
      );
  }
  for (const keyword of MAPS) {
    if (isSchema(root[keyword]))
      for (const [name, sub] of Object.entries(root[keyword]))
        if (isSchema(sub)) out.push(...schemaNodes(sub, `${pointer}/${keyword}/${escape(name)}`));
  }
  return out;
}
