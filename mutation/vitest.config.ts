import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import base from '../vitest.config.ts';
// @ts-expect-error -- a plain ES module shared with the Stryker config
import { areaNamed } from './areas.mjs';

/** The root config, narrowed to the tests of the area MUTATION_AREA names (see areas.mjs): its quick tests in the static pass. */
const area = areaNamed(process.env.MUTATION_AREA ?? '');
const tests = (process.env.MUTATION_PASS === 'static' ? area.staticTests : area.tests) as string[];
const root = fileURLToPath(new URL('..', import.meta.url));

/** A module of a generated package's compiled runtime: `<package>/dist/runtime/<module>.js`. */
const COMPILED_RUNTIME = /\/generated\/[^/]+\/dist\/runtime\/(.+)\.js$/;

/**
 * The generated packages' runtime, read from runtime/ itself. A package's `src/runtime/` is runtime/
 * copied with a header line (the goldens and `check` hold it to that), compiled to `dist/runtime/`:
 * so a mutant of runtime/ is what a package generated from the mutated source would carry, and the
 * tests of the generated packages judge it. Without this they read the committed copy, which no
 * mutant reaches. Only the mutation runs resolve so; `npm test` reads the packages as they are.
 */
const generatedRuntimeIsSource: Plugin = {
  name: 'generated-runtime-is-source',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.includes('runtime/') && !importer?.includes('/dist/runtime/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    const module = resolved === null ? null : COMPILED_RUNTIME.exec(resolved.id);
    return module === null ? null : join(root, 'runtime', `${module[1]}.ts`);
  },
};

export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), generatedRuntimeIsSource],
  resolve: {
    ...base.resolve,
    alias: {
      ...(base.resolve?.alias as Record<string, string>),
      // The bundled packages from this tree: Stryker's sandbox links node_modules to the checkout's, whose
      // link leads to the checkout's own copy, and a test reading the package both ways would hold two.
      '@felan-ai/session-protocol': join(root, 'generated/session-protocol/dist/index.js'),
      '@example/tasks-rpc': join(root, 'generated/tasks-rpc/dist/index.js'),
    },
  },
  root,
  test: {
    ...base.test,
    include: tests.filter((glob) => !glob.startsWith('!')),
    exclude: [
      ...(base.test?.exclude ?? []),
      ...tests.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1)),
    ],
  },
});
