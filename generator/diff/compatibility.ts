import type { Change, Layer, Waiver } from './change.ts';

/**
 * Which side of a version change `diff` checks, with Schema Registry's names. `backward`: the new
 * version reads what old writers wrote (only breaks of old writers count); `forward`: old readers
 * read what new writers write (only breaks of old readers count); `full`: both, the default, since
 * live traffic mixes versions both ways. `-transitive`: against every release snapshot, not only the
 * latest.
 */
export const COMPATIBILITY_MODES = [
  'full',
  'backward',
  'forward',
  'full-transitive',
  'backward-transitive',
  'forward-transitive',
] as const;
export type Compatibility = (typeof COMPATIBILITY_MODES)[number];

/** The layers a change can be on, in report order; --layer picks among them. */
export const LAYERS: readonly Layer[] = ['wire', 'typescript', 'docs'];

export function isTransitive(mode: Compatibility): boolean {
  return mode.endsWith('-transitive');
}

/** The mode without its `-transitive`: what a single comparison checks. */
export function directionOf(mode: Compatibility): 'full' | 'backward' | 'forward' {
  return mode.replace(/-transitive$/, '') as 'full' | 'backward' | 'forward';
}

/** What a run gates on. */
export interface GateSelection {
  readonly layers: readonly Layer[];
  readonly compatibility: Compatibility;
}

/**
 * Why a change does not count under `selection`, or undefined when it does. The mode speaks of wire
 * changes only: a change breaking the generated TypeScript breaks it whichever way the data flows,
 * and a change that breaks both sides (or nobody) counts in every mode.
 */
export function selectionWaiver(change: Change, selection: GateSelection): Waiver | undefined {
  if (!selection.layers.includes(change.layer)) {
    return { by: 'layer', reason: `--layer ${selection.layers.join(',')} leaves the ${change.layer} layer out` };
  }
  if (change.layer !== 'wire') return undefined;
  const mode = directionOf(selection.compatibility);
  if (mode === 'backward' && change.breaks === 'old-readers') {
    return {
      by: 'compatibility',
      reason: `it breaks old readers only; --compatibility ${selection.compatibility} checks that new readers read what old writers wrote`,
    };
  }
  if (mode === 'forward' && change.breaks === 'old-writers') {
    return {
      by: 'compatibility',
      reason: `it breaks old writers only; --compatibility ${selection.compatibility} checks that old readers read what new writers write`,
    };
  }
  return undefined;
}
