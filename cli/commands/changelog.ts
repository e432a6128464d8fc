import { Command } from 'commander';
import { renderChangelog } from '../../generator/diff/changelog.ts';
import { loadReport, withContractPair, type ContractInputOptions } from '../contract-inputs.ts';
import { EXIT } from '../exit-codes.ts';
import type { Terminal } from '../terminal.ts';

export interface ChangelogCommandOptions extends ContractInputOptions {
  readonly date?: string;
}

/** changelog: the Markdown section for the new contract's version, from the same change list diff prints. */
export async function runChangelog(
  args: readonly (string | undefined)[],
  options: ChangelogCommandOptions,
  terminal: Terminal,
): Promise<number> {
  const loaded = await loadReport(terminal, 'changelog', args, options);
  if (loaded === undefined) return EXIT.badInput;
  const { oldContract, newContract, report } = loaded;
  const text = renderChangelog(report, {
    version: newContract.spec.protocol.version,
    ...(options.date === undefined ? {} : { date: options.date }),
    oldLabel: oldContract.label,
    newLabel: newContract.label,
  });
  terminal.out(text.trimEnd());
  return EXIT.ok;
}

export function changelogCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withContractPair(
    new Command('changelog').description('write a Markdown changelog section for the changes between two contracts'),
  )
    .option('--date <date>', 'date printed in the heading (never read from the clock)')
    .addHelpText(
      'after',
      [
        '',
        'The working spec is the one --spec names, else [new] when it is a spec folder or a snapshot of one, else the',
        "project's only spec; [old] alone is the old side (`changelog --spec my-protocol`: its latest release → my-protocol).",
        '',
        'Examples:',
        '  felan-protocol changelog spec/releases/0.3.0.json spec/releases/0.4.0.json --date 2026-10-30 >> CHANGELOG.md',
        '  felan-protocol changelog                                latest release → working spec',
        '(The output is the Markdown section itself; `felan-protocol diff --format json` gives the same changes as data.)',
      ].join('\n'),
    )
    .action(async (oldSource: string | undefined, newSource: string | undefined, options: ChangelogCommandOptions) =>
      setExit(await runChangelog([oldSource, newSource], options, terminal)),
    );
}
