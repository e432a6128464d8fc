import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDiagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../../generator/host/memory-file-system.ts';
import { readTemplate } from '../../../generator/init/render-scaffold.ts';
import { generatePackage } from '../../../generator/pipeline.ts';
import type { Schema } from './keywords.ts';
import type { SchemaSubject } from './schema-subjects.ts';

const ROOT = '/dialect-spec';

/** A subject of a generated package: its type guard, and `parseSchema` (the boundary's reader, or its slow path) on the same schema. */
export interface DialectSubject extends SchemaSubject {
  /** Whether parseSchema accepts the value; anything but a ProtocolError thrown is a crash, and throws. */
  readonly parse: (data: unknown) => boolean;
}

export type DialectPackage =
  { readonly ok: true; readonly subjects: DialectSubject[] } | { readonly ok: false; readonly problem: string };

/**
 * The package `gen` makes of a spec holding `types` beside what `felan-protocol init` scaffolds (a
 * boundary, so it has parseSchema): load → check → model → emit, as gen runs them. The sources are
 * bundled by esbuild rather than built by the package's own build (which also writes declarations
 * this test never reads, at several times the cost); the code that runs is the emitted code.
 */
export async function generateDialectPackage(types: Record<string, Schema>): Promise<DialectPackage> {
  const scaffold = await readTemplate();
  const fs = new MemoryFileSystem({
    ...Object.fromEntries(scaffold.map((file) => [`${ROOT}/${file.path}`, file.content])),
    [`${ROOT}/fuzz.yaml`]: JSON.stringify({ types }, null, 1),
  });
  const result = await generatePackage(fs, ROOT);
  const errors = result.diagnostics.filter((entry) => entry.severity === 'error');
  if (result.value === undefined || errors.length > 0)
    return { ok: false, problem: errors.map(formatDiagnostic).join('\n') };

  const out = mkdtempSync(join(tmpdir(), 'felan-differential-'));
  try {
    for (const file of result.value.files) {
      mkdirSync(dirname(join(out, file.path)), { recursive: true });
      writeFileSync(join(out, file.path), file.content);
    }
    const esbuild = await import('esbuild');
    await esbuild.build({
      entryPoints: [join(out, 'src/index.js')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: join(out, 'bundle.mjs'),
      logLevel: 'error',
    });
    const module = (await import(pathToFileURL(join(out, 'bundle.mjs')).href)) as Record<string, unknown>;
    const parseSchema = module.parseSchema as (schema: unknown, value: unknown) => unknown;
    const subjects = Object.keys(types).map((name): DialectSubject => {
      const schema = module[`${name}Schema`] as Schema;
      return {
        name: `types/${name}`,
        schema,
        validate: module[`is${name}`] as DialectSubject['validate'],
        examples: [],
        parse: (data) => {
          try {
            parseSchema(schema, data);
            return true;
          } catch (error) {
            if (error instanceof Error && error.name === 'ProtocolError') return false;
            throw error;
          }
        },
      };
    });
    return { ok: true, subjects };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
