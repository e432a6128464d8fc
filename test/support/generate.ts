import { expect } from 'vitest';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import type { FileSystemHost } from '../../generator/host/file-system.ts';
import { generatePackage, type GeneratedPackage } from '../../generator/pipeline.ts';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';

/** Runs load → check → model → emit and fails the test, listing the diagnostics, when the spec has errors. */
export async function generateOrFail(fs: FileSystemHost, specDir: string): Promise<GeneratedPackage> {
  const result = await generatePackage(fs, specDir);
  expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
  return result.value!;
}

export function asRecord(files: readonly EmittedFile[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file.path, file.content]));
}
