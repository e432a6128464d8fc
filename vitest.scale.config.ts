import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** `npm run test:scale`: the scale case alone (test/scale), kept out of `npm test` for its minutes of generation. */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/scale/**/*.test.ts'], exclude: configDefaults.exclude },
});
