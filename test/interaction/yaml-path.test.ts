/**
 * The YAML path against the runtime path: the kitchen-sink fixture spec declares the kit's own example
 * as an interaction catalog; its generated package (built here) and Interaction.define over the same
 * definition must give the same schemas and the same answers.
 */
import { describe, expect, it } from 'vitest';
import { Interaction, InteractionRejection } from 'felan-protocol/interaction';
import { kitchenSinkPackage } from './support/kitchen-sink-package.ts';

const { generated, exports: yamlPath } = await kitchenSinkPackage();
const catalog = generated.model.interactions.find((entry) => entry.name === 'notes')!;
const runtimePath = Interaction.define(structuredClone(catalog.definition) as never);

const outcome = (run: () => unknown) => {
  try {
    return { result: run() };
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return {
      code: (error as InteractionRejection).code,
      message: (error as Error).message,
      tags: (error as InteractionRejection).tags,
    };
  }
};

describe('an interaction catalog from YAML equals the same catalog defined at run time', () => {
  it('rule: both paths give the same model and input schemas, and the same manifest', () => {
    expect(yamlPath.notes.modelJsonSchema).toEqual(runtimePath.modelJsonSchema);
    expect(yamlPath.notes.inputJsonSchema).toEqual(runtimePath.inputJsonSchema);
    expect(yamlPath.NOTES_MANIFEST).toEqual(runtimePath.commands.manifest());
  });

  it('rule: both paths accept and reject the same payloads, with the same codes, wording and tags', () => {
    const payloads = [
      { type: 'reply', text: 'hi' },
      { type: 'reply', text: 'hi', tone: 'slow' },
      { type: 'reply', text: '   ' },
      { type: 'reply', text: 'é'.repeat(33) },
      { type: 'reply', tone: 'loud', text: 'x' },
      { type: 'unavailable' },
      { type: 'unavailable', extra: 1 },
      { type: 'nope' },
      {},
      { kind: 'reply', text: 'alias on input' },
      { type: 'reply', kind: 'unavailable', text: 'selectors disagree' },
      { type: 'draft', body: 'b', mode: 'edit' },
      { type: 'draft', body: 'b', mode: 'view' },
      { type: 'draft', body: 'b' },
      { type: 'draft', body: 'b', mode: 'edit', savedAt: 5 },
    ];
    for (const payload of payloads) {
      expect(
        outcome(() => yamlPath.notes.receive(payload)),
        JSON.stringify(payload),
      ).toEqual(outcome(() => runtimePath.receive(payload)));
    }
  });

  it('rule: a payload whose discriminator names another command is treated alike when one command parses it', () => {
    for (const payload of [{ type: 'unavailable' }, { text: 'no discriminator' }, { type: 'reply', text: 'ok' }]) {
      expect(
        outcome(() => yamlPath.notes.commands.require('reply').parse(payload)),
        JSON.stringify(payload),
      ).toEqual(outcome(() => runtimePath.commands.require('reply').parse(payload as never)));
    }
  });

  it('rule: the generated bind needs a handler for every command, and dispatches to the selected one', () => {
    const bound = yamlPath.bindNotes({
      reply: (value: { text: string }) => `note: ${value.text}`,
      unavailable: () => 'n/a',
      draft: () => 'saved',
    });
    expect(bound.dispatch({ type: 'reply', text: 'hi' }, undefined)).toBe('note: hi');
    expect(() => yamlPath.bindNotes({ reply: () => 'x' })).toThrow();
  });
});
