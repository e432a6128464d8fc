import { describe, expect, it } from 'vitest';
import { outputChunkOffsets } from '../../../../runtime/parts/checks/output-chunk.ts';

describe('outputChunkOffsets: data that is not a string', () => {
  it('rule: data of four array items is not base64 text and is left to the schema', () => {
    expect(outputChunkOffsets({ offset: 0, data: ['A', 'A', 'A', '='], nextOffset: 9 })).toBeUndefined();
  });
});
