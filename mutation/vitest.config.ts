import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../vitest.config.ts';
// @ts-expect-error -- a plain ES module shared with the Stryker config
import { areaNamed } from './areas.mjs';

/** The root config, narrowed to the tests of the area MUTATION_AREA names (see areas.mjs). */
const area = areaNamed(process.env.MUTATION_AREA ?? '');
const tests = area.tests as string[];

export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    ...base.test,
    include: tests.filter((glob) => !glob.startsWith('!')),
    exclude: [...(base.test?.exclude ?? []), ...tests.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1))],
  },
});
