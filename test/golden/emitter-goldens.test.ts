import { parse } from 'acorn';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compilePackage } from '../../generator/build/compile-package.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { compareOutput } from '../../generator/write/compare-output.ts';
import { writeOutput } from '../../generator/write/write-output.ts';
import { generateOrFail } from '../support/generate.ts';

/**
 * Every emitter's output for each small fixture spec, recorded as real files under
 * test/fixtures/golden/<spec>/. Run with UPDATE_GOLDEN=1 to re-record after an intended change;
 * a missing or left-over golden file fails like a changed one.
 */
const SPECS = readdirSync('test/fixtures/specs').sort();
const UPDATE = process.env.UPDATE_GOLDEN === '1';

describe.each(SPECS)('emitter goldens for test/fixtures/specs/%s', (name) => {
  it('match the recorded files', async () => {
    const generated = await generateOrFail(nodeFileSystem, `test/fixtures/specs/${name}`);
    const goldenDir = `test/fixtures/golden/${name}`;
    const comparison = await compareOutput(nodeFileSystem, goldenDir, generated.files, []);
    if (UPDATE) {
      await writeOutput(nodeFileSystem, goldenDir, comparison);
      return;
    }
    const drifted = comparison.filter((entry) => entry.status !== 'unchanged');
    for (const entry of drifted) {
      expect
        .soft(entry.actual, `${entry.status} ${goldenDir}/${entry.path} (UPDATE_GOLDEN=1 re-records)`)
        .toBe(entry.expected);
    }
    expect(drifted.map((entry) => `${entry.status} ${entry.path}`)).toEqual([]);
  });

  it('compile with the package settings (strict, ES2022 lib only, no @types): type errors throw', async () => {
    const generated = await generateOrFail(nodeFileSystem, `test/fixtures/specs/${name}`);
    const built = compilePackage(generated.files);
    expect(built.map((file) => file.path)).toContain('dist/index.d.ts');
  });

  it('rule: every JavaScript module the generator writes is JavaScript (no TypeScript syntax), an ES module acorn parses', async () => {
    const generated = await generateOrFail(nodeFileSystem, `test/fixtures/specs/${name}`);
    const modules = generated.files.filter((file) => file.path.endsWith('.js'));
    expect(modules.map((file) => file.path)).toEqual(
      expect.arrayContaining(['src/catalog.js', 'src/index.js', 'src/operation-validators.js']),
    );
    for (const file of modules)
      expect(() => parse(file.content, { ecmaVersion: 2022, sourceType: 'module' }), file.path).not.toThrow();
  });
});
