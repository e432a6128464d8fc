/**
 * A library users would pick instead of this package, reduced to what the bench needs: turn one of
 * the package's emitted JSON Schemas into a yes/no check. Every baseline compiles the very objects the
 * package exports (OperationSchemas, ClientEnvelopeSchema, …), so all of them judge the same contract.
 */
export type Check = (value: unknown) => boolean;

export interface Baseline {
  /** As printed in the table. */
  readonly name: string;
  /** A column-sized label. */
  readonly short: string;
  readonly compile: (schema: object) => Check;
}

/**
 * The contract's own keywords, unknown to every baseline: they are dropped (Ajv is told they are
 * annotations; TypeBox and zod skip keywords they do not know), so the baselines enforce less than the
 * package does — no UTF-8 byte limits, no JSON size or entry bounds.
 */
export const CONTRACT_KEYWORDS = ['maxBytes', 'maxJsonBytes', 'maxEntries', 'requires', 'direction', 'sunset'] as const;
