/**
 * The spec test/fixtures/specs/json-rpc-native (a JSON-RPC protocol written as MCP and LSP are)
 * generated, type-checked and built in memory, then imported from a temporary folder: the package a
 * user of such a protocol gets. Call it inside a test or a beforeAll only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compilePackage } from '../../generator/build/compile-package.ts';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { ROOT } from '../support/cli-process.ts';

export const NATIVE_SPEC = join(ROOT, 'test/fixtures/specs/json-rpc-native');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a module imported at run time
export type NativePackage = Record<string, any>;

export async function buildNativePackage(): Promise<{ module: NativePackage; files: Record<string, string> }> {
  const result = await generatePackage(nodeFileSystem, NATIVE_SPEC);
  const errors = result.diagnostics.filter((entry) => entry.severity === 'error').map(formatDiagnostic);
  if (result.value === undefined || errors.length > 0) throw new Error(`the spec has errors:\n${errors.join('\n')}`);
  const built = compilePackage(result.value.files, { typeCheck: true });
  const out = mkdtempSync(join(tmpdir(), 'felan-json-rpc-'));
  try {
    for (const file of built) {
      mkdirSync(dirname(join(out, file.path)), { recursive: true });
      writeFileSync(join(out, file.path), file.content);
    }
    const module = (await import(pathToFileURL(join(out, 'dist/index.js')).href)) as NativePackage;
    return { module, files: Object.fromEntries(result.value.files.map((file) => [file.path, file.content])) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
