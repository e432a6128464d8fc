// Builds the toolchain in a checkout: tsc compiles cli/, generator/, interaction/ and runtime/ into
// dist/, and a stamp records when the build started. The CLI (bin/felan-protocol.js) runs that
// compiled JavaScript; in a checkout it first calls ensureCurrentBuild(), so it never runs code older
// than the sources beside it — what running the sources through a TypeScript loader used to give.
// `npm run build` (which npm's prepare runs) runs this file. Not part of the published package, which
// ships dist/ already built.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.build-stamp');
/** Held (a folder: creating one is atomic) while a build runs, so parallel runs build once. */
const LOCK = join(DIST, '.build-lock');
/** A lock older than this is left over from a killed build. */
const LOCK_ABANDONED_MS = 10 * 60_000;
const LOCK_WAIT_MS = 5 * 60_000;
/** What tsconfig.build.json compiles, and the JSON it imports (copied into dist/). */
const SOURCE_FOLDERS = ['cli', 'generator', 'interaction', 'runtime', 'schema'];
const SOURCE_FILES = ['tsconfig.json', 'tsconfig.build.json'];
const COMPILED = /\.(ts|json)$/;

/** The first source (relative to the checkout) changed after the last build started; undefined when the build is current. */
export function staleSource() {
  let built;
  try {
    built = statSync(STAMP).mtimeMs;
  } catch {
    return relative(ROOT, STAMP) + ' (no build yet)';
  }
  for (const file of SOURCE_FILES) if (statSync(join(ROOT, file)).mtimeMs > built) return file;
  for (const folder of SOURCE_FOLDERS) {
    for (const entry of readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !COMPILED.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      if (statSync(path).mtimeMs > built) return relative(ROOT, path);
    }
  }
  return undefined;
}

/** `npm run build`: compiles, showing tsc's output; returns tsc's exit status (2: type errors, JavaScript still written). */
export function buildToolchain() {
  return withBuildLock(() => compile(false).status);
}

/**
 * Rebuilds dist/ quietly when a source changed since the last build (the CLI in a checkout calls it
 * first). Type errors do not stop it, as they never stopped a TypeScript loader: `npm run typecheck`
 * reports them. Returns tsc's output when it could not write the JavaScript at all, else undefined.
 */
export function ensureCurrentBuild() {
  if (staleSource() === undefined) return undefined;
  return withBuildLock(() => {
    if (staleSource() === undefined) return undefined; // built meanwhile by the run that held the lock
    const { status, output } = compile(true);
    return status === 0 || status === 2 ? undefined : output || `tsc exited with status ${status}`;
  });
}

/** Runs tsc; when it wrote its output, removes orphans and stamps the build with its start time. */
function compile(quiet) {
  const started = new Date();
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], {
    cwd: ROOT,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  let status = run.status ?? 1;
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (status === 0 || status === 2) {
    pruneOrphans();
    // Every generated package carries the runtime modules: build them once here (prebuilt-runtime.ts).
    // When one does not compile, gen (which builds it again) reports it where it matters; only an
    // explicit build fails on it.
    const prebuild = spawnSync(process.execPath, [join(DIST, 'generator/build/write-prebuilt-runtime.js')], {
      cwd: ROOT,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
    });
    if (prebuild.status !== 0 && !quiet) status = 1;
  }
  if (status === 0 || status === 2) {
    writeFileSync(STAMP, '');
    utimesSync(STAMP, started, started);
  }
  return { status, output: output.trim() };
}

/** Runs `task` holding the build lock, waiting for another build to finish first. */
function withBuildLock(task) {
  mkdirSync(DIST, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const since = lockAge();
      if (since !== undefined && since > LOCK_ABANDONED_MS) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new Error(
          `another build of the toolchain has held ${relative(ROOT, LOCK)} for minutes: if none is running, remove it`,
          { cause: error },
        );
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return task();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function lockAge() {
  try {
    return Date.now() - statSync(LOCK).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The source a file of dist/ was compiled (or, for JSON, copied) from. */
const sourceOf = (built) => built.replace(/\.d\.ts$|\.js$/, '.ts');

/**
 * tsc never deletes: a module moved or removed in the sources would stay in dist/, and be packed.
 * Removes every built file whose source is gone, and the folders that leaves empty.
 */
function pruneOrphans() {
  for (const folder of SOURCE_FOLDERS) {
    const built = join(DIST, folder);
    if (!existsSync(built)) continue;
    const folders = [];
    for (const entry of readdirSync(built, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isDirectory()) folders.push(path);
      else if (!existsSync(join(ROOT, sourceOf(relative(DIST, path))))) rmSync(path);
    }
    for (const path of folders.sort((a, b) => b.length - a.length)) if (readdirSync(path).length === 0) rmdirSync(path);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = buildToolchain();
