/**
 * copyPlainJson (runtime/boundary/plain-json.ts) when the slow walk, reading the value again, finds
 * nothing wrong where the fast copy did (an object behind a Proxy that answers its first reads
 * differently): the words of the fast copy's own problem. Those words are module-level constants,
 * so the module is loaded afresh inside each test: a mutation run credits them only to the tests
 * during which it is evaluated.
 */
import { describe, expect, it, vi } from 'vitest';

async function freshCopy(): Promise<typeof import('../../../runtime/boundary/plain-json.ts').copyPlainJson> {
  vi.resetModules();
  return (await import('../../../runtime/boundary/plain-json.ts')).copyPlainJson;
}

/** `{ a: 'x' }`, whose member `a` is described as `early` to the first `times` reads of its descriptor. */
function describedFirstAs(early: PropertyDescriptor, times: number): object {
  let reads = 0;
  return new Proxy(
    { a: 'x' },
    {
      getOwnPropertyDescriptor: (target, key) =>
        key === 'a' && reads++ < times ? early : Reflect.getOwnPropertyDescriptor(target, key),
    },
  );
}

/** The code, message and pointer of what `run` throws (a ProtocolError of the fresh module graph). */
function thrown(run: () => unknown): { code: unknown; message: unknown; pointer: unknown } {
  try {
    run();
  } catch (error) {
    const { name, code, message, pointer } = error as {
      name: unknown;
      code: unknown;
      message: unknown;
      pointer: unknown;
    };
    expect(name).toBe('ProtocolError');
    return { code, message, pointer };
  }
  throw new Error('expected a ProtocolError, the value was copied');
}

// Object.keys reads each descriptor once (is it enumerable?), then the copy reads it again: two reads.
const FAST_COPY_READS = 2;

describe("copyPlainJson: the fast copy's words when the slow walk finds nothing", () => {
  it('rule: a member the fast copy saw as an accessor is refused as "a hole, an accessor property or a __proto__ key", at the root', async () => {
    const copyPlainJson = await freshCopy();
    const flaky = describedFirstAs({ get: () => 'x', enumerable: true, configurable: true }, FAST_COPY_READS);
    expect(thrown(() => copyPlainJson(flaky, 8, 1000, 'bad'))).toEqual({
      code: 'bad',
      message: 'not plain JSON: a hole, an accessor property or a __proto__ key (at )',
      pointer: '',
    });
  });

  it('rule: a value the fast copy counted past the budget is refused as larger than "the allowed" bytes, at the root', async () => {
    const copyPlainJson = await freshCopy();
    const flaky = describedFirstAs(
      { value: 'x'.repeat(1000), writable: true, enumerable: true, configurable: true },
      FAST_COPY_READS,
    );
    expect(thrown(() => copyPlainJson(flaky, 8, 100, 'bad'))).toEqual({
      code: 'bad',
      message:
        'not plain JSON: larger than a frame can hold: more than the allowed bytes as JSON (an object held twice counts each time) (at )',
      pointer: '',
    });
  });

  it('rule: read the same each time, the same value is copied', async () => {
    const copyPlainJson = await freshCopy();
    expect(
      copyPlainJson(
        describedFirstAs({ value: 'x', writable: true, enumerable: true, configurable: true }, FAST_COPY_READS),
        8,
        100,
        'bad',
      ),
    ).toEqual({ a: 'x' });
  });
});
