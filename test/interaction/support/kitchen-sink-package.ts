/**
 * The kitchen-sink fixture spec's package, generated and built into a temporary folder and imported
 * as a consumer would: the YAML path of the interaction kit, end to end.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compilePackage } from '../../../generator/build/compile-package.ts';
import { nodeFileSystem } from '../../../generator/host/node-file-system.ts';
import type { GeneratedPackage } from '../../../generator/pipeline.ts';
import { generateOrFail } from '../../support/generate.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a module imported at run time, whose exports each test names
type ImportedModule = Record<string, any>;

export interface BuiltPackage {
  readonly generated: GeneratedPackage;
  /** The built package's `dist/index.js`, imported. */
  readonly exports: ImportedModule;
}

export async function kitchenSinkPackage(): Promise<BuiltPackage> {
  const generated = await generateOrFail(nodeFileSystem, 'test/fixtures/specs/kitchen-sink');
  const out = mkdtempSync(join(tmpdir(), 'felan-kitchen-sink-'));
  for (const file of compilePackage(generated.files)) {
    mkdirSync(dirname(join(out, file.path)), { recursive: true });
    writeFileSync(join(out, file.path), file.content);
  }
  try {
    // Every module the package imports is loaded once its index is: the folder is not needed after.
    return { generated, exports: (await import(pathToFileURL(join(out, 'dist/index.js')).href)) as ImportedModule };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
