/**
 * felan-protocol/interaction as a consumer meets it: the package's export map pointing at the build
 * (dist/, made by `npm run build:interaction`, which npm ci runs through prepare), imported by plain
 * Node with no TypeScript loader. Runs the kit's own example unchanged.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const EXAMPLE = `
import { Interaction } from 'felan-protocol/interaction';
const protocol = Interaction.define({
  commandField: 'type',
  commands: {
    reply: { category: 'presentation', description: 'Show a confirmed note',
             fields: { text: { required: true, jsonSchema: { type: 'string' } } },
             checks: [{ occur: v => typeof v.text !== 'string', error: 'text must be a string' }] },
    unavailable: { category: 'receipt', description: 'Material unavailable', fields: {} },
  },
});
const received = protocol.receive({ type: 'reply', text: 'hi' });
const d = Interaction.bind(protocol, { reply: v => 'note: ' + v.text, unavailable: () => 'n/a' });
const dispatched = d.dispatch({ type: 'reply', text: 'hi' }, undefined);
console.log(JSON.stringify({ received, dispatched, catalog: d.catalog.map((row) => row.id) }));
`;

describe('felan-protocol/interaction, built and imported by plain Node', () => {
  it('rule: the export map resolves to JavaScript that runs the kit example unchanged', () => {
    const build = spawnSync('npm', ['run', '--silent', 'build:interaction'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', EXAMPLE], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      received: { id: 'reply', result: { type: 'reply', text: 'hi' } },
      dispatched: 'note: hi',
      catalog: ['reply', 'unavailable'],
    });
  });
});
