/**
 * The controls of `felan-protocol diff` in process (issue 21, "The controls peers have"): the diff
 * config file (test/fixtures/diff-controls/) read with positioned errors, ignore paths, and what
 * applyControls makes of a classified report — severities overridden or switched off, changes
 * ignored, waived by --layer or --compatibility — and how the formats show it. Spec pairs are the
 * memory specs of support/contracts.ts; the real CLI is test/cli/diff-controls.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import type { Change, DiffReport } from '../../generator/diff/change.ts';
import { LAYERS, type Compatibility } from '../../generator/diff/compatibility.ts';
import { counts } from '../../generator/diff/change-summary.ts';
import { applyControls, NO_CONTROLS, type Controls } from '../../generator/diff/controls.ts';
import { parseDiffConfig, type DiffConfig } from '../../generator/diff/diff-config.ts';
import { REPORT_FORMATS } from '../../generator/diff/format/formats.ts';
import { jsonReport } from '../../generator/diff/format/json.ts';
import { matchesPointer, parsePointerPattern, type PointerPattern } from '../../generator/diff/pointer-pattern.ts';
import { shareStaleAcceptances } from '../../generator/diff/transitive.ts';
import { ROOT } from '../support/cli-process.ts';
import { diffEdits, slot } from './support/contracts.ts';

const FIXTURES = 'test/fixtures/diff-controls';

/** A fixture config read as the CLI reads it, by its path relative to the repository root. */
function readFixture(name: string): readonly [DiffConfig | undefined, readonly Diagnostic[]] {
  const path = `${FIXTURES}/${name}`;
  return parseDiffConfig(path, readFileSync(join(ROOT, path), 'utf8'));
}

/** A config written inline (as `diff-config.yaml`). */
function config(text: string): DiffConfig {
  const [value, problems] = parseDiffConfig('diff-config.yaml', text);
  if (value === undefined) throw new Error(`not a valid config:\n${problems.map(formatDiagnostic).join('\n')}`);
  return value;
}

const problemsOf = (text: string) => parseDiffConfig('diff-config.yaml', text)[1].map(formatDiagnostic);

const controls = (overrides: Partial<Controls> = {}): Controls => ({ ...NO_CONTROLS, ...overrides });

// --- spec pairs: one edit of probe's params (client to host) or result (host to client)
/** Narrows what hosts accept: breaks old writers (clients still sending 0), wire only. */
const tightened = () =>
  diffEdits(slot('params', { type: 'integer', minimum: 0 }), slot('params', { type: 'integer', minimum: 1 }));
/** Widens what hosts send: breaks old readers (clients that reject -1), wire only. */
const loosened = () =>
  diffEdits(slot('result', { type: 'integer', minimum: 0 }), slot('result', { type: 'integer', minimum: -1 }));
/** A value added to a result enum: breaking for old readers on the wire, dangerous for an exhaustive switch. */
const enumWidened = () => diffEdits(slot('result', { enum: ['a', 'b'] }), slot('result', { enum: ['a', 'b', 'c'] }));
/** An error code removed: wire-safe, breaking for the generated TypeScript (KnownErrorCode). */
const errorCodeRemoved = () =>
  diffEdits({ errors: { overloaded: { description: 'Too many probes at once.', since: '1.0.0' } } }, {});

const byLayer = (report: DiffReport, rule: string) =>
  Object.fromEntries(report.changes.filter((change) => change.rule === rule).map((change) => [change.layer, change]));

describe('the diff config file', () => {
  describe('a broken file is a positioned error, nothing configured', () => {
    const cases: readonly { file: string; expected: RegExp }[] = [
      {
        file: 'unknown-key.yaml',
        expected:
          /^test\/fixtures\/diff-controls\/unknown-key\.yaml:2:41 {2}unknown-key {2}unknown key colour in \/rules\/description-changed; allowed: severity, wire, typescript, docs$/,
      },
      {
        file: 'unknown-rule.yaml',
        expected:
          /^test\/fixtures\/diff-controls\/unknown-rule\.yaml:2:3 {2}diff-config-unknown-rule {2}diff config: \/rules\/enum-value-addded names rule enum-value-addded, which does not exist \(did you mean enum-value-added\?\)/,
      },
      {
        file: 'bad-severity.yaml',
        expected:
          /^test\/fixtures\/diff-controls\/bad-severity\.yaml:2:51 {2}diff-config-bad-severity {2}diff config: \/rules\/property-removed\/typescript is "fatal"; a severity is one of breaking, dangerous, safe, off$/,
      },
      {
        file: 'bad-yaml.yaml',
        expected: /^test\/fixtures\/diff-controls\/bad-yaml\.yaml:3:1 {2}yaml-syntax {2}YAML syntax error: /,
      },
      {
        file: 'duplicate-ignore.yaml',
        expected:
          /^test\/fixtures\/diff-controls\/duplicate-ignore\.yaml:3:5 {2}diff-config-duplicate-ignore {2}diff config: \/ignore\/1 ignores what the entry at test\/fixtures\/diff-controls\/duplicate-ignore\.yaml:2:5 already ignores$/,
      },
      {
        file: 'missing-reason.yaml',
        expected:
          /^test\/fixtures\/diff-controls\/missing-reason\.yaml:2:5 {2}diff-config-invalid {2}diff config: \/ignore\/0 is missing reason: /,
      },
    ];
    for (const { file, expected } of cases) {
      it(`rule: ${file} — ${expected.source.split(' {2}')[1]}`, () => {
        const [value, problems] = readFixture(file);
        expect(value).toBeUndefined();
        expect(problems.map(formatDiagnostic)).toEqual([expect.stringMatching(expected)]);
      });
    }

    it('rule: every problem of a file is reported, in file order', () => {
      const problems = problemsOf(
        [
          'rules:',
          '  enum-value-added: sometimes',
          '  check-added: { typescript: safe }',
          'ignore:',
          '  - { rule: property-removed, path: types/X, reason: x }',
          '  - { reason: nothing named }',
          'extra: 1',
          '',
        ].join('\n'),
      );
      expect(problems).toEqual([
        'diff-config.yaml:2:21  diff-config-bad-severity  diff config: /rules/enum-value-added is "sometimes"; a severity is one of breaking, dangerous, safe, off',
        'diff-config.yaml:3:18  diff-config-layer-absent  diff config: /rules/check-added/typescript: rule check-added reports no typescript change (its layers: wire)',
        'diff-config.yaml:5:37  diff-config-invalid  diff config: /ignore/0/path must be a JSON pointer starting with / (as the report prints them), not "types/X"',
        'diff-config.yaml:6:5  diff-config-invalid  diff config: /ignore/1 names neither a rule nor a path: give one or both (a rule everywhere is `rules: {<rule>: off}`)',
        'diff-config.yaml:7:1  unknown-key  unknown key extra in the diff config; allowed: rules, ignore',
      ]);
    });

    it('rule: a layer an ignore entry names must be one its rule reports; a rule may be any known id', () => {
      expect(problemsOf('ignore:\n  - { rule: check-added, layer: typescript, reason: r }\n')).toEqual([
        'diff-config.yaml:2:33  diff-config-layer-absent  diff config: /ignore/0/layer: rule check-added reports no typescript change (its layers: wire)',
      ]);
      expect(problemsOf('ignore:\n  - { rule: operation-removd, reason: r }\n')[0]).toMatch(
        /^diff-config\.yaml:2:13 {2}diff-config-unknown-rule .*\(did you mean operation-removed\?\)/,
      );
      expect(problemsOf('rules: [description-changed]\n')).toEqual([
        'diff-config.yaml:1:8  diff-config-invalid  diff config: /rules must be a map of rule ids, each to a severity or to {severity, wire, typescript, docs}',
      ]);
    });

    it('rule: a duplicate rule key is the YAML error it is, at the second key', () => {
      expect(problemsOf('rules:\n  property-removed: off\n  property-removed: safe\n')).toEqual([
        expect.stringMatching(/^diff-config\.yaml:3:3 {2}yaml-syntax {2}YAML syntax error: Map keys must be unique/),
      ]);
    });
  });

  describe('a good file', () => {
    it('rule: a severity applies to every layer the rule reports; a per-layer severity wins for its layer, in any key order', () => {
      const value = config(
        'rules:\n  enum-value-added: { typescript: safe, severity: dangerous }\n  description-changed: off\n',
      );
      expect(
        Object.fromEntries(
          [...value.severities].map(([key, setting]) => [
            key,
            `${setting.severity} @${setting.at.line}:${setting.at.column}`,
          ]),
        ),
      ).toEqual({
        'enum-value-added wire': 'dangerous @2:51',
        'enum-value-added typescript': 'safe @2:35',
        'description-changed docs': 'off @3:24',
      });
    });

    it('rule: an empty file, or one of comments, configures nothing', () => {
      for (const text of ['', '# nothing yet\n', 'rules:\nignore:\n'])
        expect(config(text)).toMatchObject({ severities: new Map(), ignore: [] });
    });

    it('rule: the fixtures the CLI tests use are valid', () => {
      for (const file of ['soften-range.yaml', 'ignore-stamp.yaml', 'strict-docs.yaml', 'quiet-docs.yaml'])
        expect(readFixture(file)[1].map(formatDiagnostic), file).toEqual([]);
    });
  });

  describe('ignore paths: a JSON pointer prefix, segment by segment, with * inside one segment', () => {
    const pattern = (text: string) => parsePointerPattern(text) as PointerPattern;
    it('rule: a pointer covers itself and what lies under it, not a sibling sharing its prefix', () => {
      expect(matchesPointer(pattern('/types/Legacy'), '/types/Legacy')).toBe(true);
      expect(matchesPointer(pattern('/types/Legacy'), '/types/Legacy/properties/id')).toBe(true);
      expect(matchesPointer(pattern('/types/Legacy'), '/types/LegacyTwo')).toBe(false);
      expect(matchesPointer(pattern('/types/Legacy'), '/types')).toBe(false);
    });
    it('rule: * matches within one segment only', () => {
      expect(matchesPointer(pattern('/operations/*/result'), '/operations/ping.echo/result/oneOf/0')).toBe(true);
      expect(matchesPointer(pattern('/operations/*/result'), '/operations/ping.echo/params')).toBe(false);
      expect(matchesPointer(pattern('/types/Legacy*'), '/types/LegacyTwo/properties')).toBe(true);
      expect(matchesPointer(pattern('/operations/sessions.*'), '/operations/sessions.create')).toBe(true);
      expect(matchesPointer(pattern('/operations/sessions.*'), '/operations/sessionsXcreate')).toBe(false);
    });
    it('rule: a path that is not a pointer, or the whole contract, is refused with the reason', () => {
      expect(parsePointerPattern('types/Legacy')).toEqual({
        problem: expect.stringMatching(/must be a JSON pointer starting with \//),
      });
      expect(parsePointerPattern('/')).toEqual({ problem: expect.stringMatching(/names the whole contract/) });
    });
  });
});

describe('applyControls: the controls over a classified report', () => {
  it('rule: with no control a report keeps its changes, counts and version gate; only `controls` is added', async () => {
    const report = await enumWidened();
    const controlled = applyControls(report, NO_CONTROLS);
    expect(controlled.changes).toEqual(report.changes);
    expect(controlled.summary).toEqual(report.summary);
    expect(controlled.controls).toEqual({ layers: LAYERS, compatibility: 'full', config: undefined, switchedOff: [] });
  });

  describe('--layer', () => {
    it('rule: a change on a layer left out is listed, waived with the reason, and leaves the counts and the version gate', async () => {
      const report = await errorCodeRemoved();
      expect(report.summary).toMatchObject({ breaking: 1, requiredBump: 'major', versionOk: false });
      const wireOnly = applyControls(report, controls({ layers: ['wire'] }));
      const { wire, typescript } = byLayer(wireOnly, 'error-code-removed');
      expect(wire).toMatchObject({ severity: 'safe' });
      expect(wire!.waived).toBeUndefined();
      expect(typescript).toMatchObject({
        severity: 'breaking',
        waived: { by: 'layer', reason: '--layer wire leaves the typescript layer out' },
      });
      expect(wireOnly.summary).toMatchObject({
        breaking: 0,
        safe: 1,
        requiredBump: 'patch',
        minimumVersion: '1.0.0',
        versionOk: true,
      });
    });

    it('rule: the layer gated keeps its changes counted', async () => {
      const typescriptOnly = applyControls(await errorCodeRemoved(), controls({ layers: ['typescript'] }));
      expect(typescriptOnly.summary).toMatchObject({ breaking: 1, requiredBump: 'major', versionOk: false });
      expect(byLayer(typescriptOnly, 'error-code-removed').wire!.waived).toMatchObject({ by: 'layer' });
    });
  });

  describe('--compatibility', () => {
    const cases: readonly {
      label: string;
      pair: () => Promise<DiffReport>;
      breaks: Change['breaks'];
      counted: Record<'full' | 'backward' | 'forward', boolean>;
    }[] = [
      {
        label: 'a bound tightened on params (old writers)',
        pair: tightened,
        breaks: 'old-writers',
        counted: { full: true, backward: true, forward: false },
      },
      {
        label: 'a bound loosened on a result (old readers)',
        pair: loosened,
        breaks: 'old-readers',
        counted: { full: true, backward: false, forward: true },
      },
    ];
    for (const { label, pair, breaks, counted } of cases) {
      for (const mode of [
        'full',
        'backward',
        'forward',
        `${'backward'}-transitive`,
        'forward-transitive',
      ] as Compatibility[]) {
        const base = mode.replace(/-transitive$/, '') as 'full' | 'backward' | 'forward';
        it(`rule: ${label} ${counted[base] ? 'counts' : 'does not count'} under --compatibility ${mode}`, async () => {
          const report = applyControls(await pair(), controls({ compatibility: mode }));
          const [wire] = report.changes.filter((change) => change.layer === 'wire');
          expect(wire).toMatchObject({ severity: 'breaking', breaks });
          expect(counts(wire!)).toBe(counted[base]);
          expect(report.summary.breaking).toBe(counted[base] ? 1 : 0);
          if (!counted[base])
            expect(wire!.waived).toMatchObject({
              by: 'compatibility',
              reason: expect.stringContaining(`--compatibility ${mode}`),
            });
        });
      }
    }

    it('rule: the TypeScript layer is not affected by the mode', async () => {
      const report = applyControls(await enumWidened(), controls({ compatibility: 'backward' }));
      const { wire, typescript } = byLayer(report, 'enum-value-added');
      expect(wire).toMatchObject({ breaks: 'old-readers', waived: { by: 'compatibility' } });
      expect(typescript).toMatchObject({ severity: 'dangerous' });
      expect(typescript!.waived).toBeUndefined();
      expect(report.summary).toMatchObject({ breaking: 0, dangerous: 1, requiredBump: 'minor' });
    });

    it('rule: a change breaking both sides counts in every mode', async () => {
      const report = await diffEdits(slot('params', { type: 'string' }), slot('params', { type: 'integer' }));
      for (const compatibility of ['backward', 'forward'] as const) {
        const wire = applyControls(report, controls({ compatibility })).changes.find(
          (change) => change.layer === 'wire',
        )!;
        expect(wire.breaks).toBe('old-readers-and-writers');
        expect(counts(wire)).toBe(true);
      }
    });
  });

  describe('the diff config', () => {
    it("rule: a severity override replaces the rule's, records it, and the counts and version gate follow", async () => {
      const report = applyControls(
        await enumWidened(),
        controls({ config: config('rules:\n  enum-value-added: { wire: dangerous }\n') }),
      );
      const { wire, typescript } = byLayer(report, 'enum-value-added');
      expect(wire).toMatchObject({
        severity: 'dangerous',
        breaks: 'old-readers',
        override: { from: 'breaking', at: { file: 'diff-config.yaml', line: 2, column: 29 } },
      });
      expect(typescript!.override).toBeUndefined();
      expect(report.summary).toMatchObject({ breaking: 0, dangerous: 2, requiredBump: 'minor' });
    });

    it('rule: a rule switched off drops its changes on that layer and counts them in controls.switchedOff', async () => {
      const report = applyControls(
        await enumWidened(),
        controls({ config: config('rules:\n  enum-value-added: { typescript: off }\n') }),
      );
      expect(report.changes.map((change) => `${change.rule}/${change.layer}`)).toEqual(['enum-value-added/wire']);
      expect(report.controls!.switchedOff).toEqual([
        {
          rule: 'enum-value-added',
          layer: 'typescript',
          at: { file: 'diff-config.yaml', line: 2, column: 35 },
          changes: 1,
        },
      ]);
    });

    it('rule: an ignore entry waives the changes of its rule under its path, with its reason; others still count', async () => {
      const ignoring = (path: string) =>
        config(
          `ignore:\n  - { rule: enum-value-added, path: ${path}, layer: wire, reason: no reader switches on it }\n`,
        );
      const report = applyControls(await enumWidened(), controls({ config: ignoring('/operations/probe/result') }));
      const { wire, typescript } = byLayer(report, 'enum-value-added');
      expect(wire!.waived).toEqual({
        by: 'ignore',
        reason: 'no reader switches on it',
        at: { file: 'diff-config.yaml', line: 2, column: 5 },
      });
      expect(counts(typescript!)).toBe(true);
      expect(report.summary).toMatchObject({ breaking: 0, dangerous: 1 });
      const elsewhere = applyControls(await enumWidened(), controls({ config: ignoring('/operations/probe/params') }));
      expect(elsewhere.summary.breaking).toBe(1);
    });

    it('rule: an accepted change is neither ignored nor waived again (it already does not count)', async () => {
      const report = await tightened();
      const accepted = { ...report, changes: report.changes.map((change) => ({ ...change, accepted: true })) };
      const controlled = applyControls(
        accepted,
        controls({
          layers: ['typescript'],
          config: config('ignore:\n  - { rule: number-range-tightened, reason: r }\n'),
        }),
      );
      for (const change of controlled.changes) expect(change.waived).toBeUndefined();
      expect(controlled.summary.accepted).toBe(1);
    });
  });
});

describe('the formats of a controlled report', () => {
  it('rule: json lists override and waived on the changes they concern and the controls, and stays valid JSON', async () => {
    const gated = applyControls(
      await enumWidened(),
      controls({
        layers: ['wire'],
        compatibility: 'backward',
        config: config('rules:\n  enum-value-added: { wire: dangerous }\n'),
      }),
    );
    const value = JSON.parse(jsonReport(gated)) as { changes: Record<string, unknown>[]; controls: unknown };
    expect(value.changes.find((change) => change.layer === 'wire')).toMatchObject({
      severity: 'dangerous',
      override: { from: 'breaking', at: 'diff-config.yaml:2:29' },
      waived: { by: 'compatibility', at: null },
    });
    expect(value.changes.find((change) => change.layer === 'typescript')).toMatchObject({
      waived: { by: 'layer', reason: '--layer wire leaves the typescript layer out', at: null },
    });
    expect(value.controls).toEqual({
      layers: ['wire'],
      compatibility: 'backward',
      config: 'diff-config.yaml',
      switchedOff: [],
    });
  });

  it('rule: json of a report no control has seen keeps its documented keys only', async () => {
    const value = JSON.parse(jsonReport(await enumWidened())) as Record<string, unknown> & {
      changes: Record<string, unknown>[];
    };
    expect(Object.keys(value)).toEqual(['changes', 'summary', 'staleAcceptances']);
    for (const change of value.changes) expect(change).not.toHaveProperty('waived');
  });

  it('rule: text marks each change that does not count and says on the summary line what gated the report', async () => {
    const gated = applyControls(await errorCodeRemoved(), controls({ layers: ['wire'] }));
    const text = REPORT_FORMATS.text(gated, { color: false, oldLabel: 'old', newLabel: 'new' });
    expect(text).toMatch(
      /error-code-removed \[typescript, host-to-client\] .*\(not counted: --layer wire leaves the typescript layer out\)$/m,
    );
    expect(text).toMatch(
      /^old → new: 0 breaking, 0 dangerous, 1 safe \(0 accepted\); needs a patch bump: version 1\.0\.0 is enough; gated on the wire layer, 1 not counted$/m,
    );
    const plain = REPORT_FORMATS.text(applyControls(await errorCodeRemoved(), NO_CONTROLS), {
      color: false,
      oldLabel: 'old',
      newLabel: 'new',
    });
    expect(plain).toBe(
      REPORT_FORMATS.text(await errorCodeRemoved(), { color: false, oldLabel: 'old', newLabel: 'new' }),
    );
  });

  it('rule: github makes a change that does not count a notice, and junit no failure', async () => {
    const gated = applyControls(await errorCodeRemoved(), controls({ layers: ['wire'] }));
    const options = { color: false, oldLabel: 'old', newLabel: 'new' };
    expect(REPORT_FORMATS.github(gated, options)).not.toMatch(/^::error/m);
    expect(REPORT_FORMATS.github(gated, options)).toMatch(
      /^::notice file=spec\/protocol\.yaml,line=\d+,col=\d+,title=error-code-removed \(not counted\)::/m,
    );
    expect(REPORT_FORMATS.junit(gated, options)).toMatch(/failures="0"/);
    expect(REPORT_FORMATS.junit(await errorCodeRemoved(), options)).toMatch(/failures="1"/);
  });
});

describe('transitive comparisons', () => {
  it('rule: an acceptance is stale only when it matches a change against no baseline', async () => {
    const report = await tightened();
    const [a, b] = shareStaleAcceptances([
      { ...report, staleAcceptances: ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'] },
      { ...report, staleAcceptances: ['bbbbbbbbbbbbbbbb'] },
    ]);
    expect(a!.staleAcceptances).toEqual(['bbbbbbbbbbbbbbbb']);
    expect(b!.staleAcceptances).toEqual(['bbbbbbbbbbbbbbbb']);
  });
});
