/**
 * What an app's bundle of the boundary keeps (issue 19, browser bundle). Rules:
 * - every schema the session protocol's boundary checks has a reader, so its binding names no Ajv
 *   validator (runtime/boundary/schema-check.ts: a validator serves only a schema without a reader);
 * - esbuild's bundle of an app importing the boundary's four names (bench/package.bench.ts) holds
 *   nothing of validators.js, operation-validators.js, schemas.js or schema-parser.js, and one that
 *   imports parseSchema holds schema-parser.js and schemas.js: those modules stay out unless asked for;
 * - one importing only the stream decoder holds no reader and no binding (BINDING is built of pure
 *   expressions: its limits are written as values, which must be the catalog's LIMITS).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@felan-ai/session-protocol';
import { BINDING } from '../../generated/session-protocol/dist/boundary.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The paths of every object holding a `validate` member, below `value`. */
function validators(value: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries = value instanceof Map ? [...value.entries()].map(([key, item]) => [String(key), item] as const) : Object.entries(value);
  return [...(Object.hasOwn(value, 'validate') ? [path || '/'] : []), ...entries.flatMap(([key, item]) => validators(item, `${path}/${key}`, seen))];
}

/** The package's modules in esbuild's bundle of an app importing `names`, by file name, with their bytes. */
async function bundled(names: readonly string[]): Promise<Map<string, number>> {
  const result = await build({
    stdin: { contents: `import { ${names.join(', ')} } from '@felan-ai/session-protocol';\nconsole.log(${names.join(', ')});\n`, resolveDir: ROOT },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.values(result.metafile.outputs)[0]!.inputs;
  return new Map(Object.entries(inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path, input]) => [path.split('/dist/').at(-1)!, input.bytesInOutput]));
}

describe('what a bundle of the boundary keeps', () => {
  it('the binding names no validator: every schema the boundary checks has a reader', () => {
    expect(validators(BINDING)).toEqual([]);
  });

  it('an app importing the boundary bundles no Ajv validator, no exported schema and no parseSchema', async () => {
    const modules = await bundled(['JsonLineDecoder', 'parseClientEnvelope', 'parseServerEnvelope', 'encodeFrame']);
    expect(modules.has('readers.js')).toBe(true);
    for (const left of ['validators.js', 'operation-validators.js', 'schemas.js', 'schema-parser.js']) expect([...modules.keys()]).not.toContain(left);
  }, 60_000);

  it('an app importing only the decoder bundles no reader and no binding; the binding\'s limits are the catalog\'s', async () => {
    const modules = await bundled(['JsonLineDecoder']);
    expect([...modules.keys()].filter((path) => ['readers.js', 'schemas.js', 'validators.js'].includes(path))).toEqual([]);
    // Of boundary.js, the decoder's subclass alone.
    expect(modules.get('boundary.js')).toBeLessThan(500);
    expect(BINDING.maxDepth).toBe(LIMITS.jsonDepth);
    expect(BINDING.maxFrameBytes).toBe(LIMITS.frameBytes);
  }, 60_000);

  it('an app importing parseSchema bundles its table and the exported schemas', async () => {
    const modules = await bundled(['parseSchema']);
    expect([...modules.keys()]).toEqual(expect.arrayContaining(['schema-parser.js', 'schemas.js']));
  }, 60_000);
});
