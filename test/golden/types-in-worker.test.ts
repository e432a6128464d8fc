/**
 * gen and check emit the types in a worker thread (generator/emit/types/types-in-worker.ts), beside
 * the other emitters. The worker runs the compiled toolchain (dist/, built by `npm test` first): its
 * output must be exactly what the types emitter gives on the caller's thread, and a failure in it
 * must reach the caller as an error, never as a hang or a missing file.
 */
import { describe, expect, it } from 'vitest';
import type { EmitContext, Emitter } from '../../generator/emit/emitter.ts';
import { emitTypes } from '../../generator/emit/types/emit-types.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel } from '../../generator/pipeline.ts';

type TypesInWorker = (model: ProtocolModel) => Promise<unknown> | undefined;
const compiled = async () =>
  ((await import('../../dist/generator/emit/types/types-in-worker.js')) as { typesInWorker: TypesInWorker })
    .typesInWorker;

describe('the types emitted in a worker', () => {
  it.each(['test/fixtures/specs/minimal', 'test/fixtures/specs/kitchen-sink', 'spec/session-protocol'])(
    "rule: are the types emitted on the caller's thread (%s)",
    async (spec) => {
      const { value: model } = await loadModel(nodeFileSystem, spec);
      const inWorker = (await compiled())(model!);
      expect(inWorker, 'the compiled toolchain starts a worker').toBeDefined();
      expect(await inWorker).toEqual(await emitTypes(model!));
    },
  );

  it('rule: an emit that throws in the worker rejects with its error', async () => {
    await expect((await compiled())({} as ProtocolModel)).rejects.toThrow(/TypeError/);
  });

  it('rule: when the worker fails, the types emitter emits on its own thread: the same output', async () => {
    const { value: model } = await loadModel(nodeFileSystem, 'test/fixtures/specs/minimal');
    const { typesEmitter } = (await import('../../dist/generator/emit/types/types-emitter.js')) as {
      typesEmitter: Emitter;
    };
    // A function cannot be sent to a worker (structured clone): the worker path fails, the emitter does not.
    const unsendable = { ...model!, unsendable: () => undefined } as ProtocolModel;
    expect(await typesEmitter.emit({ model: unsendable } as EmitContext)).toEqual(await emitTypes(model!));
  });
});
