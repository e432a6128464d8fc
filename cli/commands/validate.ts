import { Command } from 'commander';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { EXIT } from '../exit-codes.ts';
import { DEFAULT_SPEC, displayPath } from '../paths.ts';
import { withFormatOption } from '../output-format.ts';
import { paint, reportDiagnostics, type Terminal } from '../terminal.ts';

export interface ValidateOptions {
  readonly spec: string;
}

export async function runValidate(options: ValidateOptions, terminal: Terminal): Promise<number> {
  const specDir = displayPath(options.spec);
  const loaded = await loadModel(nodeFileSystem, specDir);
  if (reportDiagnostics(terminal, loaded.diagnostics)) return EXIT.badInput;
  const model = loaded.value!;
  terminal.info(paint(terminal, 'green', `${specDir}: valid`) + ` (${model.protocol.package} ${model.protocol.version}, ${model.operations.length} operations, ${model.types.length} types)`);
  terminal.result({ spec: specDir, package: model.protocol.package, version: model.protocol.version, operations: model.operations.length, types: model.types.length });
  return EXIT.ok;
}

export function validateCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withFormatOption(new Command('validate'))
    .description('check a spec folder and report every problem as file:line:col  code  message')
    .option('--spec <dir>', 'spec folder', DEFAULT_SPEC)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  felan-protocol validate                           the bundled spec',
        '  felan-protocol validate --spec my-protocol        exit 2 and every problem, sorted by position',
        '  felan-protocol validate --format json | jq \'.diagnostics[] | "\\(.file):\\(.line) \\(.code)"\'',
      ].join('\n'),
    )
    .action(async (options: ValidateOptions) => setExit(await runValidate(options, terminal)));
}
