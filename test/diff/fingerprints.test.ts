/**
 * A change's fingerprint is what an acknowledgement names: 16 lowercase hex digits, the same every
 * run and wherever the definition's file is, and different for every distinct change.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Change } from '../../generator/diff/change.ts';
import { classifyFact } from '../../generator/diff/classify.ts';
import { compareContracts } from '../../generator/diff/compare-contracts.ts';
import { loadContract, type Contract } from '../../generator/diff/contract-source.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import {
  BY_SECTION,
  contractOf,
  diffEdits,
  ONE_FILE_PER_DEFINITION,
  operation,
  slot,
  specFiles,
  specWith,
  SPEC_ROOT,
  type JsonObject,
  type Layout,
  type Patch,
} from './support/contracts.ts';

const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });

/** Several unrelated edits at once, so one report holds many changes. */
const OLD: Patch = {
  ...slot('params', obj({ a: str, b: { type: 'string', maxLength: 10 } })),
  types: { Item: obj({ a: str, b: str }, { required: ['a'] }), Gone: { type: 'integer' } },
};
const NEW: Patch = {
  operations: {
    probe: {
      params: { properties: { value: obj({ a: { type: 'integer' }, b: { type: 'string', maxLength: 5 }, c: str }) } },
      result: { properties: { value: obj({ c: str }) } },
    },
    'probe.more': operation({ requires: 'probe.extras' }),
  },
  types: { Item: obj({ a: str, c: str }, { required: ['a', 'c'] }) },
  errors: { gone: { description: 'It is gone.', since: '1.0.0' } },
  limits: { itemBytes: { value: 2048 } },
  constants: { WIRE_VERSION: { value: 2 } },
};

/** A contract loaded afresh (no cache): a second, independent run. */
async function loadAfresh(edit: Patch, layout: Layout = BY_SECTION): Promise<Contract> {
  const [contract] = await loadContract(new MemoryFileSystem(specFiles(specWith(edit), layout)), SPEC_ROOT, SPEC_ROOT);
  if (contract === undefined) throw new Error('fixture spec is invalid');
  return contract;
}

const fingerprints = (changes: readonly Change[]) => changes.map((change) => change.fingerprint);

describe('fingerprints', () => {
  it('are 16 lowercase hex digits', async () => {
    const { changes } = await diffEdits(OLD, NEW);
    expect(changes.length).toBeGreaterThan(15);
    for (const change of changes) expect(change.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('are the same in two independent runs', async () => {
    const first = diffContracts(await loadAfresh(OLD), await loadAfresh(NEW));
    const second = diffContracts(await loadAfresh(OLD), await loadAfresh(NEW));
    expect(fingerprints(second.changes)).toEqual(fingerprints(first.changes));
    expect(second).toEqual(first);
  });

  it('do not change when definitions move to other files or folders, though the positions do', async () => {
    const [oldSplit, newSplit] = [
      await contractOf(OLD, ONE_FILE_PER_DEFINITION),
      await contractOf(NEW, ONE_FILE_PER_DEFINITION),
    ];
    const bySection = diffContracts(await contractOf(OLD), await contractOf(NEW)).changes;
    const moved = diffContracts(oldSplit, newSplit).changes;
    expect(fingerprints(moved)).toEqual(fingerprints(bySection));
    const itemChange = (changes: readonly Change[]) =>
      changes.find((change) => change.new.pointer === '/types/Item/properties/c')!;
    expect(itemChange(bySection).new.location?.file).toBe('spec/types.yaml');
    expect(itemChange(moved).new.location?.file).toBe('spec/types/Item.yaml');
  });

  it('do not change when only one side is split differently', async () => {
    const bySection = diffContracts(await contractOf(OLD), await contractOf(NEW)).changes;
    const mixed = diffContracts(await contractOf(OLD, ONE_FILE_PER_DEFINITION), await contractOf(NEW)).changes;
    expect(fingerprints(mixed)).toEqual(fingerprints(bySection));
  });

  it('do not change when protocol.version is bumped, so an acknowledgement survives the release', async () => {
    const before = (await diffEdits(OLD, NEW)).changes;
    const bumped = (await diffEdits(OLD, { ...NEW, protocol: { version: '2.0.0' } })).changes;
    expect(fingerprints(bumped)).toEqual(fingerprints(before));
  });

  it('differ between every two changes of a report, including the layers of one fact', async () => {
    const [oldContract, newContract] = [await contractOf(OLD), await contractOf(NEW)];
    // Classified fact by fact, before diffContracts drops repeated fingerprints: a collision would hide a change there.
    const classified = compareContracts(oldContract.spec, newContract.spec).flatMap((fact) =>
      classifyFact(fact, oldContract.locate, newContract.locate),
    );
    expect(new Set(fingerprints(classified)).size).toBe(classified.length);
    const { changes } = diffContracts(oldContract, newContract);
    expect(changes).toHaveLength(classified.length);
    const layered = changes.filter((change) => change.rule === 'type-changed');
    expect(layered.map((change) => change.layer).sort()).toEqual(['typescript', 'wire']);
    expect(layered[0]!.fingerprint).not.toBe(layered[1]!.fingerprint);
  });

  it('differ for the same edit in different places', async () => {
    const edit = (where: 'params' | 'result', property: string) =>
      [slot(where, obj({ [property]: str })), slot(where, obj({ [property]: { type: 'integer' } }))] as const;
    const prints = await Promise.all(
      [edit('params', 'a'), edit('result', 'a'), edit('params', 'b')].map(async ([a, b]) =>
        fingerprints((await diffEdits(a, b)).changes),
      ),
    );
    expect(new Set(prints.flat()).size).toBe(prints.flat().length);
  });

  it('differ for the same rule with different values', async () => {
    const raised = (await diffEdits({}, { limits: { itemBytes: { value: 2048 } } })).changes;
    const raisedMore = (await diffEdits({}, { limits: { itemBytes: { value: 4096 } } })).changes;
    expect(raised[0]!.rule).toBe(raisedMore[0]!.rule);
    expect(raised[0]!.fingerprint).not.toBe(raisedMore[0]!.fingerprint);
  });

  it('do not change now that messages name their subject: values taken before they did, so committed acknowledgements keep matching', async () => {
    const { changes } = await diffEdits(OLD, NEW);
    const pinned = (rule: string, layer: string, pointer: string) => {
      const found = changes.find(
        (change) => change.rule === rule && change.layer === layer && change.new.pointer === pointer,
      )!;
      return [found.message, found.fingerprint];
    };
    expect(
      pinned('string-length-tightened', 'wire', '/operations/probe/params/properties/value/properties/b/maxLength'),
    ).toEqual(['operation probe params: maxLength tightened from 10 to 5', 'd48258b8c63c5421']);
    expect(pinned('required-property-added', 'wire', '/types/Item/properties/c')).toEqual([
      'type Item: required property c added: old writers do not send it',
      'e3cb55caf90e0a73',
    ]);
    expect(pinned('required-property-added', 'typescript', '/types/Item/properties/c')[1]).toBe('69d7cafc10e60f6c');
    expect(pinned('error-code-added', 'wire', '/errors/gone')).toEqual([
      'error code gone added: old clients treat it as an unknown code',
      '4ac7174bf9e5853e',
    ]);
    expect(pinned('limit-raised', 'wire', '/limits/itemBytes/value')[1]).toBe('bd6a987a5874205a');
  });

  it('do not change now that messages name their subject: the README example (0.1.0 → 0.2.0) keeps 20e525a171902497', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const load = async (version: string) =>
      (
        await loadContract(
          nodeFileSystem,
          `${root}spec/releases/${version}.json`,
          `${root}spec/releases/${version}.json`,
        )
      )[0]!;
    const { changes } = diffContracts(await load('0.1.0'), await load('0.2.0'));
    const channel = changes.find(
      (change) =>
        change.rule === 'union-variant-added' &&
        change.layer === 'wire' &&
        change.new.pointer === '/types/CommandSource/oneOf/1',
    )!;
    expect(channel.message).toBe('type CommandSource: union variant kind="channel" added: old readers reject it');
    expect(channel.fingerprint).toBe('20e525a171902497');
  });

  it('taken from one run accept the same changes in another run over moved files', async () => {
    const first = (await diffEdits(OLD, NEW)).changes;
    const accepted = first.map((change) => ({
      fingerprint: change.fingerprint,
      rule: change.rule,
      pointer: change.new.pointer,
      reason: 'intended',
    }));
    const report = diffContracts(
      await loadAfresh(OLD, ONE_FILE_PER_DEFINITION),
      await loadAfresh(NEW, ONE_FILE_PER_DEFINITION),
      accepted,
    );
    expect(report.changes.every((change) => change.accepted)).toBe(true);
    expect(report.staleAcceptances).toEqual([]);
    expect(report.summary).toMatchObject({ breaking: 0, dangerous: 0, safe: 0, accepted: first.length });
  });
});
