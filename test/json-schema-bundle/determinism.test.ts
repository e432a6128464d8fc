/**
 * renderSchemaBundle is a pure function of the model: same bytes every run, whatever order the
 * model lists its definitions in, canonical key order (keywords sorted, `properties` as written),
 * 2-space JSON with a final newline, and the model untouched.
 */
import { describe, expect, it } from 'vitest';
import { renderSchemaBundle } from '../../generator/json-schema-bundle/render-bundle.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { bundle, model, rendered, schemaNodes } from './bundle-under-test.ts';

describe('renderSchemaBundle', () => {
  it('rule: rendering twice gives the same bytes, and leaves the model as it was', () => {
    const before = JSON.stringify(model);
    expect(renderSchemaBundle(model).content === rendered.content).toBe(true);
    expect(JSON.stringify(model)).toBe(before);
  });

  it('rule: the order the model lists types and operations in changes nothing', () => {
    const reversed: ProtocolModel = {
      ...model,
      types: [...model.types].reverse(),
      operations: [...model.operations].reverse(),
    };
    expect(renderSchemaBundle(reversed).content === rendered.content).toBe(true);
  });

  it('rule: the text is canonical JSON: JSON.stringify(value, null, 2) plus one newline', () => {
    expect(rendered.content).toBe(JSON.stringify(JSON.parse(rendered.content), null, 2) + '\n');
    expect(rendered.content.endsWith('}\n')).toBe(true);
  });

  it('rule: the head comes first in a fixed order, definitions are sorted by name, keywords sorted at every level, properties kept as written', () => {
    expect(Object.keys(bundle)).toEqual(['$schema', '$id', '$comment', 'title', 'description', '$defs']);
    const names = Object.keys(bundle.$defs);
    expect(names).toEqual([...names].sort());
    for (const { node, pointer } of schemaNodes(bundle).slice(1)) {
      const keys = Object.keys(node);
      expect(keys, pointer).toEqual([...keys].sort());
    }
    // Prompt's properties in the order the spec writes them, not sorted.
    const prompt = model.types.find((type) => type.name === 'Prompt')!.schema.properties as object;
    expect(Object.keys(bundle.$defs.Prompt!.properties as object)).toEqual(Object.keys(prompt));
  });

  it('rule: an operation marked deprecated gives params and result definitions annotated deprecated: true; others carry no such annotation', () => {
    expect(Object.values(bundle.$defs).filter((def) => def.deprecated === true)).toEqual([]);
    const [first, ...rest] = model.operations;
    const marked: ProtocolModel = { ...model, operations: [{ ...first!, status: 'deprecated' }, ...rest] };
    const defs = (JSON.parse(renderSchemaBundle(marked).content) as typeof bundle).$defs;
    expect(defs[first!.paramsTypeName]!.deprecated).toBe(true);
    expect(defs[first!.resultTypeName]!.deprecated).toBe(true);
    expect(Object.values(defs).filter((def) => def.deprecated === true)).toHaveLength(2);
    expect(Object.values(defs).filter((def) => def.sunset !== undefined)).toEqual([]);
  });

  it("rule: a deprecated operation's sunset goes beside deprecated: true on its params and result definitions", () => {
    const [first, ...rest] = model.operations;
    const marked: ProtocolModel = {
      ...model,
      operations: [{ ...first!, status: 'deprecated', sunset: '9.0.0' }, ...rest],
    };
    const defs = (JSON.parse(renderSchemaBundle(marked).content) as typeof bundle).$defs;
    for (const name of [first!.paramsTypeName, first!.resultTypeName])
      expect(defs[name], name).toMatchObject({ deprecated: true, sunset: '9.0.0' });
    expect(Object.values(defs).filter((def) => def.sunset !== undefined)).toHaveLength(2);
  });

  it('rule: the $id base follows the package folder and the contract version, so two versions never share an $id', () => {
    const other: ProtocolModel = { ...model, protocol: { ...model.protocol, version: '9.9.9' } };
    const ids = Object.values((JSON.parse(renderSchemaBundle(other).content) as typeof bundle).$defs).map(
      (def) => def.$id as string,
    );
    for (const id of ids) expect(id).toMatch(/^https:\/\/felan\.ai\/schemas\/session-protocol\/9\.9\.9\//);
    expect(bundle.$id).toBe('https://felan.ai/schemas/session-protocol/0.6.0/bundle.json');
  });
});
