import { describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareOutput, NOT_GOLDEN } from '../../generator/write/compare-output.ts';
import { generateOrFail } from '../support/generate.ts';

describe('generated/session-protocol (golden files)', () => {
  it('matches what spec/session-protocol produces: no changed, missing or left-over file', async () => {
    const generated = await generateOrFail(nodeFileSystem, 'spec/session-protocol');
    const comparison = await compareOutput(nodeFileSystem, 'generated/session-protocol', generated.files, NOT_GOLDEN);
    const drifted = comparison.filter((entry) => entry.status !== 'unchanged').map((entry) => `${entry.status} ${entry.path}`);
    expect(drifted, 'generated/ is out of date with the spec: run `npm run gen` and commit the result').toEqual([]);
  });
});
