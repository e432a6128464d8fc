/**
 * Issue 20, limits written once: a schema bound that names its limit (`maxBytes: { limit:
 * instructionsBytes }`) follows the limit. One edit of limits.yaml in a copy of the bundled spec
 * changes LIMITS, the parsers of the regenerated package and the contract diff, which then calls
 * the lowered limit breaking for old writers because the bound it names tightens what clients send.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bundled from '@felan-ai/session-protocol';
import { runGen } from '../../cli/commands/gen.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { loadContract } from '../../generator/diff/contract-source.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { temporaryFolders } from '../support/cli-process.ts';
import { MUTATION_ID, thrown } from '../support/requests.ts';

const folders = temporaryFolders('felan-limit-once-');
afterAll(() => folders.remove());

const OLD = 16_384;
const NEW = 8_192;
type Package = typeof bundled;

let spec = '';
let lowered: Package;

beforeAll(async () => {
  const root = folders.fresh('lowered');
  spec = join(root, 'session-protocol');
  cpSync('spec/session-protocol', spec, { recursive: true });
  const limits = join(spec, 'limits.yaml');
  const text = readFileSync(limits, 'utf8');
  const edited = text.replace(/(\n {2}instructionsBytes:\n {4}value: )16384\n/, `$1${NEW}\n`);
  expect(edited, 'the copy lowers instructionsBytes in one place').not.toBe(text);
  writeFileSync(limits, edited);
  const gen = captureTerminal();
  expect(await runGen({ spec, out: join(root, 'out'), typecheck: false }, gen.terminal), gen.stderr()).toBe(0);
  lowered = (await import(pathToFileURL(join(root, 'out', 'session-protocol', 'dist', 'index.js')).href)) as Package;
}, 240_000);

/** A compact request whose instructions take `bytes` UTF-8 bytes. */
const compact = (bytes: number) => ({ v: 1, id: MUTATION_ID.toLowerCase(), session: 's1', op: 'compact', params: { instructions: 'é'.repeat(bytes / 2) } });

describe('a limit lowered in limits.yaml alone', () => {
  it('rule: LIMITS carries the new value, and the bundled package the old', () => {
    expect(bundled.LIMITS.instructionsBytes).toBe(OLD);
    expect(lowered.LIMITS.instructionsBytes).toBe(NEW);
  });

  it('rule: the bundled parser accepts instructions of the old limit; the regenerated one refuses them at the bound that names the limit', () => {
    expect(bundled.parseClientEnvelope(compact(OLD)).params).toEqual(compact(OLD).params);
    const error = thrown(() => lowered.parseClientEnvelope(compact(OLD)), lowered.ProtocolError);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(`must NOT have more than ${NEW} UTF-8 bytes (at /params/instructions)`);
  });

  it('rule: the regenerated parser accepts instructions of exactly the new limit, and refuses two bytes more', () => {
    expect(lowered.parseClientEnvelope(compact(NEW)).params).toEqual(compact(NEW).params);
    expect(thrown(() => lowered.parseClientEnvelope(compact(NEW + 2)), lowered.ProtocolError).code).toBe('invalid_request');
  });

  it('rule: the regenerated params validator takes the new bound too', () => {
    const params = compact(OLD).params;
    expect(lowered.paramsValidator('compact')!(params)).toBe(false);
    expect(bundled.paramsValidator('compact')!(params)).toBe(true);
  });

  it('rule: the contract diff calls the change breaking for old writers, where the lowered bound tightens what clients send', async () => {
    const load = async (path: string) => {
      const [contract, problems] = await loadContract(nodeFileSystem, path, path);
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      return contract!;
    };
    const report = diffContracts(await load('spec/session-protocol'), await load(spec));
    const wire = report.changes.filter((change) => change.layer === 'wire');
    expect(wire.find((change) => change.rule === 'limit-lowered')?.old.pointer).toBe('/limits/instructionsBytes/value');
    const tightened = wire.filter((change) => change.rule === 'byte-length-tightened');
    expect(tightened.length).toBeGreaterThan(0);
    expect(tightened.every((change) => change.severity === 'breaking' && change.breaks === 'old-writers')).toBe(true);
    expect(tightened.map((change) => change.new.pointer)).toContain('/operations/compact/params/properties/instructions/maxBytes');
    expect(report.summary.requiredBump).toBe('minor');
  });
});
