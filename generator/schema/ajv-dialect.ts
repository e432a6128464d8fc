import CoreModule from 'ajv/dist/core.js';
import type { Options } from 'ajv';
import applicatorModule from 'ajv/dist/vocabularies/applicator/index.js';
import coreVocabularyModule from 'ajv/dist/vocabularies/core/index.js';
import { metadataVocabulary } from 'ajv/dist/vocabularies/metadata.js';
import nextModule from 'ajv/dist/vocabularies/next.js';
import validationModule from 'ajv/dist/vocabularies/validation/index.js';

// Ajv's dist is CommonJS with `exports.default`: under Node's ESM loader the default import is the
// whole exports object, under a bundler or tsx it may already be the default. Take either.
const unwrap = <T>(module: T | { default: T }): T => ((module as { default?: T }).default ?? module) as T;
const CoreAjv = unwrap(CoreModule);

/**
 * Ajv for the spec's dialect: the JSON Schema 2020-12 vocabularies the spec format admits (core
 * `$ref`, validation, applicators with 2020-12 `prefixItems`/`items`, metadata, and the `next`
 * keywords dependentRequired, dependentSchemas, minContains, maxContains; `format` is the toolchain's
 * own keyword, format-keyword.ts) and nothing of
 * `$dynamicRef` or `unevaluated*`, which the dialect refuses. Ajv2020 turns both of those on
 * unconditionally, and they cost every generated validator: a `dynamicAnchors` argument on each call
 * and an `evaluated` record on each function.
 */
export class DialectAjv extends CoreAjv {
  constructor(options: Options) {
    super({ ...options, next: true, unevaluated: false, dynamicRef: false, validateSchema: false });
  }

  override _addVocabularies(): void {
    super._addVocabularies();
    for (const vocabulary of [
      unwrap(coreVocabularyModule),
      unwrap(validationModule),
      unwrap(applicatorModule)(true),
      metadataVocabulary,
      unwrap(nextModule),
    ]) {
      this.addVocabulary(vocabulary);
    }
  }
}
