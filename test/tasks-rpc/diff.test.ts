/**
 * The contract diff on the JSON-RPC family: its response union's branches share the `jsonrpc`
 * constant, so they must be paired by what else names them — not both with the first branch, which
 * made a spec differ from itself.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../generator/diff/contract-source.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { temporaryFolders } from '../support/cli-process.ts';

const folders = temporaryFolders('felan-rpc-diff-');
afterAll(() => folders.remove());

const contract = async (path: string) => {
  const [loaded, problems] = await loadContract(nodeFileSystem, path, path);
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  return loaded!;
};

describe('diff on spec/tasks-rpc', () => {
  it('rule: the spec, its release snapshot and itself differ in nothing', async () => {
    const spec = await contract('spec/tasks-rpc');
    expect(diffContracts(spec, spec).changes).toEqual([]);
    expect(diffContracts(await contract('spec/releases/tasks-rpc/0.1.0.json'), spec).changes).toEqual([]);
  });

  it('rule: renaming a method reports the rename, and nothing in the response union it does not touch', async () => {
    const copy = join(folders.fresh('rename'), 'tasks-rpc');
    cpSync('spec/tasks-rpc', copy, { recursive: true });
    const operations = join(copy, 'operations.yaml');
    writeFileSync(operations, readFileSync(operations, 'utf8').replace(/^ {2}ping:$/m, '  health.ping:'));
    const rules = diffContracts(await contract('spec/tasks-rpc'), await contract(copy)).changes.map(
      (change) => `${change.layer} ${change.rule}`,
    );
    expect(rules.sort()).toEqual(['typescript operation-renamed', 'wire operation-renamed']);
  });
});
