/**
 * interaction-catalogs (generator/check/rules/interaction-catalogs.ts): every catalog compiles with
 * the interaction kit's core, as the generated package compiles it; what the core refuses is an
 * invalid-interaction error on the line its error names: a field by the name it is written under
 * (catalog or command, map or list), else the command's key, else the catalog's. A field may use a
 * declared type, but not one that refers to itself (model-facing schemas are written out in full).
 */
import { describe, expect, it } from 'vitest';
import { diagnose, yaml } from './support.ts';

const catalog = (...lines: string[]) => ({
  'extra.yaml': yaml('interactions:', '  answers:', '    commandField: type', ...lines),
});

describe('interaction-catalogs', () => {
  it('rule: a catalog whose field uses a declared type compiles', async () => {
    expect(
      await diagnose(
        catalog(
          '    commands:',
          '      submit:',
          '        fields:',
          "          text: { jsonSchema: { $ref: '#/types/Payload' } }",
        ),
      ),
    ).toEqual([]);
  });

  it('rule: a field of a type that refers to itself is refused, at the catalog', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        "  Tree: { type: object, properties: { kids: { type: array, items: { $ref: '#/types/Tree' } } } }",
        'interactions:',
        '  answers:', //                                   5
        '    commandField: type',
        '    commands:',
        '      submit:',
        '        fields:',
        "          tree: { jsonSchema: { $ref: '#/types/Tree' } }",
      ),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:5:3  invalid-interaction  interaction catalog answers: type Tree refers to itself, so an interaction field cannot use it: model-facing schemas are written out in full, without $ref',
    ]);
  });

  it("rule: an error of the catalog as a whole is on the catalog's key", async () => {
    expect(await diagnose(catalog('    commandAliases: [type]', '    commands:', '      submit: {}'))).toEqual([
      'extra.yaml:3:3  invalid-interaction  interaction catalog answers: the command field, its aliases and the mode field must all differ',
    ]);
  });

  it('rule: a catalog field is found where the catalog writes it, as a map key or a list item', async () => {
    expect(
      await diagnose(
        catalog('    fields:', '      type: { jsonSchema: { type: string } }', '    commands:', '      submit: {}'),
      ),
    ).toEqual([
      `extra.yaml:6:7  invalid-interaction  interaction catalog answers: the protocol's field "type" is a selector or the mode field`,
    ]);
    expect(await diagnose(catalog('    fields: [type]', '    commands:', '      submit: {}'))).toEqual([
      `extra.yaml:5:14  invalid-interaction  interaction catalog answers: the protocol's field "type" is a selector or the mode field`,
    ]);
  });

  it("rule: a command's field is found under the command", async () => {
    expect(
      await diagnose(
        catalog(
          '    commandAliases: [kind]',
          '    commands:',
          '      submit:',
          '        fields: { kind: { jsonSchema: { type: string } } }',
        ),
      ),
    ).toEqual([
      'extra.yaml:8:19  invalid-interaction  interaction catalog answers: command "submit": field "kind" is a selector or the mode field',
    ]);
  });

  it("rule: a command's check is found by its index under the command", async () => {
    expect(
      await diagnose(
        catalog(
          '    commands:',
          '      submit:',
          '        fields:',
          '          slug: { jsonSchema: { type: string } }',
          '        checks:',
          '          - { rule: requires, field: slug, fields: [slug] }',
        ),
      ),
    ).toEqual([
      'extra.yaml:10:13  invalid-interaction  interaction catalog answers: command "submit": check 1: rule "requires" names its own `field` "slug" in `fields`',
    ]);
  });
});
