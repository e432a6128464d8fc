/**
 * The generated package as people install it (issue 9): packed like a release, installed from the
 * tarball into a fresh project, type-checked by a strict TypeScript consumer under both module
 * resolutions, run by Node as ESM and required from CommonJS, and bundled for a browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli-process.ts';
import {
  bundleForBrowser,
  inConsumer,
  packAndInstall,
  PACKAGE_NAME,
  readJson,
  SCENARIO_RESULT,
  type PackedInstall,
} from './support/packed-install.ts';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
let install: PackedInstall;

beforeAll(async () => {
  install = await packAndInstall();
}, 180_000);
afterAll(() => install?.dispose());

interface Manifest {
  name: string;
  type?: string;
  exports: Record<string, Record<string, string>>;
  files?: string[];
  [field: string]: unknown;
}

describe('the packed tarball', () => {
  it('holds package.json, README.md and the built dist/ only: no sources, no build config', () => {
    const outside = install.packedFiles.filter(
      (path) => path !== 'package.json' && path !== 'README.md' && !path.startsWith('dist/'),
    );
    expect(outside).toEqual([]);
    expect(install.packedFiles).toContain('README.md');
    expect(install.packedFiles).toContain('dist/index.js');
    expect(install.packedFiles).toContain('dist/index.d.ts');
    // Every module ships its declarations next to it.
    const scripts = install.packedFiles.filter((path) => path.endsWith('.js'));
    const missingTypes = scripts.filter((path) => !install.packedFiles.includes(path.replace(/\.js$/, '.d.ts')));
    expect(missingTypes).toEqual([]);
  });

  it('exports only ".", types first, every condition pointing at a packed file; no runtime dependency of any kind', () => {
    const manifest = readJson<Manifest>(join(install.installed, 'package.json'));
    expect(manifest.name).toBe(PACKAGE_NAME);
    expect(manifest.type).toBe('module');
    expect(Object.keys(manifest.exports)).toEqual(['.']);
    const conditions = manifest.exports['.']!;
    expect(Object.keys(conditions)[0]).toBe('types');
    for (const [condition, target] of Object.entries(conditions))
      expect(install.packedFiles, condition).toContain(target.replace(/^\.\//, ''));
    for (const field of [
      'dependencies',
      'peerDependencies',
      'optionalDependencies',
      'bundleDependencies',
      'bundledDependencies',
    ])
      expect(manifest[field], field).toBeUndefined();
    expect(manifest.scripts, 'a consumer never builds the package').toBeUndefined();
  });

  it('passes publint with no message at all, suggestions included', async () => {
    const tarball = readFileSync(install.tarball);
    const { messages, pkg } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    expect(messages.map((message) => `${message.type} ${message.code}: ${formatMessage(message, pkg) ?? ''}`)).toEqual(
      [],
    );
  });

  it('resolves typed under every module resolution are-the-types-wrong knows, with no problem found', async () => {
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(install.tarball))));
    if (analysis.types === false) throw new Error('are-the-types-wrong found no types in the package');
    expect(Object.keys(analysis.entrypoints)).toEqual(['.']);
    for (const [kind, resolved] of Object.entries(analysis.entrypoints['.']!.resolutions)) {
      expect(resolved.resolution?.fileName, kind).toMatch(/\/dist\/index\.d\.ts$/);
      expect(resolved.resolution?.isTypeScript, kind).toBe(true);
    }
    // The package is ESM only, by design: CommonJS loads it with require(esm) on Node >= 20.19 (the
    // require test below proves it), and TypeScript types that with module node20/nodenext. That is
    // the one finding are-the-types-wrong's `esm-only` profile also leaves out.
    const esmOnly = (problem: (typeof analysis.problems)[number]) =>
      problem.kind === 'CJSResolvesToESM' && 'resolutionKind' in problem && problem.resolutionKind === 'node16-cjs';
    expect(analysis.problems.filter((problem) => !esmOnly(problem))).toEqual([]);
  });
});

describe('a consumer project that installed the tarball', () => {
  it('type-checks a strict consumer (exactOptionalPropertyTypes, lib checks on), the README example included, under moduleResolution bundler', async () => {
    await inConsumer(install, process.execPath, [TSC, '-p', 'tsconfig.bundler.json']);
  });

  it('type-checks and builds it under moduleResolution nodenext, then runs it on Node as ESM', async () => {
    await inConsumer(install, process.execPath, [TSC, '-p', 'tsconfig.nodenext.json']);
    const result = JSON.parse(await inConsumer(install, process.execPath, ['out/main.js'])) as Record<string, unknown>;
    expect(result).toMatchObject(SCENARIO_RESULT);
    expect(
      (result.chunks as number) > (result.frames as number),
      'the stream arrived in pieces smaller than a frame',
    ).toBe(true);
  });

  it('loads with require() from CommonJS, with the same exports as import', async () => {
    const required = JSON.parse(await inConsumer(install, process.execPath, ['require.cjs'])) as {
      exports: string[];
      op: string;
      rejected: string;
    };
    const imported = JSON.parse(await inConsumer(install, process.execPath, ['esm-exports.mjs'])) as string[];
    expect(required.exports).toEqual(imported);
    expect(required.exports).toContain('parseClientEnvelope');
    expect(required).toMatchObject({ op: 'sessions.list', rejected: 'unsupported_operation' });
  });

  it('bundles for platform browser with esbuild, importing no node: module and nothing outside the package', async () => {
    const { code, metafile } = await bundleForBrowser(install);
    const imports = Object.values(metafile.inputs).flatMap((input) => input.imports.map((entry) => entry.path));
    expect(
      imports.filter(
        (path) => path.startsWith('node:') || (!path.startsWith('node_modules/') && !path.startsWith('src/')),
      ),
    ).toEqual([]);
    expect(
      Object.keys(metafile.inputs).filter(
        (path) => !path.startsWith('src/') && !path.startsWith(`node_modules/${PACKAGE_NAME}/dist/`),
      ),
    ).toEqual([]);
    // A require('…') call or a node: specifier left in the output (CommandCatalog's own `require(id)` method is fine).
    expect(code).not.toMatch(/(?<![.\w$])require\s*\(\s*['"]|["']node:/);
  });
});
