/**
 * What the reference tests share: models loaded from the fixture specs (or from the minimal spec
 * edited in memory), and readers for the anchors and links of the rendered Markdown and HTML.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { parse, stringify } from 'yaml';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { ROOT } from '../support/cli-process.ts';

export const SPECS = {
  bundled: 'spec/session-protocol',
  minimal: 'test/fixtures/specs/minimal',
  kitchenSink: 'test/fixtures/specs/kitchen-sink',
  // No groups, no governance, wire names with slashes and a $: the operations page and its anchors.
  jsonRpcNative: 'test/fixtures/specs/json-rpc-native',
} as const;

/** Loads a spec folder (or in-memory files) into a model, failing the test with every spec error when there is one. */
export async function modelOf(specDir: string, fs = nodeFileSystem): Promise<ProtocolModel> {
  const loaded = await loadModel(fs, specDir);
  expect(loaded.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
  return loaded.value!;
}

export type SpecData = Record<string, Record<string, unknown>>;

/**
 * The minimal spec's files as data, by file name, for a test to edit before loading. Only its YAML
 * files: a test that generates the fixture in place leaves a `.felan/` folder beside them.
 */
export function minimalSpecData(): Record<string, SpecData> {
  const dir = join(ROOT, SPECS.minimal);
  const specFiles = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  return Object.fromEntries(specFiles.map((name) => [name, parse(readFileSync(join(dir, name), 'utf8')) as SpecData]));
}

/** Spec data written as YAML spec files in memory, under `/spec`, with the schema comment every spec file carries. */
export function memorySpec(files: Record<string, SpecData>): MemoryFileSystem {
  return new MemoryFileSystem(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [
        `/spec/${name}`,
        `# yaml-language-server: $schema=felan-spec.schema.json\n${stringify(data, { lineWidth: 0 })}`,
      ]),
    ),
  );
}

export const markdownPages = (files: readonly EmittedFile[]) => files.filter((file) => file.path.endsWith('.md'));
export const htmlPage = (files: readonly EmittedFile[]) => {
  const page = files.find((file) => file.path === 'index.html');
  expect(page, 'the reference has an index.html').toBeDefined();
  return page!.content;
};

/** Fenced code blocks and code spans removed: what is left is the text a Markdown renderer parses as markup. */
export function markdownOutsideCode(markdown: string): string {
  return markdown
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '')
    .replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

/** The ids of the explicit `<a id="…"></a>` anchors of a Markdown page. */
export function markdownAnchors(markdown: string): Set<string> {
  return new Set([...markdownOutsideCode(markdown).matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]!));
}

/** Every inline link target of a Markdown page: `](#id)` and `](page.md#id)`; an escaped `\](` is text, not a link. */
export function markdownLinks(markdown: string): { page: string | undefined; id: string }[] {
  return [...markdownOutsideCode(markdown).matchAll(/(?<!\\)\]\(([^)#\s]*)#([^)\s]+)\)/g)].map((match) => ({
    page: match[1] === '' ? undefined : match[1],
    id: match[2]!,
  }));
}

/** Every `](…)` link destination, to check that none escapes the two forms above. */
export function markdownLinkDestinations(markdown: string): string[] {
  return [...markdownOutsideCode(markdown).matchAll(/(?<!\\)\]\(([^)]*)\)/g)].map((match) => match[1]!);
}

export const htmlIds = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
export const htmlFragmentLinks = (html: string) => [...html.matchAll(/\shref="#([^"]*)"/g)].map((match) => match[1]!);
