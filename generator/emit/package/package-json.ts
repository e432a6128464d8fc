import type { Emitter } from '../emitter.ts';

/**
 * The generated package's package.json: ESM only, one public subpath `.`, types for every
 * condition, and no dependencies of any kind at run time.
 */
export const packageJsonEmitter: Emitter = {
  name: 'package-json',
  emit({ model }) {
    const { protocol } = model;
    const manifest = {
      name: protocol.package,
      version: protocol.version,
      description: protocol.title,
      license: 'MIT',
      type: 'module',
      sideEffects: false,
      exports: {
        '.': {
          types: './dist/index.d.ts',
          default: './dist/index.js',
        },
        './package.json': './package.json',
      },
      main: './dist/index.js',
      types: './dist/index.d.ts',
      files: ['dist', 'src'],
      engines: { node: '>=20' },
      scripts: { build: 'tsc -p tsconfig.json' },
    };
    return { files: [{ path: 'package.json', content: JSON.stringify(manifest, null, 2) + '\n' }] };
  },
};
