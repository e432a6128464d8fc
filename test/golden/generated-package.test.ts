import { describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareOutput, NOT_GOLDEN } from '../../generator/write/compare-output.ts';
import { generateOrFail } from '../support/generate.ts';

/** Every spec this repository ships, and the folder its committed package is in (felan-protocol.yaml). */
const SHIPPED = [
  ['spec/session-protocol', 'generated/session-protocol'],
  ['spec/tasks-rpc', 'generated/tasks-rpc'],
] as const;

describe.each(SHIPPED)('%s → %s (golden files)', (spec, folder) => {
  it('matches what the spec produces: no changed, missing or left-over file', async () => {
    const generated = await generateOrFail(nodeFileSystem, spec);
    const comparison = await compareOutput(nodeFileSystem, folder, generated.files, NOT_GOLDEN);
    const drifted = comparison
      .filter((entry) => entry.status !== 'unchanged')
      .map((entry) => `${entry.status} ${entry.path}`);
    expect(drifted, `${folder} is out of date with the spec: run \`npm run gen\` and commit the result`).toEqual([]);
  });
});
