#!/usr/bin/env node
// felan-protocol's command line: the compiled toolchain in dist/, no TypeScript loader at run time.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/main.js', import.meta.url);
// In a checkout the sources sit beside the build: bring the build up to date with them first, so a
// run never uses code older than the sources (the published package has no sources, only dist/).
if (existsSync(new URL('../cli/main.ts', import.meta.url))) {
  const { ensureCurrentBuild } = await import('./toolchain-build.js');
  const failure = ensureCurrentBuild();
  if (failure !== undefined) {
    process.stderr.write(
      `felan-protocol: this checkout's sources do not compile into dist/ (npm run build):\n${failure}\n`,
    );
    process.exit(70);
  }
}
if (!existsSync(entry)) {
  process.stderr.write(
    'felan-protocol: the compiled toolchain (dist/cli/main.js) is missing: this installation is incomplete; reinstall felan-protocol\n',
  );
  process.exit(70);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv);
