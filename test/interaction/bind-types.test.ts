/**
 * What `bind(...).dispatch` returns (issue 40): the handlers' output type, in every form a protocol
 * reaches bind — declared inline, typed by explicit type arguments, or any object of the documented
 * shape. These are types: `tsc -p tsconfig.json` (in `npm test`) checks each expectTypeOf and each
 * `@ts-expect-error`. Were `Output` lost again, `dispatch` would return `unknown` and every
 * `returns.toEqualTypeOf<…>()` below would fail the type-check; the runtime assertions check that
 * the types describe what dispatch really returns.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Interaction, type ManifestRow } from '../../interaction/index.ts';

/** The declaration: a command typed by its field schemas, and one with no fields. */
const declared = () =>
  Interaction.define({
    commandField: 'type',
    commands: {
      reply: {
        category: 'presentation',
        description: 'Show a note',
        fields: { text: { required: true, jsonSchema: { type: 'string' } } },
      },
      unavailable: { category: 'receipt', description: 'Unavailable', fields: {} },
    },
  });

describe("dispatch returns the handlers' output", () => {
  it('rule: a protocol declared inline: the output of handlers whose values are typed from the field schemas', () => {
    const full = Interaction.bind(declared(), {
      reply: (value) => {
        expectTypeOf(value).toEqualTypeOf<{ type: 'reply'; text: string }>();
        return 'note:' + value.text;
      },
      unavailable: () => 'n/a',
    });
    const out: string = full.dispatch({ type: 'reply', text: 'x' }, undefined);
    expectTypeOf(full.dispatch).returns.toEqualTypeOf<string>();
    expect(out).toBe('note:x');
  });

  it('rule: explicit type arguments: the output of a handler typed by its context', () => {
    type Value = { type: string; n?: number };
    const protocol = Interaction.define<Value, Value, [], 'count' | 'reset'>({
      commandField: 'type',
      commands: {
        count: { category: 'presentation', description: 'Count', fields: ['n'] },
        reset: { category: 'receipt', description: 'Reset', fields: [] },
      },
    });
    const bound = Interaction.bind(protocol, {
      count: (value, context: { base: number }) => context.base + (value.n ?? 0),
      // The context of an unannotated handler is the one the annotated handler gave.
      reset: (_value, context) => context.base,
    });
    const out: number = bound.dispatch({ type: 'count', n: 2 }, { base: 40 });
    expectTypeOf(bound.dispatch).returns.toEqualTypeOf<number>();
    expectTypeOf(bound.dispatch).parameter(1).toEqualTypeOf<{ base: number }>();
    expect(out).toBe(42);
    expect(bound.dispatch({ type: 'reset' }, { base: 7 })).toBe(7);
    // The same with a handler that takes no arguments: TypeScript infers from it before the others.
    const constant = Interaction.bind(protocol, {
      count: (_value, context: { base: number }) => context.base,
      reset: () => 0,
    });
    expectTypeOf(constant.dispatch).returns.toEqualTypeOf<number>();
    expect(constant.dispatch({ type: 'count' }, { base: 5 })).toBe(5);
  });

  it('rule: any object of the documented shape, { commands: { manifest() }, receive() }', () => {
    const rows: readonly ManifestRow[] = [
      { id: 'ping', category: undefined, description: undefined, terminal: undefined, modes: undefined },
    ];
    const shaped = {
      commands: { manifest: () => rows },
      receive: (value: { op: string; at: number }) => ({ id: 'ping' as const, result: value }),
    };
    const bound = Interaction.bind(shaped, { ping: (value) => value.at * 2 });
    const out: number = bound.dispatch({ op: 'ping', at: 21 }, undefined);
    expectTypeOf(bound.dispatch).returns.toEqualTypeOf<number>();
    expectTypeOf(bound.dispatch).parameter(0).toEqualTypeOf<{ op: string; at: number }>();
    expect(out).toBe(42);
  });

  it('rule: handlers that all return one object type give that type, not a widened one', () => {
    const bound = Interaction.bind(declared(), {
      reply: (value) => ({ shown: value.text }),
      unavailable: () => ({ shown: '' }),
    });
    expectTypeOf(bound.dispatch).returns.toEqualTypeOf<{ shown: string }>();
    expect(bound.dispatch({ type: 'reply', text: 'x' }, undefined)).toEqual({ shown: 'x' });
  });
});

describe('the handler table is held complete by the type checker', () => {
  it('rule: a missing handler does not compile (and is refused at run time)', () => {
    const protocol = declared();
    // @ts-expect-error -- the handler for `unavailable` is missing
    expect(() => Interaction.bind(protocol, { reply: () => 'x' })).toThrow(/no handler/);
  });

  it('rule: an extra handler does not compile (and is refused at run time)', () => {
    const protocol = declared();
    // @ts-expect-error -- `launch` is not a command of the protocol
    expect(() => Interaction.bind(protocol, { reply: () => 'x', unavailable: () => 'y', launch: () => 'z' })).toThrow(
      /does not register/,
    );
  });

  it("rule: a handler whose value does not fit its command's declared schema does not compile", () => {
    const protocol = declared();
    const bound = Interaction.bind(protocol, {
      // @ts-expect-error -- reply's text is a string, not a number
      reply: (value: { text: number }) => value.text,
      unavailable: () => 0,
    });
    expect(bound.catalog.map((row) => row.id)).toEqual(['reply', 'unavailable']);
  });
});
