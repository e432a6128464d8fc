import type { Figure } from './figures.ts';

/**
 * What a bench module's default-exported function returns: its own detail lines, printed under its
 * name, and the figures it contributes to the combined table. A module may also return only lines.
 */
export interface BenchReport {
  readonly lines: readonly string[];
  readonly figures: readonly Figure[];
  /** Caveats the combined table prints once under it (what a baseline cannot express, say). */
  readonly notes?: readonly string[];
}

export function isBenchReport(value: unknown): value is BenchReport {
  if (typeof value !== 'object' || value === null) return false;
  const { lines, figures } = value as Partial<BenchReport>;
  return Array.isArray(lines) && Array.isArray(figures);
}
