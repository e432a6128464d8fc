import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** `npm run test:scale`: the scale case alone (test/scale), kept out of `npm test` for its minutes of generation. */
export default mergeConfig(base, defineConfig({ test: { include: ['test/scale/**/*.test.ts'], exclude: configDefaults.exclude } }));
