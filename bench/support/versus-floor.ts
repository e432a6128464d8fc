/**
 * One validator figure: the package's parser on a set of frames, side by side with JSON.parse of the
 * same frames (the floor) and with each baseline checking the same frames, in one process. Yields the
 * package's row (judged against the target) and one context row per baseline.
 */
import type { Figure, Target } from './figures.ts';
import type { Frame } from './frames.ts';
import { sideBySide, type SideBySideOptions } from './side-by-side.ts';

/** About 40 ms of CPU per workload and round: the slowest baselines (hundreds of × JSON.parse) get a pass or two. */
const DEFAULTS: SideBySideOptions = { warmupPasses: 300, rounds: 15, passes: 400, roundMs: 40 };

export interface Contender {
  readonly short: string;
  readonly name: string;
  /** True when the frame passes; a baseline that refuses a valid frame would be timing its error path. */
  readonly check: (frame: Frame) => boolean;
}

export interface VersusFloor {
  readonly id: string;
  readonly label: string;
  readonly frames: readonly Frame[];
  /** The package's parser; it throws on a frame it refuses. */
  readonly parse: (frame: Frame) => unknown;
  readonly target: Target;
  readonly baselines: readonly Contender[];
  readonly options?: SideBySideOptions;
}

const utf8 = new TextEncoder();

export function measureVersusFloor(spec: VersusFloor): { figures: Figure[]; lines: string[] } {
  const { frames } = spec;
  for (const frame of frames) spec.parse(frame); // throws, naming the problem, if the package refuses an example
  const usable = spec.baselines.filter((baseline) => frames.every((frame) => baseline.check(frame)));
  const refusing = spec.baselines.filter((baseline) => !usable.includes(baseline));

  let sink = 0;
  const measured = sideBySide(
    [
      { name: 'JSON.parse', run: () => frames.forEach((frame) => (sink += JSON.parse(frame.text) === null ? 1 : 0)) },
      { name: 'package', run: () => frames.forEach((frame) => (sink += spec.parse(frame) === null ? 1 : 0)) },
      ...usable.map((baseline) => ({
        name: baseline.short,
        run: () => frames.forEach((frame) => (sink += baseline.check(frame) ? 1 : 0)),
      })),
    ],
    frames.length,
    { ...DEFAULTS, ...spec.options },
  );
  const [floor, ours, ...others] = measured.map((m) => m.ns);
  const bytes = frames.reduce((total, frame) => total + utf8.encode(frame.text).length, 0) / frames.length;
  const mbPerSecond = (ns: number) => (bytes / ns) * 1000;
  const baselineNs = new Map(usable.map((baseline, index) => [baseline.short, others[index]!]));

  const figures: Figure[] = [
    {
      id: spec.id,
      label: spec.label,
      value: ours! / floor!,
      unit: '× JSON.parse',
      target: spec.target,
      ns: ours!,
      mbPerSecond: mbPerSecond(ours!),
      floorRatio: ours! / floor!,
      baselineRatios: Object.fromEntries([...baselineNs].map(([short, ns]) => [short, ours! / ns])),
    },
    { id: `${spec.id}/JSON.parse`, label: 'JSON.parse of the same frames (the floor)', value: 1, unit: '× JSON.parse', ns: floor!, mbPerSecond: mbPerSecond(floor!), floorRatio: 1 },
    ...spec.baselines.map((baseline): Figure => {
      const ns = baselineNs.get(baseline.short);
      const label = baseline.name;
      if (ns === undefined) {
        const refused = frames.filter((frame) => !baseline.check(frame)).length;
        return { id: `${spec.id}/${baseline.short}`, label, value: NaN, unit: '× JSON.parse', error: `${baseline.name} refuses ${refused} of the ${frames.length} valid frames` };
      }
      return { id: `${spec.id}/${baseline.short}`, label, value: ns / floor!, unit: '× JSON.parse', ns, mbPerSecond: mbPerSecond(ns), floorRatio: ns / floor! };
    }),
  ];
  const lines = [
    `  ${spec.label}: ${frames.length} frames, ~${Math.round(bytes)} B each (sink ${sink % 7})`,
    ...figures.map((f) => `    ${f.label.padEnd(44)} ${f.ns === undefined ? '     n/a' : `${f.ns.toFixed(0).padStart(8)} ns`}  ${f.ns === undefined ? '' : `${(f.ns / floor!).toFixed(2)} × JSON.parse`}`),
    ...refusing.map((baseline) => `    (${baseline.name} refuses a valid frame: not timed)`),
  ];
  return { figures, lines };
}

/** How many times faster the package is than a baseline, as its own judged figure (issue 7: ≥ 4.5× TypeBox Value.Check and zod). */
export function speedUp(main: Figure, baseline: string, id: string, target: Target): Figure {
  const ratio = main.baselineRatios?.[baseline];
  return ratio === undefined
    ? { id, label: `faster than ${baseline}`, value: NaN, unit: '×', target, error: `${baseline} was not measured` }
    : { id, label: `faster than ${baseline}`, value: 1 / ratio, unit: '× (its ns ÷ ours)', target };
}
