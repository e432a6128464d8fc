/**
 * The toolchain as a new user gets it: `npm pack` of this checkout into a temporary folder, then a
 * fresh project that installs the tarball — a real folder under node_modules, no link to the
 * checkout. npm runs offline: the project's lockfile pins the toolchain's dependencies to the very
 * versions and integrity hashes of this checkout's package-lock.json, whose tarballs `npm ci` put in
 * npm's cache, so the install needs no registry (the test must not depend on the network).
 */
import { execFile } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../support/cli-process.ts';

const run = promisify(execFile);

export interface InstalledToolchain {
  /** Holds the tarball and the project; removed by `dispose`. */
  readonly root: string;
  readonly tarball: string;
  /** The user's project: package.json, package-lock.json and node_modules/ after the install. */
  readonly project: string;
  /** node_modules/felan-protocol in the project. */
  readonly installed: string;
  /** node_modules/.bin/felan-protocol, as `npx felan-protocol` runs it. */
  readonly bin: string;
  dispose(): void;
}

interface LockEntry {
  readonly dev?: boolean;
  readonly link?: boolean;
  readonly [field: string]: unknown;
}

/** npm's own settings from the parent `npm test` (workspace, prefix…) must not steer the child npm. */
export function cleanEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^npm_/i.test(key) && !key.startsWith('GIT_') && key !== 'FELAN_DEBUG' && key !== 'FORCE_COLOR')
      env[key] = value;
  return {
    ...env,
    NO_COLOR: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

/**
 * Brings this checkout's build (dist/) up to date with its sources, as the CLI does before a run in a
 * checkout: the tarball must not ship code older than the sources. Throws with tsc's output when the
 * sources do not compile.
 */
export async function ensureBuildCurrent(): Promise<void> {
  const probe =
    "import { ensureCurrentBuild } from './bin/toolchain-build.js'; process.stdout.write(ensureCurrentBuild() ?? '')";
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], {
    cwd: ROOT,
    maxBuffer: 64 << 20,
  });
  if (stdout !== '') throw new Error(`the toolchain does not build:\n${stdout}`);
}

export async function packAndInstallToolchain(): Promise<InstalledToolchain> {
  await ensureBuildCurrent();
  const root = mkdtempSync(join(tmpdir(), 'felan-toolchain-'));
  const env = cleanEnvironment();
  try {
    // --ignore-scripts: prepare (the build) already ran; npm pack would run it again.
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', root], {
      cwd: ROOT,
      env,
      maxBuffer: 64 << 20,
    });
    const [packed] = JSON.parse(stdout) as { filename: string; integrity: string }[];
    const tarball = join(root, packed!.filename);
    const project = join(root, 'project');
    mkdirSync(project);
    const dependency = `file:../${packed!.filename}`;
    const manifest = {
      name: 'my-project',
      version: '1.0.0',
      private: true,
      type: 'module',
      dependencies: { 'felan-protocol': dependency },
    };
    writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
    writeFileSync(
      join(project, 'package-lock.json'),
      JSON.stringify(lockfile(manifest, dependency, packed!.integrity), null, 2) + '\n',
    );
    await run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: project, env, maxBuffer: 64 << 20 });
    const installed = join(project, 'node_modules', 'felan-protocol');
    if (lstatSync(installed).isSymbolicLink())
      throw new Error(`${installed} is a link: the tarball was not installed as a release is`);
    return {
      root,
      tarball,
      project,
      installed,
      bin: join(project, 'node_modules', '.bin', 'felan-protocol'),
      dispose: () => rmSync(root, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The project's package-lock.json: the tarball, and every package this checkout's lockfile installs
 * for production (not dev-only, not the workspace link) at the same place, version and integrity.
 */
function lockfile(
  manifest: { name: string; version: string; dependencies: Record<string, string> },
  dependency: string,
  integrity: string,
) {
  const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
    license: string;
    dependencies: object;
    bin: object;
    engines: object;
  };
  const checkout = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const packages: Record<string, unknown> = {
    '': { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies },
    'node_modules/felan-protocol': {
      version: own.version,
      resolved: dependency,
      integrity,
      license: own.license,
      dependencies: own.dependencies,
      bin: own.bin,
      engines: own.engines,
    },
  };
  for (const [path, entry] of Object.entries(checkout.packages)) {
    if (path.startsWith('node_modules/') && entry.dev !== true && entry.link !== true) packages[path] = entry;
  }
  return { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages };
}
