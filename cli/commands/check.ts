import { Command } from 'commander';
import { join } from 'node:path';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { compareOutput, NOT_GOLDEN } from '../../generator/write/compare-output.ts';
import { describeDrift } from '../../generator/write/describe-drift.ts';
import { EXIT } from '../exit-codes.ts';
import { DEFAULT_OUT, DEFAULT_SPEC, displayPath } from '../paths.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';

export interface CheckOptions {
  readonly spec: string;
  readonly out: string;
}

/** check: regenerates in memory and lists every golden file that differs from disk; writes nothing. */
export async function runCheck(options: CheckOptions, terminal: Terminal): Promise<number> {
  const generated = await generatePackage(nodeFileSystem, displayPath(options.spec));
  if (reportDiagnostics(terminal, generated.diagnostics)) return EXIT.badInput;
  const { model, files } = generated.value!;
  const packageDir = join(displayPath(options.out), model.protocol.packageDir);
  const drifted = (await compareOutput(nodeFileSystem, packageDir, files, NOT_GOLDEN)).filter((entry) => entry.status !== 'unchanged');
  if (drifted.length === 0) {
    terminal.out(paint(terminal, 'green', `${packageDir} matches the spec`) + ` (${files.length} files)`);
    return EXIT.ok;
  }
  for (const entry of drifted) {
    terminal.err(paint(terminal, 'red', `${entry.status.padEnd(9)} ${join(packageDir, entry.path)}`));
    terminal.err(paint(terminal, 'dim', describeDrift(entry)));
  }
  terminal.err(`${drifted.length} generated file${drifted.length === 1 ? '' : 's'} out of date: run \`felan-protocol gen\` and commit the result`);
  return EXIT.drift;
}

export function checkCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return new Command('check')
    .description('fail (exit 1) when the generated package differs from what the spec produces')
    .option('--spec <dir>', 'spec folder', DEFAULT_SPEC)
    .option('--out <dir>', 'folder holding the generated package folder', DEFAULT_OUT)
    .action(async (options: CheckOptions) => setExit(await runCheck(options, terminal)));
}
