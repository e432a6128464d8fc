/**
 * Issue 8, point 4, in CI: a synthetic spec of 500 operations (about 3.4 MB of YAML, bench/scale)
 * through the real CLI — gen, check, check after a hand edit, and diff to its next version. Only
 * outcomes are asserted, never timings (`npm run bench:scale` measures those).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticSpec } from '../../bench/scale/synthetic-spec.ts';
import type { InjectedChange } from '../../bench/scale/next-version.ts';
import { runCli, STACK_TRACE, temporaryFolders, type Run } from '../support/cli-process.ts';

const OPERATIONS = 500;
/** gen of 500 operations takes ~100 s of one core here, and a 2-core machine may be shared: a hang, not slowness, should fail. */
const RUN_TIMEOUT = 900_000;
const PACKAGE = 'synthetic-protocol';
const EDITED_FILE = 'src/catalog.js';

interface ReportedChange {
  readonly rule: string;
  readonly severity: 'breaking' | 'dangerous' | 'safe';
  readonly layer: 'wire' | 'typescript' | 'docs';
  readonly old: { readonly pointer: string } | null;
  readonly new: { readonly pointer: string } | null;
  readonly message: string;
}

const concerns = (change: ReportedChange, injected: InjectedChange) =>
  change.rule === injected.rule &&
  (change.old?.pointer === injected.pointer || change.new?.pointer === injected.pointer);

describe(`a ${OPERATIONS}-operation synthetic spec through the CLI`, () => {
  const folders = temporaryFolders('felan-scale-500-');
  let spec: string;
  let out: string;
  let edited: string;
  let injected: readonly InjectedChange[];
  let gen: Run;
  let check: Run;
  let checkEdited: Run;
  let diff: Run;

  beforeAll(async () => {
    spec = folders.fresh('spec');
    const next = folders.fresh('next');
    out = folders.fresh('out');
    edited = folders.fresh('edited');
    writeSyntheticSpec(spec, { operations: OPERATIONS });
    injected = writeSyntheticSpec(next, { operations: OPERATIONS, edition: 'next' }).changes;
    gen = await runCli(['gen', '--spec', spec, '--out', out], { timeoutMs: RUN_TIMEOUT });
    if (gen.code !== 0) return; // the first test reports it
    cpSync(out, edited, { recursive: true });
    const target = join(edited, PACKAGE, EDITED_FILE);
    writeFileSync(target, `${readFileSync(target, 'utf8')}// a hand edit\n`);
    // Independent of one another: they share the process slots of cli-process.ts.
    [check, checkEdited, diff] = await Promise.all([
      runCli(['check', '--spec', spec, '--out', out], { timeoutMs: RUN_TIMEOUT }),
      runCli(['check', '--spec', spec, '--out', edited], { timeoutMs: RUN_TIMEOUT }),
      // No acknowledgements: the named file does not exist.
      runCli(
        [
          'diff',
          spec,
          next,
          '--format',
          'json',
          '--fail-on',
          'breaking',
          '--accepted',
          join(out, 'no-acceptances.yaml'),
        ],
        { timeoutMs: RUN_TIMEOUT },
      ),
    ]);
  }, 3 * RUN_TIMEOUT);

  afterAll(() => folders.remove());

  it('gen succeeds (exit 0) and writes the package with its built dist/', () => {
    expect(gen.code, gen.output).toBe(0);
    expect(gen.stdout).toContain(`@felan-bench/synthetic-protocol 1.4.0 → `);
    const types = readFileSync(join(out, PACKAGE, 'src/types.d.ts'), 'utf8');
    expect(types).toContain('export interface Ledger0ListEntry0Params');
    expect(readFileSync(join(out, PACKAGE, 'dist/index.js'), 'utf8').length).toBeGreaterThan(0);
  });

  it('check passes (exit 0) on what gen wrote', () => {
    expect(check.code, check.output).toBe(0);
    expect(check.stdout).toContain('matches the spec');
  });

  it('check fails (exit 1) once one generated file is edited by hand, naming only that file', () => {
    expect(checkEdited.code, checkEdited.output).toBe(1);
    expect(checkEdited.stderr).toContain(join(PACKAGE, EDITED_FILE));
    expect(checkEdited.stderr).toContain('1 generated file out of date');
    expect(checkEdited.output).not.toMatch(STACK_TRACE);
  });

  it('diff reports exactly the injected changes outside the docs layer, breaking where they break, and fails with --fail-on breaking', () => {
    expect(diff.code, diff.stdout).toBe(1);
    expect(diff.stderr, '--format json prints nothing on stderr').toBe('');
    const { changes, summary, error } = JSON.parse(diff.stdout) as {
      changes: ReportedChange[];
      summary: { breaking: number; oldVersion: string; newVersion: string };
      error?: { code: string; message: string };
    };
    expect(error?.code).toBe('drift');
    expect(error?.message).toMatch(/unacknowledged changes? at or above --fail-on breaking/);
    expect(summary).toMatchObject({ oldVersion: '1.4.0', newVersion: '1.5.0' });
    expect(injected.map((change) => change.rule)).toEqual(
      expect.arrayContaining([
        'operation-added',
        'operation-removed',
        'type-removed',
        'property-made-required',
        'enum-value-removed',
        'byte-length-loosened',
      ]),
    );
    for (const expected of injected) {
      const reported = changes.filter((change) => concerns(change, expected));
      expect(reported, `${expected.rule} at ${expected.pointer} is reported`).not.toEqual([]);
      expect(
        reported.some((change) => change.severity === 'breaking'),
        `${expected.rule} at ${expected.pointer} is breaking: ${expected.breaking}`,
      ).toBe(expected.breaking);
    }
    const unexpected = changes.filter(
      (change) => change.layer !== 'docs' && !injected.some((expected) => concerns(change, expected)),
    );
    expect(
      unexpected.map((change) => `${change.rule} ${change.old?.pointer} → ${change.new?.pointer}: ${change.message}`),
    ).toEqual([]);
    expect(summary.breaking).toBe(changes.filter((change) => change.severity === 'breaking').length);
  });
});
