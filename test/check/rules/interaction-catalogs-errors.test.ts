/**
 * interaction-catalogs (generator/check/rules/interaction-catalogs.ts), called in-process: what the
 * interaction kit's core refuses (an InteractionDefinitionError, or a type that refers to itself) is
 * the spec's error, invalid-interaction; anything else the compile throws is not a finding about the
 * spec but a fault, and reaches the caller as it was thrown.
 */
import { describe, expect, it } from 'vitest';
import { interactionCatalogs } from '../../../generator/check/rules/interaction-catalogs.ts';
import type { InteractionCatalogDefinition } from '../../../generator/load/spec-document.ts';
import { lines, ruleContext } from '../support/rule-context.ts';

const withCatalog = (definition: Record<string, unknown>) =>
  ruleContext({ interactions: { answers: definition as unknown as InteractionCatalogDefinition } });

describe("interaction-catalogs: which errors are the spec's", () => {
  it('rule: a definition error of the core is invalid-interaction, at the field it names', () => {
    const context = withCatalog({
      commandField: 'type',
      fields: { type: { jsonSchema: { type: 'string' } } },
      commands: { submit: {} },
    });
    expect(lines(interactionCatalogs.check(context))).toEqual([
      `interactions/answers/fields/type:1:1  invalid-interaction  interaction catalog answers: the protocol's field "type" is a selector or the mode field`,
    ]);
  });

  it('rule: a type that refers to itself is invalid-interaction, at the catalog', () => {
    const context = ruleContext({
      types: { Tree: { type: 'object', properties: { kids: { type: 'array', items: { $ref: '#/types/Tree' } } } } },
      interactions: {
        answers: {
          commandField: 'type',
          commands: { submit: { fields: { tree: { jsonSchema: { $ref: '#/types/Tree' } } } } },
        } as unknown as InteractionCatalogDefinition,
      },
    });
    expect(lines(interactionCatalogs.check(context))).toEqual([
      'interactions/answers:1:1  invalid-interaction  interaction catalog answers: type Tree refers to itself, so an interaction field cannot use it: model-facing schemas are written out in full, without $ref',
    ]);
  });

  it("rule: an error that is neither is thrown on, not reported as the spec's (a catalog without commands, which the meta-schema refuses)", () => {
    const context = withCatalog({ commandField: 'type' });
    expect(() => interactionCatalogs.check(context)).toThrow(TypeError);
  });
});
