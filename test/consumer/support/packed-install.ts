/**
 * The generated package as an application gets it: `npm pack` of generated/session-protocol into a
 * temporary folder, then a fresh consumer project (test/consumer/fixture, copied) that installs the
 * tarball — a real folder under node_modules, no workspace link. npm runs offline: a package with no
 * dependencies needs nothing from the registry, and the test must not depend on the network.
 */
import { execFile } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../support/cli-process.ts';

const run = promisify(execFile);
export const PACKAGE_DIR = join(ROOT, 'generated/session-protocol');
export const PACKAGE_NAME = '@felan-ai/session-protocol';

export interface PackedInstall {
  /** Holds the tarball and the consumer project; removed by `dispose`. */
  readonly root: string;
  readonly tarball: string;
  /** The paths npm put in the tarball, relative to the package folder. */
  readonly packedFiles: readonly string[];
  readonly consumer: string;
  readonly installed: string;
  dispose(): void;
}

/** npm's own settings from the parent `npm test` (workspace, prefix…) must not steer the child npm. */
function cleanEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value;
  return {
    ...env,
    NO_COLOR: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

export async function packAndInstall(): Promise<PackedInstall> {
  const root = mkdtempSync(join(tmpdir(), 'felan-consumer-'));
  const env = cleanEnvironment();
  try {
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', root], {
      cwd: PACKAGE_DIR,
      env,
      maxBuffer: 64 << 20,
    });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    const tarball = join(root, packed!.filename);
    const consumer = join(root, 'consumer');
    cpSync(join(ROOT, 'test/consumer/fixture'), consumer, { recursive: true });
    await run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', tarball], {
      cwd: consumer,
      env,
      maxBuffer: 64 << 20,
    });
    const installed = join(consumer, 'node_modules', PACKAGE_NAME);
    if (lstatSync(installed).isSymbolicLink())
      throw new Error(`${installed} is a link: the tarball was not installed as a release is`);
    // The README's example, as a developer would paste it: type-checked with the consumer's own sources.
    writeFileSync(
      join(consumer, 'src/readme-example.ts'),
      readmeExample(readFileSync(join(installed, 'README.md'), 'utf8')),
    );
    return {
      root,
      tarball,
      packedFiles: packed!.files.map((file) => file.path).sort(),
      consumer,
      installed,
      dispose: () => rmSync(root, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** The one TypeScript block of the package README; an error when there is none, or more than one. */
export function readmeExample(readme: string): string {
  const blocks = [...readme.matchAll(/^```ts\n([^]*?)^```$/gm)].map((match) => match[1]!);
  if (blocks.length !== 1) throw new Error(`the package README has ${blocks.length} TypeScript examples, not one`);
  return blocks[0]!;
}

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Runs a command in the consumer project; resolves with stdout, rejects with stdout and stderr in the message. */
export async function inConsumer(install: PackedInstall, file: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run(file, [...args], {
      cwd: install.consumer,
      env: cleanEnvironment(),
      maxBuffer: 64 << 20,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${file} ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}${failed.stdout || failed.stderr ? '' : failed.message}`,
      { cause: error },
    );
  }
}

/** The browser bundle of the consumer's entry (esbuild, platform browser), and what went into it. */
export async function bundleForBrowser(install: PackedInstall) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: install.consumer,
    entryPoints: ['src/browser.ts'],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'felanConsumer',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.text, metafile: result.metafile };
}

/** What the fixture's runScenario returns wherever it runs (Node, a CommonJS host, a browser page). */
export const SCENARIO_RESULT = {
  frames: 2,
  ops: ['prompt', 'sessions.list'],
  promptText: 'Résumé des tests — ünïcödé ✓',
  steer: ['queued as queue-item-4', 'handled'],
  rejected: { code: 'unsupported_operation', next: 'fix-request' },
  badFrame: { code: 'invalid_request' },
  mutation: true,
} as const;
