/**
 * The generic core knows no one protocol: no file under generator/emit and no module of the generic
 * runtime (runtime/ except runtime/parts, the bundled protocol's opt-in parts) names a type, a
 * limit, a constant or a framing member of the bundled spec. Those live in the spec's framing
 * declaration and in its parts; the emitters read them from the model.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../generator/pipeline.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GENERIC = ['generator/emit', 'runtime/boundary', 'runtime/validation', 'runtime/schemas', 'runtime/interaction'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const model = (await loadModel(nodeFileSystem, join(ROOT, 'spec/session-protocol'))).value!;
const framing = model.framing!;

/** Names that would tie the core to the bundled protocol, each a whole word. */
const NAMES = [
  framing.request.type,
  framing.response.type,
  framing.request.mutationId!.type,
  ...framing.events.map((event) => event.type),
  framing.request.parsed,
  framing.response.parsed,
  ...model.limits.map((limit) => limit.name),
  ...model.constants.map((constant) => constant.name),
];

/**
 * Framing members, as the string literals code would test them with. Two are words the core uses in
 * its own sense: `op` is its name for an operation parameter, so it is checked as a property read
 * (`.op`, `['op']`) instead; `type` is the JSON Schema keyword every schema walker reads, so the
 * event marker `type` cannot be told apart by text and is left to the other checks.
 */
const OWN_WORDS = new Set(['op', 'type']);
const MEMBERS_ALL = [
  framing.request.operation,
  framing.response.correlation,
  framing.request.target!,
  String(framing.response.result.when!.equals),
  framing.response.result.when!.field,
  ...framing.events.map((event) => event.marker),
];
const MEMBERS = MEMBERS_ALL.filter((member) => !OWN_WORDS.has(member));
const READ_MEMBERS = MEMBERS_ALL.filter((member) => member === 'op');

describe('the generic core names nothing of the bundled protocol', () => {
  const files = GENERIC.flatMap(filesUnder);

  it('rule: the scan covers the emitters and the generic runtime', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(NAMES).toContain('ClientEnvelope');
    expect(MEMBERS).toEqual(expect.arrayContaining(['re', 'session', 'outcome', 'accepted', 'stream']));
    expect(READ_MEMBERS).toEqual(['op']);
  });

  it('rule: no type, limit or constant name of the bundled spec appears, even in a comment', () => {
    const hits = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).map(
        (name) => `${relative(ROOT, join(ROOT, file))}: ${name}`,
      );
    });
    expect(hits).toEqual([]);
  });

  it('rule: no framing member of the bundled spec is tested as a string literal', () => {
    const hits = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const literal = MEMBERS.filter((member) => text.includes(`'${member}'`) || text.includes(`"${member}"`));
      const read = READ_MEMBERS.filter((member) => new RegExp(`\\.${member}\\b|\\[['"]${member}['"]\\]`).test(text));
      return [...literal, ...read].map((member) => `${file}: '${member}'`);
    });
    expect(hits).toEqual([]);
  });
});
