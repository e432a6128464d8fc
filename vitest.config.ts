import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests exercise the sources of felan-protocol/interaction; test/interaction/package-export.test.ts
    // checks the built export map separately.
    alias: { 'felan-protocol/interaction': new URL('./interaction/index.ts', import.meta.url).pathname },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // The 500-operation scale case takes minutes: `npm run test:scale` (vitest.scale.config.ts), run by .ci/run.
    exclude: [...configDefaults.exclude, 'test/scale/**'],
    // Generation compiles TypeScript and runs prettier: seconds, not milliseconds, on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
