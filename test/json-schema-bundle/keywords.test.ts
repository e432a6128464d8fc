/**
 * Every keyword the bundle keeps is either JSON Schema 2020-12's or declared by the felan
 * vocabulary; and the vocabulary declares exactly the custom keywords of the spec format, so a
 * keyword added to schema/felan-spec.schema.json cannot reach the bundle undeclared.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PART_CHECKS } from '../../generator/parts/part-checks.ts';
import {
  bundle,
  declaredKeywords,
  felanVocabularies,
  ROOT,
  schemaNodes,
  STANDARD_KEYWORDS,
  type Schema,
} from './bundle-under-test.ts';

/** The felan vocabulary of annotations: its keywords never change whether an instance validates. */
const ANNOTATION_VOCABULARY = 'https://felan.ai/schemas/felan-protocol/vocabulary/v1/contract';

/**
 * Annotations the bundled spec has no occasion to use, each with the reason and where a bundle
 * carrying it is tested instead. Only annotations may stand here: an asserting keyword the bundled
 * spec never uses would leave its verdicts untested against the package's.
 */
const UNUSED_ANNOTATIONS: Readonly<Record<string, string>> = {
  sunset:
    'the bundled spec deprecates nothing, and a sunset stands only beside a deprecation (rule deprecation-sunset); dialect-keywords.test.ts and determinism.test.ts carry one through a bundle',
};

describe('custom keywords and the vocabulary', () => {
  it('rule: every keyword used anywhere in the bundle is a standard 2020-12 keyword or declared in schema/vocabulary', () => {
    const declared = declaredKeywords();
    const undeclared = new Set<string>();
    const used = new Set<string>();
    for (const { node } of schemaNodes(bundle)) {
      for (const keyword of Object.keys(node)) {
        if (STANDARD_KEYWORDS.has(keyword)) continue;
        used.add(keyword);
        if (!declared.has(keyword)) undeclared.add(keyword);
      }
    }
    expect([...undeclared]).toEqual([]);
    // Not vacuous: the bundled spec uses every declared asserting keyword, and every declared
    // annotation but those listed with a reason; so the walk reaches deep nodes too.
    const annotations = new Set(
      felanVocabularies().flatMap((vocabulary) =>
        vocabulary.uri === ANNOTATION_VOCABULARY ? [...vocabulary.keywords.keys()] : [],
      ),
    );
    expect(annotations.size, `no vocabulary ${ANNOTATION_VOCABULARY}`).toBeGreaterThan(0);
    const expectedUsed = [...declared.keys()].filter((keyword) => !Object.hasOwn(UNUSED_ANNOTATIONS, keyword));
    expect([...used].sort()).toEqual(expectedUsed.sort());
    // The list stays true: only declared annotations, and none the bundle has come to use.
    for (const keyword of Object.keys(UNUSED_ANNOTATIONS))
      expect(annotations.has(keyword), `${keyword} is not an annotation of ${ANNOTATION_VOCABULARY}`).toBe(true);
  });

  it('rule: the vocabulary declares exactly the non-standard schema keywords the spec format admits', () => {
    const specMeta = JSON.parse(readFileSync(join(ROOT, 'schema/felan-spec.schema.json'), 'utf8')) as {
      definitions: { schema: Schema };
    };
    const admitted = Object.keys(specMeta.definitions.schema.properties as object);
    const custom = admitted.filter((keyword) => !STANDARD_KEYWORDS.has(keyword)).sort();
    expect(custom).toEqual([...declaredKeywords().keys()].sort());
    // Every keyword the spec admits is one the bundle may carry as it is: nothing generator-internal to strip.
    expect(specMeta.definitions.schema.additionalProperties).toBe(false);
  });

  it('rule: the checks vocabulary names exactly the checks the toolchain defines (PART_CHECKS) and the spec format admits, and defines each', () => {
    const check = declaredKeywords().get('check')!;
    const specMeta = JSON.parse(readFileSync(join(ROOT, 'schema/felan-spec.schema.json'), 'utf8')) as {
      definitions: { schema: { properties: Record<string, Schema> } };
    };
    expect([...(check.enum as string[])].sort()).toEqual(Object.keys(PART_CHECKS).sort());
    expect([...(specMeta.definitions.schema.properties.check!.enum as string[])].sort()).toEqual(
      Object.keys(PART_CHECKS).sort(),
    );
    // A consumer implements a check from the description alone: each name has its own definition there.
    for (const name of Object.keys(PART_CHECKS)) expect(check.description as string, name).toContain(`\n- ${name}: `);
    // The bundle keeps each check where the spec put it, as it is.
    const used = new Set(
      schemaNodes(bundle).flatMap(({ node }) => (typeof node.check === 'string' ? [node.check] : [])),
    );
    expect([...used].sort()).toEqual(Object.keys(PART_CHECKS).sort());
  });

  it('rule: the standard keyword set is read from the official meta-schemas, not assumed (sanity of the census)', () => {
    for (const keyword of [
      '$id',
      '$ref',
      '$defs',
      'prefixItems',
      'minLength',
      'title',
      'deprecated',
      'unevaluatedProperties',
    ])
      expect(STANDARD_KEYWORDS.has(keyword), keyword).toBe(true);
    // The 2020-12 keywords the spec format admits since issue 18: standard, so the bundle carries them as they are.
    for (const keyword of [
      'format',
      'patternProperties',
      'contains',
      'minContains',
      'maxContains',
      'dependentRequired',
      'dependentSchemas',
      'if',
      'then',
      'else',
    ]) {
      expect(STANDARD_KEYWORDS.has(keyword), keyword).toBe(true);
    }
    for (const keyword of ['maxBytes', 'definitions', 'dependencies', 'additionalItems'])
      expect(STANDARD_KEYWORDS.has(keyword), keyword).toBe(false);
  });
});
