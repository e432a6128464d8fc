import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compilePackage,
  compileSource,
  NOTHING_PREBUILT,
  packageCompilerOptions,
} from '../../generator/build/compile-package.ts';
import {
  compilerKey,
  PREBUILT_RUNTIME_FILE,
  prebuiltPartExports,
  prebuiltRuntime,
  runtimeSourcesHash,
  sha256,
} from '../../generator/build/prebuilt-runtime.ts';
import { prebuildRuntime } from '../../generator/build/write-prebuilt-runtime.ts';
import { readModuleExports } from '../../generator/build/module-exports.ts';
import { PARTS } from '../../generator/parts/parts.ts';
import { runtimeFileContent } from '../../generator/emit/runtime/runtime-files.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { toolchainRoot } from '../../generator/host/toolchain-root.ts';
import { partExports } from '../../generator/build/part-exports.ts';
import { readRuntimeSources } from '../../generator/host/runtime-sources.ts';
import { generatePackage } from '../../generator/pipeline.ts';

const sources = readRuntimeSources();
const prebuilt = prebuildRuntime(sources);

describe('the prebuilt runtime (generator/build/prebuilt-runtime.ts) is the build it replaces', () => {
  it('rule: each runtime module prebuilt gives the very bytes building it in a package gives', () => {
    const options = packageCompilerOptions();
    expect(Object.keys(prebuilt.built)).toHaveLength(sources.size);
    for (const [path, source] of sources) {
      const content = runtimeFileContent(source);
      const problems: unknown[] = [];
      expect(prebuilt.built[sha256(content)], path).toEqual(
        compileSource(`src/runtime/${path}`, content, options, problems as never[]),
      );
      expect(problems, path).toEqual([]);
    }
  });

  it('rule: the part exports it records are the ones read from the sources with the compiler', () => {
    const modules = PARTS.flatMap((part) => part.modules);
    expect(prebuilt.exports).toEqual(readModuleExports(sources, modules));
    expect(prebuilt.runtimeHash).toBe(runtimeSourcesHash(sources));
  });

  it("rule: the toolchain's build wrote it for these sources (npm test builds first)", () => {
    const path = join(toolchainRoot(), PREBUILT_RUNTIME_FILE);
    expect(existsSync(path), `${path}: run npm run build`).toBe(true);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ ...prebuilt, compiler: compilerKey() });
    expect(prebuiltPartExports(sources)).toEqual(prebuilt.exports);
  });

  it('rule: a source edited since the build misses, so it is built again rather than served stale', () => {
    const [path, source] = [...sources][0]!;
    expect(prebuiltRuntime().get(runtimeFileContent(source)), path).toBeDefined();
    expect(prebuiltRuntime().get(runtimeFileContent(`${source}\n// edited\n`))).toBeUndefined();
    expect(prebuiltPartExports(new Map([...sources, [path, `${source}\n// edited\n`]]))).toBeUndefined();
  });

  it("rule: the part exports emit receives are the build's, or the compiler's for sources edited since: the same names", () => {
    const parts = PARTS.map((part) => part.name);
    const modules = PARTS.flatMap((part) => part.modules);
    const [path, source] = [...sources].find(([name]) => modules.includes(name))!;
    const edited = new Map([...sources, [path, `${source}\n// edited\n`]]);
    expect(partExports(sources, parts)).toBe(prebuiltPartExports(sources));
    expect(partExports(edited, parts)).toEqual(readModuleExports(sources, modules));
    expect(partExports(sources, [])).toEqual({});
  });

  it('rule: a package built with the prebuilt runtime is byte for byte the package built without it', async () => {
    const generated = await generatePackage(nodeFileSystem, 'spec/session-protocol');
    const files = generated.value!.files;
    expect(compilePackage(files, { typeCheck: false })).toEqual(
      compilePackage(files, { typeCheck: false, prebuilt: NOTHING_PREBUILT }),
    );
  });
});
