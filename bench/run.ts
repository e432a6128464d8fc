/**
 * Runs every `bench/*.bench.ts` module and prints what it reports: `npm run bench`.
 * Each module default-exports an async function returning printable lines. Benchmarks are never
 * tests: nothing here fails on timing; a module that throws is reported and makes the exit code 1.
 * Pass names (or parts of names) to run only the matching modules: `npm run bench -- text-delta`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type BenchModule = { default?: unknown };

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`no bench/*.bench.ts module${filters.length > 0 ? ` matches ${filters.join(', ')}` : ''}`);
  process.exitCode = 1;
}

for (const file of files) {
  const started = process.hrtime.bigint();
  console.log(`# ${file}`);
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
    if (typeof mod.default !== 'function') throw new Error('the module has no default-exported function');
    const lines: unknown = await (mod.default as () => Promise<unknown>)();
    if (!Array.isArray(lines)) throw new Error('the bench function must return an array of lines');
    for (const line of lines) console.log(String(line));
  } catch (error) {
    process.exitCode = 1;
    console.log(`  failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`  (${seconds.toFixed(1)} s)\n`);
}
