/** Inputs are never mutated: not the definitions, not the payloads, not on rejection. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Interaction, InteractionRejection } from '../../interaction/index.ts';
import { chat, deepFreeze, FIXTURES, NOT_STRICT_EXPRESSIBLE } from './fixtures.ts';

/** The chat protocol in both model schema dialects, compiled afresh by each test. */
const chatInBothDialects = () => [
  Interaction.define(chat),
  Interaction.define({ ...chat, modelSchemaDialect: 'strict' }),
];

/** Payloads each shaped like one chat command, most of them valid. */
const shaped = fc.oneof(
  fc.record(
    {
      type: fc.constant('reply'),
      text: fc.string({ minLength: 1, maxLength: 20 }),
      tone: fc.constantFrom('plain', 'warm', null),
    },
    { requiredKeys: ['type', 'text'] },
  ),
  fc.record({ kind: fc.constant('unavailable'), reason: fc.string() }, { requiredKeys: ['kind'] }),
  fc.record(
    { type: fc.constant('approve'), mode: fc.constant('review'), requestId: fc.constant('req-1'), note: fc.string() },
    { requiredKeys: ['type', 'mode', 'requestId'] },
  ),
  fc.record(
    {
      type: fc.constant('finish'),
      summary: fc.record(
        {
          title: fc.string(),
          items: fc.array(
            fc.record({ label: fc.string(), done: fc.constantFrom(true, null) }, { requiredKeys: ['label'] }),
          ),
        },
        { requiredKeys: ['title'] },
      ),
      score: fc.constantFrom(1, 'n/a', null),
    },
    { requiredKeys: ['type', 'summary'] },
  ),
);

/** Noise over any command: wrong selectors, modes, owned fields, values of any kind. */
const noise = fc.record(
  {
    type: fc.constantFrom('reply', 'approve', 'launch', 7),
    kind: fc.constantFrom('reply', 'finish'),
    mode: fc.constantFrom('review', 'chat', 3),
    text: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
    approvedBy: fc.string(),
    summary: fc.jsonValue(),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

const payload: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  shaped,
  fc.tuple(shaped, noise).map(([value, extra]) => ({ ...value, ...extra })),
  noise,
);

describe('immutability', () => {
  it('rule: defining a protocol leaves its deep-frozen definition unchanged', () => {
    for (const [name, definition] of Object.entries(FIXTURES)) {
      const before = JSON.stringify(definition);
      deepFreeze(definition);
      expect(() => Interaction.define(definition), name).not.toThrow();
      if (!NOT_STRICT_EXPRESSIBLE.has(name))
        expect(() => Interaction.define({ ...definition, modelSchemaDialect: 'strict' }), name).not.toThrow();
      expect(JSON.stringify(definition)).toBe(before);
    }
  });

  it('rule: parse never mutates a payload, accepted or rejected, and never returns it as is', () => {
    const protocols = chatInBothDialects();
    fc.assert(
      fc.property(payload, (value) => {
        const before = structuredClone(value);
        deepFreeze(value);
        for (const protocol of protocols) {
          try {
            const { result } = protocol.receive(value);
            expect(result).not.toBe(value);
          } catch (error) {
            // Any other error — a TypeError from writing into a frozen object, say — fails the run.
            if (!(error instanceof InteractionRejection)) throw error;
          }
          expect(value).toEqual(before);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("rule: parsing an accepted payload's result again gives the same result", () => {
    const protocols = chatInBothDialects();
    let accepted = 0;
    fc.assert(
      fc.property(payload, (value) => {
        for (const protocol of protocols) {
          let result: Record<string, unknown>;
          try {
            result = protocol.parse(value);
          } catch {
            continue;
          }
          accepted++;
          expect(protocol.parse(deepFreeze(structuredClone(result)))).toEqual(result);
        }
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('rule: compiling the same definition twice gives the same schemas', () => {
    const [first, second] = [Interaction.define(chat), Interaction.define(chat)];
    expect(JSON.stringify(second.modelJsonSchema)).toBe(JSON.stringify(first.modelJsonSchema));
    expect(JSON.stringify(second.inputJsonSchema)).toBe(JSON.stringify(first.inputJsonSchema));
  });
});
