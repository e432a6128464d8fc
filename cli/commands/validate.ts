import { Command } from 'commander';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';
import { runEach, specArgument, withProjectOptions, withSpecArgument } from '../project/project-options.ts';
import { resolveTargets, type ProjectFlags, type SpecTarget } from '../project/project-targets.ts';

export type ValidateOptions = ProjectFlags;

/** validate: the spec --spec names, or every spec of the project, checked; every problem reported. */
export async function runValidate(options: ValidateOptions, terminal: Terminal): Promise<number> {
  const targets = await resolveTargets(terminal, options);
  if (targets === undefined) return EXIT.badInput;
  return runEach(terminal, targets, validateOne);
}

async function validateOne(target: SpecTarget, terminal: Terminal): Promise<number> {
  const specDir = displayPath(target.spec);
  const loaded = await loadModel(nodeFileSystem, specDir, undefined, undefined, target.lint);
  if (reportDiagnostics(terminal, loaded.diagnostics)) return EXIT.badInput;
  const model = loaded.value!;
  terminal.info(
    paint(terminal, 'green', `${specDir}: valid`) +
      ` (${model.protocol.package} ${model.protocol.version}, ${model.operations.length} operations, ${model.types.length} types)`,
  );
  terminal.result({
    spec: specDir,
    package: model.protocol.package,
    version: model.protocol.version,
    operations: model.operations.length,
    types: model.types.length,
  });
  return EXIT.ok;
}

export function validateCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withSpecArgument(withProjectOptions(withFormatOption(new Command('validate'))))
    .description(
      'check each spec of the project (or the one named) and report every problem as file:line:col  code  message',
    )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol validate                           every spec felan-protocol.yaml lists',
        '  felan-protocol validate my-protocol               one spec folder (or --spec my-protocol): exit 2 and every problem, sorted by position',
        '  felan-protocol validate --format json | jq \'.diagnostics[] | "\\(.file):\\(.line) \\(.code)"\'',
      ].join('\n'),
    )
    .action(async (spec: string | undefined, options: ValidateOptions) =>
      setExit(await runValidate(specArgument(spec, options), terminal)),
    );
}
