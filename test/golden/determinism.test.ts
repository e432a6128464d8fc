import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitAll } from '../../generator/emit/emitters.ts';
import { DEFAULT_PACKAGE_OPTIONS } from '../../generator/emit/package-options.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { partExports } from '../../generator/build/part-exports.ts';
import { readRuntimeSources } from '../../generator/host/runtime-sources.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { ROOT, temporaryFolders, type Run } from '../support/cli-process.ts';
import { readTree, treeDifferences } from '../support/file-tree.ts';
import { asRecord, generateOrFail } from '../support/generate.ts';
import { CLI, runNode } from '../support/node-child.ts';

const SPEC = 'spec/session-protocol';

/** Maps whose written order is part of the meaning (kept in the output), so the shuffle leaves them alone. */
const ORDERED = new Set([
  'properties',
  'commands',
  'fields',
  'clientKinds',
  'scopes',
  'persistence',
  'examples',
  'enum',
]);
/** Of those, the ones whose entries are definitions whose own keys the shuffle still reverses. */
const ORDERED_DEFINITIONS = new Set(['properties', 'commands', 'fields']);

/** Reverses the key order of every map whose order carries no meaning. */
function reverseKeys(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return ORDERED.has(key) ? value : value.map((item) => reverseKeys(item));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => [k, ORDERED.has(key) && !ORDERED_DEFINITIONS.has(key) ? v : reverseKeys(v, k)] as const,
  );
  return Object.fromEntries(ORDERED.has(key) ? entries : entries.reverse());
}

/**
 * The same spec laid out differently: every definition in a file of its own, under names and folders
 * that sort in another order than the originals, with sections, entries and keywords reversed.
 */
async function reshuffledSpec(): Promise<MemoryFileSystem> {
  const fs = new MemoryFileSystem();
  // The spec's YAML files, as the loader reads them (not its editor schema in .felan/).
  const names = (await nodeFileSystem.listFiles(SPEC))!.filter((name) => /\.ya?ml$/.test(name));
  let counter = 0;
  for (const name of [...names].reverse()) {
    const data = parse(readFileSync(`${SPEC}/${name}`, 'utf8')) as Record<string, Record<string, unknown>>;
    for (const [section, entries] of Object.entries(data).reverse()) {
      if (Array.isArray(entries)) {
        // A list section (parts) is one definition: it is written whole, in its own file.
        await fs.writeText(
          `/shuffled/${String(999 - counter++).padStart(3, '0')}-${section}.yml`,
          `# yaml-language-server: $schema=felan-spec.schema.json\n${stringify({ [section]: entries })}`,
        );
        continue;
      }
      for (const [entry, definition] of Object.entries(entries).reverse()) {
        const file = `/shuffled/${String(999 - counter++).padStart(3, '0')}-${section}/${entry.split('').reverse().join('')}.yml`;
        const text = `# yaml-language-server: $schema=felan-spec.schema.json\n${stringify({ [section]: { [entry]: reverseKeys(definition, entry) } })}`;
        await fs.writeText(file, text);
      }
    }
  }
  return fs;
}

describe('deterministic output', () => {
  it('is byte-identical when generated twice', async () => {
    const first = await generateOrFail(nodeFileSystem, SPEC);
    const second = await generateOrFail(nodeFileSystem, SPEC);
    expect(asRecord(second.files)).toEqual(asRecord(first.files));
  });

  it('does not depend on file names, file order, or the order of entries and keywords', async () => {
    const original = await generateOrFail(nodeFileSystem, SPEC);
    const shuffledFs = await reshuffledSpec();
    expect((await shuffledFs.listFiles('/shuffled'))!.length).toBeGreaterThan(20);
    const shuffled = await generateOrFail(shuffledFs, '/shuffled');
    expect(asRecord(shuffled.files)).toEqual(asRecord(original.files));
  });

  it('never lets an emitter change the model: it is deeply frozen, and emitting twice from it gives the same bytes', async () => {
    const { value: model } = await loadModel(nodeFileSystem, SPEC);
    const frozen = (value: unknown): boolean =>
      typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(frozen));
    expect(frozen(model)).toBe(true);
    const runtimeSources = readRuntimeSources();
    const context = {
      model: model!,
      options: DEFAULT_PACKAGE_OPTIONS,
      runtimeSources,
      partExports: partExports(runtimeSources, model!.parts),
    };
    const [once] = await emitAll(context);
    const [twice] = await emitAll(context);
    expect(asRecord(twice)).toEqual(asRecord(once));
  });

  it("holds no absolute path of this machine and no date of this run (today's, in UTC or local time)", async () => {
    const generated = await generateOrFail(nodeFileSystem, SPEC);
    const text = generated.files.map((file) => file.content).join('\n');
    expect(text).not.toContain(process.cwd());
    const now = new Date();
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    for (const today of [now.toISOString().slice(0, 10), local, now.toDateString()]) expect(text).not.toContain(today);
  });
});

/**
 * The same through the real CLI on real disk: `gen --out <tmp>` (sources and the built dist/) from
 * another working directory with relative paths, under time zones 25 hours apart and locales whose
 * case mapping, collation and number formats differ (Turkish dotless i), and from a copy of the spec
 * whose files are written in reverse order under names that sort in reverse.
 */
describe('deterministic output through the CLI, whatever the environment', () => {
  const folders = temporaryFolders('felan-determinism-');
  const SPEC_DIR = join(ROOT, SPEC);
  const PROBE = [
    'const options = Intl.DateTimeFormat().resolvedOptions();',
    "const sorted = ['j', 'ı', 'i', 'h'].sort((a, b) => a.localeCompare(b)).join('');",
    'console.log(JSON.stringify({ locale: options.locale, timeZone: options.timeZone, offset: new Date(Date.UTC(2024, 0, 15)).getTimezoneOffset(),',
    // With no argument, toLocaleUpperCase ignores the default locale in this V8; what names it explicitly honours it.
    "  number: (1234.5).toLocaleString(), sorted, upper: 'i'.toLocaleUpperCase(options.locale), cwd: process.cwd() }));",
  ].join('\n');

  interface Variant {
    readonly name: string;
    readonly cwd: string;
    readonly args: readonly string[];
    readonly env: Record<string, string>;
    readonly out: string;
    /** What a child started this way must see. */
    readonly sees: { readonly locale: RegExp; readonly timeZone: RegExp };
  }
  let variants: Variant[];
  const runs = new Map<string, Run>();
  const GEN_TIMEOUT = 300_000;

  beforeAll(async () => {
    const reversed = copyReversed(SPEC_DIR, folders.fresh('reversed-spec'));
    const elsewhere = folders.fresh('elsewhere');
    const baselineOut = folders.fresh('baseline-out');
    const reversedOut = folders.fresh('reversed-out');
    variants = [
      {
        name: 'baseline: repo root, absolute --out, UTC, C locale',
        cwd: ROOT,
        args: ['--spec', SPEC, '--out', baselineOut],
        env: { TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
        out: baselineOut,
        sees: { locale: /^en-US$/, timeZone: /^UTC$/ },
      },
      {
        name: 'another folder, relative --spec and --out, Pacific/Kiritimati (UTC+14), LC_ALL=tr_TR.UTF-8',
        cwd: elsewhere,
        args: ['--spec', relative(elsewhere, SPEC_DIR), '--out', 'out'],
        env: { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' },
        out: join(elsewhere, 'out'),
        sees: { locale: /^tr-TR$/, timeZone: /^Pacific\/Kiritimati$/ },
      },
      {
        name: 'reversed spec copy, from /, America/Adak (UTC−10), LANG=de_DE.UTF-8',
        cwd: '/',
        args: ['--spec', reversed, '--out', relative('/', reversedOut)],
        env: { TZ: 'America/Adak', LANG: 'de_DE.UTF-8' },
        out: reversedOut,
        sees: { locale: /^de-DE$/, timeZone: /^America\/Adak$/ },
      },
      {
        name: 'inside the reversed spec copy (--spec .), Asia/Kathmandu (UTC+5:45), LC_ALL=ja_JP.UTF-8',
        cwd: reversed,
        args: ['--spec', '.', '--out', '../inside-out'],
        env: { TZ: 'Asia/Kathmandu', LC_ALL: 'ja_JP.UTF-8' },
        out: join(reversed, '..', 'inside-out'),
        sees: { locale: /^ja-JP$/, timeZone: /^Asia\/Kath?mandu$/ }, // ICU's canonical id is Asia/Katmandu
      },
    ];
    // All at once (each keeps a core busy for ~15 s): in a working tree being edited, the runs then see the same toolchain.
    await Promise.all(
      variants.map(async (variant) => {
        runs.set(
          variant.name,
          await runNode([CLI, 'gen', ...variant.args], { cwd: variant.cwd, env: variant.env, timeoutMs: GEN_TIMEOUT }),
        );
      }),
    );
  }, 2 * GEN_TIMEOUT);

  afterAll(() => folders.remove());

  it('starts children that really see the given locale, time zone and folder (so the comparison below is not vacuous)', async () => {
    const seen = [];
    for (const variant of variants) {
      const probe = await runNode(['-e', PROBE], { cwd: variant.cwd, env: variant.env, timeoutMs: 30_000 });
      expect(probe.code, probe.output).toBe(0);
      const facts = JSON.parse(probe.stdout) as {
        locale: string;
        timeZone: string;
        offset: number;
        number: string;
        sorted: string;
        upper: string;
        cwd: string;
      };
      expect(facts.locale).toMatch(variant.sees.locale);
      expect(facts.timeZone).toMatch(variant.sees.timeZone);
      expect(facts.cwd).toBe(resolve(variant.cwd));
      seen.push(facts);
    }
    const [baseline, turkish, german, japanese] = seen;
    // On 2024-01-15: offsets 24 hours apart (+14 and −10), and a 45-minute one; local dates differ between the runs.
    expect([baseline!.offset, turkish!.offset, german!.offset, japanese!.offset]).toEqual([0, -840, 600, -345]);
    // Turkish collation puts dotless ı before i, and upper-cases i to İ; numbers group with dots in Turkish and German.
    expect([baseline!.sorted, turkish!.sorted]).toEqual(['hiıj', 'hıij']);
    expect([baseline!.upper, turkish!.upper]).toEqual(['I', 'İ']);
    expect([baseline!.number, turkish!.number, german!.number]).toEqual(['1,234.5', '1.234,5', '1.234,5']);
  });

  it('generates in every variant (exit 0)', () => {
    for (const variant of variants) {
      const run = runs.get(variant.name)!;
      expect(run.code, `${variant.name}\n${run.output}`).toBe(0);
    }
  });

  it('writes byte-identical trees in every variant: every source, manifest and built dist/ file', () => {
    const [baseline, ...others] = variants;
    const expected = readTree(baseline!.out);
    expect([...expected.keys()].filter((path) => path.includes('/dist/')).length).toBeGreaterThan(50);
    expect(expected.size).toBeGreaterThan(100);
    for (const variant of others) {
      expect({ variant: variant.name, differences: treeDifferences(expected, readTree(variant.out)) }).toEqual({
        variant: variant.name,
        differences: [],
      });
    }
  });
});

/**
 * Copies a spec folder so that every name sorts in the opposite order (a prefix counting down within
 * each folder) and the files are created last-first: the directory walk meets them in reverse.
 */
function copyReversed(from: string, to: string): string {
  const files = readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(from.length + 1))
    .sort();
  const renamed = (path: string) => {
    const segments = path.split('/');
    return segments
      .map((segment, depth) => {
        const parent = segments.slice(0, depth).join('/');
        const siblings = [
          ...new Set(
            files
              .filter((file) => file.startsWith(parent === '' ? '' : `${parent}/`))
              .map((file) => file.split('/')[depth]!),
          ),
        ].sort();
        return `${String(siblings.length - siblings.indexOf(segment)).padStart(2, '0')}-${segment}`;
      })
      .join('/');
  };
  for (const path of [...files].reverse()) {
    const target = join(to, renamed(path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(from, path)));
  }
  return to;
}
