/**
 * The bundle as a compound document (JSON Schema 2020-12 §9.3): one embedded resource per
 * definition, each with its own `$id`, every reference aimed at one of them, nothing left of draft-07,
 * and the definitions named as the generated TypeScript names them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleBase } from '../../generator/json-schema-bundle/bundle-uris.ts';
import { bundle, model, rendered, schemaNodes } from './bundle-under-test.ts';

const defs = Object.entries(bundle.$defs);
const idOf = new Map(defs.map(([name, def]) => [def.$id as string, name]));

describe('the bundle as a compound schema document', () => {
  it('rule: every $def is a schema resource with its own absolute $id under the bundle base, and no two share one', () => {
    const base = bundleBase(model.protocol);
    expect(bundle.$id).toBe(`${base}bundle.json`);
    for (const [name, def] of defs) {
      expect(typeof def.$id, name).toBe('string');
      expect(def.$id as string, name).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}(types|operations)/`));
      expect(new URL(def.$id as string).hash, `${name}: an $id has no fragment`).toBe('');
    }
    expect(idOf.size, 'duplicate $id').toBe(defs.length);
  });

  it('rule: every $ref resolves within the bundle, to the $id of a definition', () => {
    const dangling: string[] = [];
    let refs = 0;
    for (const [name, def] of defs) {
      for (const { node, pointer } of schemaNodes(def)) {
        if (node.$ref === undefined) continue;
        refs++;
        // Resolve as 2020-12 does: against the base URI of the resource the reference sits in.
        const target = new URL(node.$ref as string, def.$id as string).href;
        if (!idOf.has(target)) dangling.push(`${name}${pointer}: ${String(node.$ref)}`);
      }
      expect(
        schemaNodes(def).filter(({ node }) => node.$id !== undefined).length,
        `${name}: only the resource root has an $id`,
      ).toBe(1);
    }
    expect(dangling).toEqual([]);
    expect(refs, 'the bundled spec references its types hundreds of times').toBeGreaterThan(300);
  });

  it('rule: every type and every operation part of the model has a definition, keyed by its TypeScript name, and nothing else does', () => {
    const expected = [
      ...model.types.map((type) => type.name),
      ...model.operations.flatMap((op) => [op.paramsTypeName, op.resultTypeName]),
    ].sort();
    expect(Object.keys(bundle.$defs)).toEqual(expected);
    for (const op of model.operations) {
      expect(bundle.$defs[op.paramsTypeName]!.$id, op.name).toBe(
        `${bundleBase(model.protocol)}operations/${op.name}/params.json`,
      );
      expect(bundle.$defs[op.resultTypeName]!.title).toBe(op.resultTypeName);
    }
    expect(bundle.$defs.ClientEnvelope!.$id, 'the request envelope is a type of the model').toBe(
      `${bundleBase(model.protocol)}types/ClientEnvelope.json`,
    );
    expect(bundle.$defs.ServerEnvelope, 'the response envelope too').toBeDefined();
  });

  it('rule: no draft-07 form survives (definitions, array items, additionalItems, dependencies, $recursiveRef), and no $ref points into #/types', () => {
    const found: string[] = [];
    for (const [name, def] of defs) {
      for (const { node, pointer } of schemaNodes(def)) {
        for (const keyword of ['definitions', 'additionalItems', 'dependencies', '$recursiveRef', '$recursiveAnchor'])
          if (keyword in node) found.push(`${name}${pointer}/${keyword}`);
        if (Array.isArray(node.items)) found.push(`${name}${pointer}/items is an array (2020-12: prefixItems)`);
        if (typeof node.$ref === 'string' && node.$ref.startsWith('#'))
          found.push(`${name}${pointer}/$ref ${node.$ref}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('rule: the committed bundle (generated/json-schema) is what the spec renders to: run `felan-protocol schema` after a spec change', () => {
    expect(rendered.path).toBe(`${model.protocol.packageDir}.schema.json`);
    expect(
      readFileSync(new URL(`../../generated/json-schema/${rendered.path}`, import.meta.url), 'utf8') ===
        rendered.content,
    ).toBe(true);
  });
});
