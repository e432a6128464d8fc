/**
 * The hand-written Markdown of the repository — README.md and docs/*.md, not the generated
 * references under docs/reference/ and docs/tasks-rpc/ — read the way GitHub renders it: fenced
 * code blocks (with the HTML comment just above each, which says how a test treats it), headings
 * and their anchors, and links. Read by test/docs/code-blocks.test.ts and page-links.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A page's path from the repository root, and its text. */
export interface Page {
  readonly path: string;
  readonly text: string;
}

/** README.md, then docs/*.md in name order: the pages a reader follows from the front door. */
export function handWrittenPages(): Page[] {
  const docs = readdirSync(`${ROOT}docs`, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => `docs/${entry.name}`)
    .sort();
  return ['README.md', ...docs].map((path) => ({ path, text: readFileSync(`${ROOT}${path}`, 'utf8') }));
}

export interface CodeBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** 1-based line of the closing fence (past the last line when the fence is never closed). */
  readonly endLine: number;
  /** The info string's first word (`sh`, `ts`…); '' when the fence has none. */
  readonly lang: string;
  /** The block's text, de-indented by the fence's own indentation, ending without a newline. */
  readonly text: string;
  /** The text of an HTML comment on the line right above the fence (`not run: …`), if any. */
  readonly directive: string | undefined;
}

const FENCE = /^( *)(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;

/** Every fenced code block of a page, in order. An unclosed fence runs to the end, as on GitHub. */
export function codeBlocks(text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index]!);
    if (open === null) continue;
    const [, indent, fence, lang] = open;
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end++) {
      const close = /^( *)(`{3,}|~{3,})\s*$/.exec(lines[end]!);
      if (close !== null && close[2]![0] === fence![0] && close[2]!.length >= fence!.length) break;
      body.push(lines[end]!.startsWith(indent!) ? lines[end]!.slice(indent!.length) : lines[end]!.trimStart());
    }
    const above = index > 0 ? /^\s*<!--\s*([\s\S]*?)\s*-->\s*$/.exec(lines[index - 1]!) : null;
    blocks.push({ line: index + 1, endLine: end + 1, lang: lang!, text: body.join('\n'), directive: above?.[1] });
    index = end;
  }
  return blocks;
}

/** The lines of a page outside fenced code blocks (code blocks become empty lines: numbering is kept). */
export function proseLines(text: string): string[] {
  const lines = text.split('\n');
  const blank = new Set<number>();
  for (const block of codeBlocks(text)) for (let line = block.line; line <= block.endLine; line++) blank.add(line);
  return lines.map((line, index) => (blank.has(index + 1) ? '' : line));
}

/** GitHub's anchor of a heading: its text lowercased, punctuation but `-` and `_` dropped, spaces as `-`. */
export function headingSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link shows its text
    .replace(/[*`]/g, '');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings, a repeated one numbered as GitHub does (`x`, `x-1`, `x-2`). */
export function headingAnchors(text: string): string[] {
  const anchors: string[] = [];
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading === null) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.push(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Link {
  readonly line: number;
  readonly target: string;
}

/**
 * Every link of a page's prose: inline links and images, reference definitions, `<…>` autolinks,
 * HTML `href`/`src`, and bare URLs (GitHub links those too). Code spans and blocks are not prose.
 */
export function links(text: string): Link[] {
  const found: Link[] = [];
  proseLines(text).forEach((raw, index) => {
    const line = raw.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    const add = (target: string) => found.push({ line: index + 1, target });
    for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) add(match[1]!);
    const definition = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
    if (definition !== null) add(definition[1]!);
    for (const match of line.matchAll(/<((?:https?|ftp|mailto):[^>\s]+)>/g)) add(match[1]!);
    for (const match of line.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/g)) add(match[1]!);
    const withoutLinks = line.replace(/\]\([^)]*\)/g, '').replace(/<[^>]*>/g, '');
    for (const match of withoutLinks.matchAll(/\b(?:https?:\/\/|www\.)\S+/g)) add(match[0]);
  });
  return found;
}
