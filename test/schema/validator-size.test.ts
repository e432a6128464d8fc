/**
 * gen warns when a generated validator function is too large for V8's optimizing compiler
 * (--max-optimized-bytecode-size): such a function always runs in the interpreter.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_OPTIONS } from '../../generator/emit/package-options.ts';
import { validatorsEmitter } from '../../generator/emit/validators/validators-emitter.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';

async function validatorWarnings(specDir: string) {
  const { value: model, diagnostics } = await loadModel(nodeFileSystem, specDir);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const output = await validatorsEmitter.emit({
    model: model!,
    options: DEFAULT_PACKAGE_OPTIONS,
    partExports: {},
    runtimeSources: new Map(),
    outputs: new Map(),
  });
  return output.diagnostics ?? [];
}

describe('validator-too-large', () => {
  it('warns about the one huge validator of test/fixtures/oversized-specs/validator-too-large, by name', async () => {
    const warnings = await validatorWarnings('test/fixtures/oversized-specs/validator-too-large');
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning!.code).toBe('validator-too-large');
    expect(warning!.severity).toBe('warning');
    expect(warning!.message).toMatch(
      /^generated validator validateHuge \(validate\d+ in validators\.js\) for felan:types\/Huge is about \d+ bytes of bytecode; V8 optimizes functions of at most 61440,/,
    );
    // Measured with node --print-bytecode: 144,680 bytes. The estimate must land within 10 %.
    const estimate = Number(/about (\d+) bytes/.exec(warning!.message)![1]);
    expect(estimate).toBeGreaterThan(130_000);
    expect(estimate).toBeLessThan(160_000);
  });

  it.each(['spec/session-protocol', 'test/fixtures/specs/kitchen-sink', 'test/fixtures/specs/minimal'])(
    'finds no validator too large in %s',
    async (spec) => {
      expect(await validatorWarnings(spec)).toEqual([]);
    },
  );
});
