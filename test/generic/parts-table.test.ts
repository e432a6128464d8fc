/**
 * The opt-in parts (generator/parts/parts.ts): one table, the meta-schema's list of part names
 * is that table's, every module a part names exists, and a package carries and exports exactly the
 * parts its spec asks for.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };
import { PARTS } from '../../generator/parts/parts.ts';
import { partsEmitter } from '../../generator/emit/parts/parts-emitter.ts';
import { runtimeEmitter } from '../../generator/emit/runtime/runtime-files.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { partExports } from '../../generator/build/part-exports.ts';
import { readRuntimeSources } from '../../generator/host/runtime-sources.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const runtimeSources = readRuntimeSources();
// A spec that names no parts of its own: the JSON-RPC example.
const template = (await loadModel(nodeFileSystem, join(ROOT, 'spec/tasks-rpc'))).value!;

const withParts = (parts: string[]): ProtocolModel => ({ ...template, parts });
const emit = async (model: ProtocolModel) => {
  const context = {
    model,
    runtimeSources,
    partExports: partExports(runtimeSources, model.parts),
    outputs: new Map(),
  } as unknown as Parameters<typeof runtimeEmitter.emit>[0];
  const runtime = await runtimeEmitter.emit(context);
  const parts = await partsEmitter.emit(context);
  return {
    paths: runtime.files.map((file) => file.path),
    exported: (parts.exports ?? []).map((entry) => entry.module),
  };
};

describe('the parts table', () => {
  it('rule: the meta-schema accepts exactly the part names of the table', () => {
    expect(metaSchema.properties.parts.items.enum).toEqual(PARTS.map((part) => part.name).sort());
  });

  it('rule: every module a part names is a runtime source', () => {
    for (const part of PARTS) {
      for (const module of [...part.modules, ...(part.internal ?? [])])
        expect(existsSync(join(ROOT, 'runtime', module)), `${part.name}: ${module}`).toBe(true);
    }
  });

  it('rule: a spec that asks for no part gets no part module, carried or exported', async () => {
    const { paths, exported } = await emit(withParts([]));
    expect(paths.filter((path) => path.startsWith('src/runtime/parts/'))).toEqual([]);
    expect(exported).toEqual([]);
  });

  it.each(PARTS.map((part) => [part.name, part] as const))(
    'rule: asking for %s carries its modules (and the folders it needs) and exports only its own',
    async (_name, part) => {
      const { paths, exported } = await emit(withParts([part.name]));
      const carried = paths
        .filter((path) => path.startsWith('src/runtime/parts/'))
        .map((path) => path.slice('src/runtime/'.length));
      expect(carried.sort()).toEqual([...part.modules, ...(part.internal ?? [])].sort());
      for (const folder of part.needs)
        expect(
          paths.some((path) => path.startsWith(`src/runtime/${folder}`)),
          folder,
        ).toBe(true);
      expect(exported.sort()).toEqual(
        part.modules.map((module) => `./runtime/${module.replace(/\.ts$/, '.js')}`).sort(),
      );
    },
  );
});
