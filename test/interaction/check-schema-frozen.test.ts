/** The published schema of declarative checks is shared by every caller (runtime/interaction/declarative-checks.ts). */
import { describe, expect, it } from 'vitest';
import { DECLARATIVE_CHECK_SCHEMA } from '../../runtime/interaction/declarative-checks.ts';

/** Every object and array inside `value`, itself first. */
function containers(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  return [value, ...Object.values(value).flatMap(containers)];
}

describe('DECLARATIVE_CHECK_SCHEMA', () => {
  it('rule: the declarative check schema is frozen all the way down, so no caller can change it for another', () => {
    const all = containers(DECLARATIVE_CHECK_SCHEMA);
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((node) => !Object.isFrozen(node))).toEqual([]);
    expect(Object.isFrozen(DECLARATIVE_CHECK_SCHEMA)).toBe(true);
    expect(() => {
      (DECLARATIVE_CHECK_SCHEMA as Record<string, unknown>).type = 'array';
    }).toThrow(TypeError);
  });
});
