/**
 * The promise of init: the scaffold of each framing family is a spec that validates with no warning
 * and generates a package that type-checks, untouched, with its boundary API. gen with type-checking
 * takes ~10-30 s: one test per family.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGen } from '../../cli/commands/gen.ts';
import { runInit } from '../../cli/commands/init.ts';
import { runValidate } from '../../cli/commands/validate.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { temporaryFolders } from '../support/cli-process.ts';

const folders = temporaryFolders('felan-init-gen-');
afterAll(() => folders.remove());

/** Each family, with its type count and the boundary functions its framing names. */
const FAMILY_CASES = [
  { family: 'envelope', types: 9, boundary: ['parseRequest', 'parseResponse', 'encodeFrame', 'JsonLineDecoder'] },
  {
    family: 'json-rpc',
    types: 11,
    boundary: [
      'parseRequest',
      'parseResponse',
      'parseClientMessage',
      'parseServerMessage',
      'encodeFrame',
      'JsonLineDecoder',
    ],
  },
] as const;

describe.each(FAMILY_CASES)('a fresh scaffold of the $family family', ({ family, types, boundary }) => {
  it(
    'passes validate with no warning, then gen builds and type-checks its package, which has the boundary API',
    { timeout: 180_000 },
    async () => {
      const root = folders.fresh('scaffold');
      const spec = join(root, 'specs', 'orbit-chat');
      const init = captureTerminal();
      expect(
        await runInit(spec, { package: '@acme/orbit-chat', title: 'Orbit chat', family }, init.terminal),
        init.stderr(),
      ).toBe(0);

      const validate = captureTerminal();
      expect(await runValidate({ spec }, validate.terminal), validate.stderr()).toBe(0);
      expect(validate.stderr()).toBe(''); // not even a warning
      expect(validate.stdout()).toContain(`valid (@acme/orbit-chat 0.1.0, 3 operations, ${types} types)`);

      const out = join(root, 'out');
      const gen = captureTerminal();
      expect(await runGen({ spec, out, typecheck: true }, gen.terminal), gen.stderr()).toBe(0);
      const packageDir = join(out, 'orbit-chat');
      const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
        name: string;
        description: string;
      };
      expect(manifest).toMatchObject({ name: '@acme/orbit-chat', description: 'Orbit chat' });
      for (const file of ['src/types.d.ts', 'src/catalog.js', 'dist/index.js', 'dist/index.d.ts'])
        expect(existsSync(join(packageDir, file)), file).toBe(true);
      expect(readFileSync(join(packageDir, 'src/catalog.js'), 'utf8')).toContain("'notes.pin'");
      const index = readFileSync(join(packageDir, 'dist/index.d.ts'), 'utf8');
      for (const name of boundary) expect(index, name).toMatch(new RegExp(`\\b${name}\\b`));
    },
  );
});
