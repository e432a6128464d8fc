/**
 * The static pass (mutation/static-pass.mjs) and the score (mutation/summary.mjs): a static mutant
 * the area's run left unrun takes the verdict of the static pass, with its tests named as the area's
 * report names them; one the pass did not judge stays unrun and counts as survived. A static mutant
 * an earlier pass let live is judged again by the next pass.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES modules of the mutation tooling
import { isUnrunStatic, mergeStatic, staticRanges, unjudgeStatic } from '../../mutation/static-pass.mjs';
// @ts-expect-error -- plain ES modules of the mutation tooling
import { summarize } from '../../mutation/summary.mjs';

const at = (line: number, column: number, endColumn: number) => ({
  start: { line, column },
  end: { line, column: endColumn },
});
const UNRUN = { status: 'Ignored', statusReason: 'Static mutant (and "ignoreStatic" was enabled)', static: true };

const mutant = (id: string, line: number, fields: object) => ({
  id,
  mutatorName: 'StringLiteral',
  replacement: '""',
  location: at(line, 14, 20),
  ...fields,
});

/** An area's report: a.ts with two static mutants left unrun, one killed and one ignored by a comment. */
const report = () => ({
  files: {
    'a.ts': {
      source: 'const A = "abc";\nconst B = "def";\nexport const c = () => A + B;\n// x\n',
      mutants: [
        mutant('1', 1, UNRUN),
        mutant('2', 2, UNRUN),
        mutant('3', 3, {
          status: 'Killed',
          killedBy: ['t1'],
          coveredBy: ['t1', 't2'],
          location: at(3, 18, 29),
          mutatorName: 'ArrowFunction',
          replacement: '() => undefined',
        }),
        mutant('4', 4, { status: 'Ignored', statusReason: 'disabled by a comment' }),
      ],
    },
  },
  testFiles: {
    'test/a.test.ts': {
      tests: [
        { id: 't1', name: 'a first' },
        { id: 't2', name: 'a second' },
      ],
    },
  },
});

/** The static pass's report: its own test ids, one verdict for line 1 only. */
const pass = (status: string) => ({
  files: {
    'a.ts': {
      mutants: [
        mutant('9', 1, {
          status,
          static: true,
          killedBy: status === 'Killed' ? ['p2'] : undefined,
          coveredBy: ['p1', 'p2'],
        }),
      ],
    },
  },
  testFiles: {
    'test/a.test.ts': {
      tests: [
        { id: 'p1', name: 'a first' },
        { id: 'p2', name: 'a second' },
      ],
    },
  },
});

const RUN = {
  date: '2026-12-06T00:00:00.000Z',
  minutes: 1,
  commit: 'abc',
  dirty: false,
  incremental: false,
  equivalents: '',
};

describe('the static pass', () => {
  it("rule: only mutants Stryker left unrun as static are the pass's, one range each, spanning the mutant alone (columns from 0)", () => {
    expect(report().files['a.ts'].mutants.map(isUnrunStatic)).toEqual([true, true, false, false]);
    expect(staticRanges(report())).toEqual(['a.ts:1:13-1:19', 'a.ts:2:13-2:19']);
  });

  it("rule: a static mutant takes the pass's verdict, its tests named by the area's report; the rest is unchanged", () => {
    const { report: merged, merged: count } = mergeStatic(report(), pass('Killed'));
    expect(count).toBe(1);
    const [first, second, third, fourth] = merged.files['a.ts'].mutants;
    expect(first).toMatchObject({
      id: '1',
      status: 'Killed',
      static: true,
      killedBy: ['t2'],
      coveredBy: ['t1', 't2'],
      statusReason: 'static pass: Killed',
    });
    expect(second).toEqual(report().files['a.ts'].mutants[1]);
    expect(third).toEqual(report().files['a.ts'].mutants[2]);
    expect(fourth).toEqual(report().files['a.ts'].mutants[3]);
  });

  it('rule: a verdict of another mutant at the same place, or no test verdict, leaves the mutant unrun', () => {
    const elsewhere = pass('Killed');
    elsewhere.files['a.ts'].mutants[0]!.replacement = '"Stryker was here!"';
    expect(mergeStatic(report(), elsewhere).merged).toBe(0);
    expect(mergeStatic(report(), pass('RuntimeError')).merged).toBe(0);
  });

  it('rule: the score counts an unrun static mutant as survived, and a judged one by its verdict', () => {
    const unrun = summarize('area', report(), RUN);
    expect(unrun.counts).toMatchObject({ all: 3, killed: 1, static: 2, invalid: 1 });
    expect(unrun.score).toBe(0.3333);
    expect(unrun.survivors.map((survivor: { status: string }) => survivor.status)).toEqual(['Static', 'Static']);
    const judged = summarize('area', mergeStatic(report(), pass('Killed')).report, RUN);
    expect(judged.counts).toMatchObject({ all: 3, killed: 2, static: 1 });
    const survived = summarize('area', mergeStatic(report(), pass('Survived')).report, RUN);
    expect(survived.counts).toMatchObject({ all: 3, killed: 1, survived: 1, static: 1 });
  });

  it('rule: a static mutant an earlier pass let live is unrun again, for the next pass to judge; a static kill and every other mutant are kept', () => {
    const earlier = report();
    const [first, second, third, fourth] = earlier.files['a.ts'].mutants;
    Object.assign(first!, {
      status: 'Survived',
      statusReason: 'static pass: Survived',
      coveredBy: [],
      testsCompleted: 159,
    });
    Object.assign(second!, { status: 'NoCoverage', statusReason: 'static pass: NoCoverage' });
    const killedStatic = { ...third!, static: true, statusReason: 'static pass: Killed' };
    const liveNotStatic = { ...third!, id: '5', status: 'Survived', killedBy: undefined };
    earlier.files['a.ts'].mutants = [first!, second!, killedStatic, fourth!, liveNotStatic];
    const again = unjudgeStatic(earlier).files['a.ts'].mutants;
    expect(again.map(isUnrunStatic)).toEqual([true, true, false, false, false]);
    expect(again[0]).toEqual({
      ...UNRUN,
      id: '1',
      mutatorName: 'StringLiteral',
      replacement: '""',
      location: at(1, 14, 20),
    });
    expect(again.slice(2)).toEqual([killedStatic, fourth, liveNotStatic]);
    expect(staticRanges(unjudgeStatic(earlier))).toEqual(['a.ts:1:13-1:19', 'a.ts:2:13-2:19']);
  });
});
