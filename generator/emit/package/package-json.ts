import type { Emitter } from '../emitter.ts';

/**
 * The generated package's package.json: ESM only, one public subpath `.` (deep imports and
 * `./package.json` are not part of the contract), types for every condition, no dependencies of any
 * kind at run time, and only the built `dist/` published: the sources stay in the repository, and
 * no build script ships, since `felan-protocol build` (not the consumer) builds `dist/`.
 * test/consumer checks the packed tarball with publint and are-the-types-wrong.
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
      },
      main: './dist/index.js',
      types: './dist/index.d.ts',
      files: ['dist'],
      engines: { node: '>=20' },
    };
    return { files: [{ path: 'package.json', content: JSON.stringify(manifest, null, 2) + '\n' }] };
  },
};
