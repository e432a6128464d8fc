/**
 * What the rule tests share: the minimal spec (test/fixtures/specs/minimal) as YAML text, with files
 * added or replaced in memory, run through load and check; the diagnostics come back as the lines a
 * user reads, `file:line:col  code  message`, the file relative to the spec folder. Everything here
 * runs when a test calls it, never at import (the mutation run needs the work inside the tests).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { checkSpec, type CheckOptions } from '../../../generator/check/check-spec.ts';
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../../generator/host/memory-file-system.ts';
import type { SpecDocument } from '../../../generator/load/spec-document.ts';
import { loadSpec } from '../../../generator/load/load-spec.ts';
import { ROOT } from '../../support/cli-process.ts';

/** Spec files by name (relative to the spec folder), as YAML text. */
export type SpecFiles = Record<string, string>;

/** The minimal spec's YAML files as text, by name. */
export function minimalFiles(): SpecFiles {
  const dir = join(ROOT, 'test/fixtures/specs/minimal');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

/** The schema comment every spec file starts with (line 1 of every file a test writes). */
export const HEADER = '# yaml-language-server: $schema=felan-spec.schema.json';

/** YAML text from lines, the schema comment first: the nth line given is line n + 1 of the file. */
export const yaml = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

/**
 * The lines of an operation `name` under `operations:`, valid in every other way: its key, six
 * settings, `since`, then `extra` lines, then params, result and one example (`extra` adds lines).
 */
export function operationLines(
  name: string,
  { since = '1.0.0', params = '{ type: object }', extra = [] as readonly string[] } = {},
): string[] {
  return [
    `  ${name}:`,
    '    description: Another operation.',
    '    group: basics',
    '    scope: host',
    '    mutation: false',
    '    persistence: none',
    '    clients: [cli]',
    `    since: ${since}`,
    ...extra,
    `    params: ${params}`,
    '    result: { type: object }',
    '    examples: [{ params: {}, result: {} }]',
  ];
}

const SPEC_DIR = '/spec';

const line = (d: Diagnostic) => formatDiagnostic(d).replace(`${SPEC_DIR}/`, '');

/**
 * The minimal spec with `files` added (or replacing a minimal file of the same name), through load
 * and check. The spec must load without a structural problem: the rules are what is under test.
 */
export async function checked(
  files: SpecFiles,
  options?: CheckOptions,
): Promise<{ lines: string[]; spec: SpecDocument | undefined }> {
  const all = { ...minimalFiles(), ...files };
  const fs = new MemoryFileSystem(
    Object.fromEntries(Object.entries(all).map(([name, text]) => [`${SPEC_DIR}/${name}`, text])),
  );
  const [merged, loadProblems] = await loadSpec(fs, SPEC_DIR);
  expect(loadProblems.map(line), 'the spec loads').toEqual([]);
  const [spec, problems] = checkSpec(merged!, undefined, options);
  return { lines: sortDiagnostics(problems).map(line), spec };
}

/** The diagnostics `checked` finds, as printed lines. */
export async function diagnose(files: SpecFiles, options?: CheckOptions): Promise<string[]> {
  return (await checked(files, options)).lines;
}
