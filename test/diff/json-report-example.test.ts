/** The JSON report excerpt of docs/contract-diff.md is real output, not a hand-written sample: it must match a run. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../generator/diff/contract-source.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { jsonReport } from '../../generator/diff/format/json.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = readFileSync(`${ROOT}docs/contract-diff.md`, 'utf8');

describe('docs/contract-diff.md: the JSON format excerpt', () => {
  it('rule: its change and summary are what `diff spec/releases/0.1.0.json spec/releases/0.2.0.json --format json` prints', async () => {
    const block = /The JSON format \(`--format json`[^\n]*\n\n```json\n([\s\S]*?)\n```/.exec(PAGE)?.[1];
    expect(block, 'docs/contract-diff.md has the JSON excerpt').toBeDefined();
    const excerpt = JSON.parse(block!) as { changes: unknown[]; summary: unknown; staleAcceptances: unknown[] };
    const load = async (version: string) => {
      // Relative paths, as a user at the repository root types them: locations print the same way.
      const path = `spec/releases/${version}.json`;
      const [contract] = await loadContract(
        {
          ...nodeFileSystem,
          listFiles: (dir) => nodeFileSystem.listFiles(ROOT + dir),
          listSpecFiles: (dir, isSpecFile) => nodeFileSystem.listSpecFiles(ROOT + dir, isSpecFile),
          readText: (file) => nodeFileSystem.readText(ROOT + file),
          readBytes: (file) => nodeFileSystem.readBytes(ROOT + file),
        },
        path,
        path,
      );
      return contract!;
    };
    const actual = JSON.parse(jsonReport(diffContracts(await load('0.1.0'), await load('0.2.0')))) as typeof excerpt;
    expect(actual.summary).toEqual(excerpt.summary);
    expect(actual.staleAcceptances).toEqual(excerpt.staleAcceptances);
    for (const change of excerpt.changes) expect(actual.changes).toContainEqual(change);
  });
});
