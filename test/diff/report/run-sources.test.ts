/**
 * Where contracts come from and how they are frozen, in process: a spec folder whose path merely
 * contains `git:`, advice left out of a comparison, release file names, the snapshot's order,
 * sunsets, and stale acceptances shared across baselines (docs/contract-diff.md).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import { loadContract } from '../../../generator/diff/contract-source.ts';
import { isReleaseFileName, listReleases } from '../../../generator/diff/releases.ts';
import { renderSnapshot } from '../../../generator/diff/snapshot.ts';
import { reachedSunset } from '../../../generator/diff/sunset.ts';
import { shareStaleAcceptances } from '../../../generator/diff/transitive.ts';
import type { DiffReport } from '../../../generator/diff/change.ts';
import { MemoryFileSystem } from '../../../generator/host/memory-file-system.ts';
import { operation, slot, specFiles, specWith, type Patch } from '../../diff/support/contracts.ts';

/** The spec files of the base with `edit`, under `root` instead of `spec`. */
function filesAt(root: string, edit: Patch = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(specFiles(specWith(edit))).map(([path, text]) => [path.replace(/^spec\//, `${root}/`), text]),
  );
}

describe('contract sources', () => {
  it('rule: only a source that starts with git: is a git revision; a folder whose path contains git: is a folder', async () => {
    for (const root of ['work/git:v1', 'git:a:b\nc']) {
      const [contract, problems] = await loadContract(new MemoryFileSystem(filesAt(root)), root, root, undefined, {
        fetch: false,
      });
      expect(problems.map(formatDiagnostic), JSON.stringify(root)).toEqual([]);
      expect(contract?.label).toBe(root);
      expect(contract?.spec.protocol.version).toBe('1.0.0');
    }
  });

  it('rule: a side of a comparison is read without advice (a bound restating a limit is no warning there)', async () => {
    const files = filesAt('spec', slot('params', { type: 'string', maxBytes: 1024 }));
    const [contract, problems] = await loadContract(new MemoryFileSystem(files), 'spec', 'spec');
    expect(contract).toBeDefined();
    expect(problems.map(formatDiagnostic)).toEqual([]);
  });
});

describe('release snapshots', () => {
  it('rule: a release file is <major>.<minor>.<patch>.json, each part any number of digits', () => {
    expect(isReleaseFileName('0.4.3.json')).toBe(true);
    expect(isReleaseFileName('10.20.30.json')).toBe(true);
    expect(isReleaseFileName('1.2.json')).toBe(false);
    expect(isReleaseFileName('CHANGELOG.md')).toBe(false);
  });

  it('rule: the releases of a folder are listed oldest first by version, not by name', async () => {
    const fs = new MemoryFileSystem({
      'r/10.0.0.json': '{}',
      'r/2.0.10.json': '{}',
      'r/2.0.9.json': '{}',
      'r/notes.md': '',
    });
    expect(await listReleases(fs, 'r')).toEqual([
      { version: '2.0.9', path: 'r/2.0.9.json' },
      { version: '2.0.10', path: 'r/2.0.10.json' },
      { version: '10.0.0', path: 'r/10.0.0.json' },
    ]);
    expect(await listReleases(fs, 'missing')).toEqual([]);
  });

  it('rule: a snapshot lists the names of each section sorted, whatever order they were written in', async () => {
    const files = filesAt('spec', {
      operations: { zeta: operation({ description: 'Last.' }), alpha: operation({ description: 'First.' }) },
    });
    const [contract] = await loadContract(new MemoryFileSystem(files), 'spec', 'spec');
    const snapshot = JSON.parse(renderSnapshot(contract!.spec)) as Record<string, Record<string, unknown>>;
    expect(Object.keys(snapshot.operations!)).toEqual(['alpha', 'probe', 'zeta']);
    expect(Object.keys(snapshot)).toEqual([
      'protocol',
      'constants',
      'groups',
      'operations',
      'errors',
      'limits',
      'features',
    ]);
  });
});

describe('sunsets', () => {
  it('rule: only something deprecated with a sunset version can be past its sunset', () => {
    expect(reachedSunset(true, '1.0.0', '1.2.0')).toBe('1.0.0');
    expect(reachedSunset(true, '2.0.0', '1.2.0')).toBeUndefined();
    expect(reachedSunset(false, '1.0.0', '1.2.0')).toBeUndefined();
    expect(reachedSunset(true, undefined, '1.2.0')).toBeUndefined();
    expect(reachedSunset(true, 1, '1.2.0')).toBeUndefined();
  });
});

describe('transitive runs', () => {
  it('rule: an acceptance is stale only when it is stale against every baseline, whichever comes first', () => {
    const withStale = (stale: string[]) =>
      ({ changes: [], summary: {}, staleAcceptances: stale }) as unknown as DiffReport;
    expect(
      shareStaleAcceptances([withStale(['b']), withStale(['a', 'b'])]).map((report) => report.staleAcceptances),
    ).toEqual([['b'], ['b']]);
    expect(
      shareStaleAcceptances([withStale(['a', 'b']), withStale(['b'])]).map((report) => report.staleAcceptances),
    ).toEqual([['b'], ['b']]);
  });
});
