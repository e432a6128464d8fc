/** A broken invariant: which rule, and what was seen. fast-check reports it with the case's replay path. */
export class InvariantViolation extends Error {
  override readonly name = 'InvariantViolation';

  constructor(
    readonly rule: string,
    detail: string,
  ) {
    super(`${rule}: ${detail}`);
  }
}

export function holds(condition: boolean, rule: string, detail: () => string): asserts condition {
  if (!condition) throw new InvariantViolation(rule, detail());
}
