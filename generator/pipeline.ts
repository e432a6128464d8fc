import { checkSpec, type CheckOptions } from './check/check-spec.ts';
import type { LintSettings } from './check/lint.ts';
import { StandaloneValidators } from './check/standalone-validators.ts';
import type { ValidatorSource } from './check/validator-cache.ts';
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic.ts';
import type { EmittedFile } from './host/emitted-file.ts';
import { startTypesWorker } from './emit/types/types-in-worker.ts';
import { DEFAULT_PACKAGE_OPTIONS, type PackageOptions } from './emit/package-options.ts';
import type { FileSystemHost } from './host/file-system.ts';
import { releaseGarbage } from './host/release-garbage.ts';
import { readRuntimeSources } from './host/runtime-sources.ts';
import { loadSpec } from './load/load-spec.ts';
import type { MergedSpec } from './load/merge-files.ts';
import type { SpecDocument } from './load/spec-document.ts';
import { buildModel } from './model/build-model.ts';
import { optional } from './model/optional-key.ts';
import type { ProtocolModel } from './model/protocol-model.ts';

export interface StageTiming {
  readonly stage: string;
  readonly milliseconds: number;
}

export interface PipelineResult<T> {
  /** Undefined when the spec has errors. */
  readonly value: T | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly timings: readonly StageTiming[];
}

export interface GeneratedPackage {
  readonly model: ProtocolModel;
  /** The package's golden files (sources and manifests), relative to its folder. */
  readonly files: readonly EmittedFile[];
}

/** Told when each stage starts (and, within emit, each emitter): what a progress line shows. */
export type ProgressListener = (stage: string) => void;

async function timed<T>(
  timings: StageTiming[],
  stage: string,
  run: () => T | Promise<T>,
  progress?: ProgressListener,
): Promise<T> {
  progress?.(stage);
  const start = performance.now();
  const value = await run();
  timings.push({ stage, milliseconds: performance.now() - start });
  return value;
}

/** A spec that passed load and check, with the way back from a path in it to a file position. */
export interface CheckedSpec {
  readonly spec: SpecDocument;
  readonly locate: MergedSpec['locate'];
}

/**
 * load → check: the spec folder (or one-file contract) as a checked spec, or every problem found on
 * the way. Loads sharing `validators` compile the schemas they have in common once; contract
 * comparisons pass `{advice: false}` (see SpecRule.advice).
 */
export async function loadCheckedSpec(
  fs: FileSystemHost,
  specDir: string,
  validators?: ValidatorSource,
  progress?: ProgressListener,
  options?: CheckOptions,
): Promise<PipelineResult<CheckedSpec>> {
  const timings: StageTiming[] = [];
  const diagnostics: Diagnostic[] = [];
  const done = (value: CheckedSpec | undefined) => ({ value, diagnostics: sortDiagnostics(diagnostics), timings });

  const [merged, loadProblems] = await timed(timings, 'load', () => loadSpec(fs, specDir), progress);
  diagnostics.push(...loadProblems);
  if (merged === undefined || hasErrors(diagnostics)) return done(undefined);

  const [spec, checkProblems] = await timed(timings, 'check', () => checkSpec(merged, validators, options), progress);
  diagnostics.push(...checkProblems);
  return done(spec === undefined ? undefined : { spec, locate: merged.locate });
}

/**
 * load → check → model: the spec folder as a model, or every problem found on the way. `lint` is
 * the project's severity for the lint rules (felan-protocol.yaml), their defaults without it.
 */
export async function loadModel(
  fs: FileSystemHost,
  specDir: string,
  progress?: ProgressListener,
  validators?: ValidatorSource,
  lint?: LintSettings,
): Promise<PipelineResult<ProtocolModel>> {
  const checked = await loadCheckedSpec(fs, specDir, validators, progress, { advice: true, ...optional('lint', lint) });
  if (checked.value === undefined) return { ...checked, value: undefined };
  const timings = [...checked.timings];
  const model = await timed(timings, 'model', () => buildModel(checked.value!.spec), progress);
  return { value: model, diagnostics: checked.diagnostics, timings };
}

/**
 * The whole pipeline up to, not including, the disk: load → check → model → emit. `options` are the
 * project entry's choices about the package and `lint` its lint severities (gen and check pass the
 * same ones).
 */
export async function generatePackage(
  fs: FileSystemHost,
  specDir: string,
  progress?: ProgressListener,
  options: PackageOptions = DEFAULT_PACKAGE_OPTIONS,
  lint?: LintSettings,
): Promise<PipelineResult<GeneratedPackage>> {
  // The types are emitted in a worker, which loads its libraries while this thread loads and checks the spec.
  startTypesWorker();
  // The examples are checked with the validators' own compiler, which the validators emitter then reuses.
  const validators = new StandaloneValidators();
  const loaded = await loadModel(fs, specDir, progress, validators, lint);
  const model = loaded.value;
  if (model === undefined) return { ...loaded, value: undefined };
  releaseGarbage(); // the spec's YAML trees, kept for positions until the model was built
  const timings = [...loaded.timings];
  // Loaded on first use: the emitters pull in json-schema-to-typescript, prettier and acorn, which
  // `validate`, `diff` and `--help` never need.
  const { emitAll, EMITTERS } = await import('./emit/emitters.ts');
  const { partExports } = await import('./build/part-exports.ts');
  const runtimeSources = readRuntimeSources();
  const [files, emitWarnings] = await timed(
    timings,
    'emit',
    () =>
      emitAll(
        {
          model,
          options,
          runtimeSources,
          partExports: partExports(runtimeSources, model.parts),
          compiled: validators.compiler,
        },
        EMITTERS,
        (name) => progress?.(`emit: ${name}`),
      ),
    progress,
  );
  return { value: { model, files }, diagnostics: sortDiagnostics([...loaded.diagnostics, ...emitWarnings]), timings };
}
