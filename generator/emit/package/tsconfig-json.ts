import type { Emitter } from '../emitter.ts';

/**
 * The package's compiler settings. lib is ES2022 alone and no @types are loaded, so any use of a
 * Node or DOM API in the package fails to compile: that is how "runs unchanged in a browser" is kept.
 */
export const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ES2022',
  moduleResolution: 'Bundler',
  lib: ['ES2022'],
  types: [],
  strict: true,
  declaration: true,
  declarationMap: false,
  sourceMap: false,
  rootDir: 'src',
  outDir: 'dist',
  newLine: 'lf',
  removeComments: false,
  isolatedModules: true,
  // Every export carries its type, so each file's declarations are built from that file alone (build/compile-package.ts).
  isolatedDeclarations: true,
  skipLibCheck: true,
} as const;

export const tsconfigEmitter: Emitter = {
  name: 'tsconfig-json',
  emit() {
    const config = { compilerOptions: COMPILER_OPTIONS, include: ['src'] };
    return { files: [{ path: 'tsconfig.json', content: JSON.stringify(config, null, 2) + '\n' }] };
  },
};
