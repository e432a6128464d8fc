/**
 * One validator figure: the package's parser on a set of frames, side by side with JSON.parse of the
 * same frames (the floor), and against each baseline checking the same frames, in one process.
 *
 * Every baseline gets its own interleaved rounds (issue 19): the package and the floor are measured
 * first on their own, then once more beside each baseline in turn (floor, package, baseline, round
 * after round), with a young-generation collection before every timed turn. So one library's garbage
 * is never collected on another's time, and each ratio to a baseline compares the package and that
 * baseline measured in the same rounds. Each group warms up for at least WARMUP_MS of wall time.
 *
 * Yields the package's row (its ns ÷ the floor's, the median over the groups, judged against the
 * target; its ratio to each baseline in the ÷ columns) and one context row per baseline.
 */
import type { Figure, Target } from './figures.ts';
import type { Frame } from './frames.ts';
import { median, sideBySide, type SideBySideOptions } from './side-by-side.ts';

/** About 40 ms of CPU per workload and round: the slowest baselines (hundreds of × JSON.parse) get a pass or two. */
const DEFAULTS: SideBySideOptions = {
  warmupPasses: 300,
  warmupMs: 1_500,
  rounds: 15,
  passes: 400,
  roundMs: 40,
  collect: true,
};

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
  /** Absent for a figure printed for context. */
  readonly target?: Target;
  readonly baselines: readonly Contender[];
  readonly options?: SideBySideOptions;
}

const utf8 = new TextEncoder();

export function measureVersusFloor(spec: VersusFloor): { figures: Figure[]; lines: string[] } {
  const { frames } = spec;
  for (const frame of frames) spec.parse(frame); // throws, naming the problem, if the package refuses an example
  const usable = spec.baselines.filter((baseline) => frames.every((frame) => baseline.check(frame)));
  const refusing = spec.baselines.filter((baseline) => !usable.includes(baseline));
  const options = { ...DEFAULTS, ...spec.options };

  let sink = 0;
  const floorRun = () => frames.forEach((frame) => (sink += JSON.parse(frame.text) === null ? 1 : 0));
  const packageRun = () => frames.forEach((frame) => (sink += spec.parse(frame) === null ? 1 : 0));
  const [aloneFloor, aloneOurs] = sideBySide(
    [
      { name: 'JSON.parse', run: floorRun },
      { name: 'package', run: packageRun },
    ],
    frames.length,
    options,
  ).map((m) => m.ns);
  /** Each baseline in its own rounds, beside the floor and the package again. */
  const rounds = new Map(
    usable.map((baseline) => {
      const [groupFloor, groupOurs, theirs] = sideBySide(
        [
          { name: 'JSON.parse', run: floorRun },
          { name: 'package', run: packageRun },
          { name: baseline.short, run: () => frames.forEach((frame) => (sink += baseline.check(frame) ? 1 : 0)) },
        ],
        frames.length,
        options,
      ).map((m) => m.ns);
      return [baseline.short, { floor: groupFloor!, ours: groupOurs!, theirs: theirs! }] as const;
    }),
  );
  // The package and the floor ran in every group: the figure is the median of their ratio over the
  // groups, so one group that caught a busy neighbour or code still being optimised does not decide it.
  const groups = [{ floor: aloneFloor!, ours: aloneOurs! }, ...rounds.values()];
  const ratio = median(groups.map((group) => group.ours / group.floor));
  const ours = median(groups.map((group) => group.ours));
  const floor = median(groups.map((group) => group.floor));
  const bytes = frames.reduce((total, frame) => total + utf8.encode(frame.text).length, 0) / frames.length;
  const mbPerSecond = (ns: number) => (bytes / ns) * 1000;

  const figures: Figure[] = [
    {
      id: spec.id,
      label: spec.label,
      value: ratio,
      unit: '× JSON.parse',
      ...(spec.target === undefined ? {} : { target: spec.target }),
      ns: ours,
      mbPerSecond: mbPerSecond(ours),
      floorRatio: ratio,
      ...(rounds.size === 0
        ? {}
        : {
            baselineRatios: Object.fromEntries([...rounds].map(([short, round]) => [short, round.ours / round.theirs])),
          }),
    },
    {
      id: `${spec.id}/JSON.parse`,
      label: 'JSON.parse of the same frames (the floor)',
      value: 1,
      unit: '× JSON.parse',
      ns: floor,
      mbPerSecond: mbPerSecond(floor),
      floorRatio: 1,
    },
    ...spec.baselines.map((baseline): Figure => {
      const round = rounds.get(baseline.short);
      const label = `${baseline.name} (own rounds)`;
      if (round === undefined) {
        const refused = frames.filter((frame) => !baseline.check(frame)).length;
        return {
          id: `${spec.id}/${baseline.short}`,
          label,
          value: NaN,
          unit: '× JSON.parse',
          error: `${baseline.name} refuses ${refused} of the ${frames.length} valid frames`,
        };
      }
      const ratio = round.theirs / round.floor;
      return {
        id: `${spec.id}/${baseline.short}`,
        label,
        value: ratio,
        unit: '× JSON.parse',
        ns: round.theirs,
        mbPerSecond: mbPerSecond(round.theirs),
        floorRatio: ratio,
      };
    }),
  ];
  const ns = (value: number) => `${value.toFixed(0).padStart(8)} ns`;
  const lines = [
    `  ${spec.label}: ${frames.length} frame${frames.length === 1 ? '' : 's'}, ~${Math.round(bytes)} B each (sink ${sink % 7})`,
    `    ${'package, own rounds with the floor'.padEnd(44)} ${ns(aloneOurs!)}  ${(aloneOurs! / aloneFloor!).toFixed(2)} × JSON.parse (${aloneFloor!.toFixed(0)} ns)`,
    ...[...rounds].map(
      ([short, round]) =>
        `    ${`${short}, own rounds`.padEnd(44)} ${ns(round.theirs)}  ${(round.theirs / round.floor).toFixed(2)} × JSON.parse; package there ${round.ours.toFixed(0)} ns (${(round.ours / round.floor).toFixed(2)} ×), package ÷ ${short} ${(round.ours / round.theirs).toFixed(3)}`,
    ),
    ...refusing.map((baseline) => `    (${baseline.name} refuses a valid frame: not timed)`),
    ...(groups.length === 1
      ? []
      : [
          `    package ÷ JSON.parse, median over the ${groups.length} groups: ${ratio.toFixed(2)} (${Math.min(...groups.map((g) => g.ours / g.floor)).toFixed(2)}–${Math.max(...groups.map((g) => g.ours / g.floor)).toFixed(2)})`,
        ]),
  ];
  return { figures, lines };
}

/** The package's ratio to one baseline (its ns ÷ theirs, measured in that baseline's rounds) as its own judged figure. */
export function versusBaseline(
  main: Figure,
  baseline: string,
  row: { readonly id: string; readonly label: string; readonly unit: string; readonly target: Target },
): Figure {
  const { id, label, unit, target } = row;
  const ratio = main.baselineRatios?.[baseline];
  return ratio === undefined
    ? { id, label, value: NaN, unit, target, error: `${baseline} was not measured` }
    : { id, label, value: ratio, unit, target };
}
