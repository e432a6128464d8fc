import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { compilePackage } from '../../generator/build/compile-package.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';

const PACKAGE = 'generated/session-protocol';
const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
const goldenPaths = ((await nodeFileSystem.listFiles(PACKAGE)) ?? []).filter((path) => !path.startsWith('dist/'));
const goldenFiles = await Promise.all(goldenPaths.map(async (path) => ({ path, content: await nodeFileSystem.readText(`${PACKAGE}/${path}`) })));
/** The committed sources built by the pinned compiler, as gen and `npm run build:generated` build them. */
const built = compilePackage(goldenFiles);

/** Deep-freezes a JSON value so a validator that tried to change its input would throw. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}

describe('the generated package as Node imports it (@felan-ai/session-protocol)', () => {
  it('declares no runtime dependency and exports only "."', () => {
    const manifest = JSON.parse(readFileSync(`${PACKAGE}/package.json`, 'utf8')) as Record<string, unknown>;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies']) expect(manifest[field]).toBeUndefined();
    expect(Object.keys(manifest.exports as object)).toEqual(['.']);
    expect(manifest.type).toBe('module');
  });

  it('ships a dist/ that is exactly the build of the committed sources', async () => {
    for (const file of built) expect(readFileSync(`${PACKAGE}/${file.path}`, 'utf8'), `${file.path}: run npm run gen`).toBe(file.content);
  });

  it('imports nothing at run time: no node: modules, no packages, no require, no eval', async () => {
    const scripts = built.filter((file) => file.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      // The compiler's own scanner finds every import, export-from and dynamic import().
      const specifiers = ts.preProcessFile(file.content, true, true).importedFiles.map((entry) => entry.fileName);
      for (const specifier of specifiers) expect(specifier, file.path).toMatch(/^\.\.?\//);
      // require('…') of a module (a method named require, like CommandCatalog#require, is fine).
      expect(file.content, file.path).not.toMatch(/(?<![.\w$])require\s*\(\s*['"]|(?<![.\w$])eval\s*\(|new Function/);
    }
  });

  it('exposes the catalog and constants of the spec', () => {
    expect(Object.keys(protocol.OPERATION_CATALOG)).toEqual(model!.operations.map((op) => op.name));
    expect(protocol.OPERATION_CATALOG.steer).toMatchObject({ group: 'execution', scope: 'session', mutation: true, status: 'stable' });
    expect(protocol.OPERATION_CATALOG.follow_up.since).toBe('0.3.0');
    expect(protocol.ERROR_CODES).toHaveLength(18);
    expect([...protocol.ERROR_CODES].sort()).toEqual(model!.errors.map((error) => error.code));
    expect(protocol.LIMITS).toMatchObject({ jsonDepth: 32, structuredBytes: 65536, instructionsBytes: 16384, uiHintBytes: 131072, idBytes: 128 });
    expect(protocol.REMOTE_FEATURES).toEqual(['sessions.create.instructions', 'sessions.create.session-id']);
    expect([protocol.PROTOCOL_VERSION, protocol.WIRE_VERSION, protocol.STORED_ROW_VERSION, protocol.CONTROL_VERSION]).toEqual(['0.6.0', 1, 1, 1]);
  });

  it('accepts every example of every operation, without changing it', () => {
    for (const op of model!.operations) {
      for (const example of op.examples) {
        const params = frozen(structuredClone(example.params));
        const result = frozen(structuredClone(example.result));
        expect(protocol.paramsValidator(op.name)!(params), `${op.name} params`).toBe(true);
        expect(protocol.resultValidator(op.name)!(result), `${op.name} result`).toBe(true);
        expect(params).toEqual(example.params);
      }
    }
  });

  it('rejects params and results of the wrong shape, with the reason', () => {
    for (const op of model!.operations) {
      expect(protocol.PARAMS_VALIDATORS[op.name as keyof typeof protocol.PARAMS_VALIDATORS](42)).toBe(false);
      expect(protocol.RESULT_VALIDATORS[op.name as keyof typeof protocol.RESULT_VALIDATORS]('x')).toBe(false);
    }
    const steerResult = protocol.RESULT_VALIDATORS.steer;
    expect(steerResult({ itemId: 'item-1' })).toBe(true);
    expect(steerResult({ status: 'handled' })).toBe(true);
    expect(steerResult({ itemId: 'item-1', status: 'handled' }), 'both branches at once').toBe(false);
    expect(steerResult({}), 'neither branch').toBe(false);
    const configExample = model!.operations.find((op) => op.name === 'config.set')!.examples[0]!.params as object;
    expect(protocol.PARAMS_VALIDATORS['config.set']({ ...configExample, expectedRevision: 3 }), 'config.set has no revision').toBe(false);
    expect(protocol.PARAMS_VALIDATORS['config.set'].errors?.[0]).toMatchObject({ keyword: 'additionalProperties' });
  });

  it('counts id limits in UTF-8 bytes, not characters', () => {
    expect(protocol.isRequestId('a'.repeat(128))).toBe(true);
    expect(protocol.isRequestId('a'.repeat(129))).toBe(false);
    expect(protocol.isRequestId('€'.repeat(42) + 'aa')).toBe(true); // 128 bytes, 44 characters
    expect(protocol.isRequestId('€'.repeat(43))).toBe(false); // 129 bytes, 43 characters
    expect(protocol.isRequestId.errors?.[0]).toMatchObject({ keyword: 'maxBytes', params: { limit: 128 } });
  });

  it('finds validators by op name only for operations the catalog has', () => {
    for (const name of ['unknown', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(protocol.paramsValidator(name), name).toBeUndefined();
      expect(protocol.resultValidator(name), name).toBeUndefined();
    }
  });
});
