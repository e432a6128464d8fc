/** A command compiled with no command field: it has an id but no discriminator (compile-command.ts). */
import { describe, expect, it } from 'vitest';
import { compileCommands } from '../../interaction/index.ts';

describe('a command without a discriminator', () => {
  it('rule: with no command field a command has no selectors: parse adds no member and reads none', () => {
    const { note } = compileCommands({ note: { fields: { text: { jsonSchema: { type: 'string' } } } } });
    expect(note.discriminator).toBeUndefined();
    const parsed = note.parse({ text: 'hi' });
    expect(parsed).toEqual({ text: 'hi' });
    expect(Object.keys(parsed)).toEqual(['text']);
    expect(note.keys({ text: 'hi', type: 'note' })).toEqual([]);
  });
});
