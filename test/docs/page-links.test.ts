/**
 * The README is a front door and docs/*.md hold the rest (issue 22): every relative link of those
 * pages resolves to a file of this repository, every `#anchor` to a heading of its page (GitHub's
 * anchors), and no link leaves the repository — not to `../shared`, not to the web. The README stays
 * under ~15 KB, lists its sections, and links every page of docs/.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handWrittenPages, headingAnchors, headingSlug, links, ROOT, type Link } from './markdown-pages.ts';

const pages = handWrittenPages();

/** Why a link does not resolve, or undefined when it does. */
function brokenBecause(page: string, link: Link): string | undefined {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('www.'))
    return 'leaves the repository (a URL)';
  if (target === '') return 'is empty';
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = path === '' ? join(ROOT, page) : resolve(ROOT, dirname(page), decodeURI(path));
  const inside = relative(ROOT, file);
  if (inside.startsWith('..') || inside.startsWith('/')) return 'leaves the repository';
  if (!existsSync(file)) return `names ${inside}, which does not exist`;
  if (relative(ROOT, realpathSync(file)).startsWith('..')) return 'leaves the repository through a link';
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md') || statSync(file).isDirectory())
    return `has an anchor into ${inside}, which has no headings`;
  return headingAnchors(readFileSync(file, 'utf8')).includes(anchor)
    ? undefined
    : `names #${anchor}, which is no heading of ${inside}`;
}

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
  it('rule: every link resolves inside the repository, anchors included', () => {
    const broken = links(page.text).flatMap((link) => {
      const reason = brokenBecause(path, link);
      return reason === undefined ? [] : [`${path}:${link.line} (${link.target}) ${reason}`];
    });
    expect(broken).toEqual([]);
  });

  it('rule: no two headings share an anchor', () => {
    const anchors = headingAnchors(page.text);
    expect(anchors.filter((anchor) => /-\d+$/.test(anchor) && anchors.includes(anchor.replace(/-\d+$/, '')))).toEqual(
      [],
    );
  });
});

describe('the README, a front door', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('rule: is under ~15 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(15_000);
  });

  it('rule: opens with a contents list that links each of its sections, in order', () => {
    const sections = [...readme.matchAll(/^## (.+)$/gm)]
      .map((match) => headingSlug(match[1]!))
      .filter((slug) => slug !== 'contents');
    const contents = /^## Contents\n\n((?:[-*] .*\n(?: {2}.*\n)*)+)/m.exec(readme)?.[1];
    expect(contents, 'a "## Contents" list').toBeDefined();
    expect([...contents!.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1])).toEqual(sections);
    expect(readme.indexOf('## Contents')).toBeLessThan(readme.indexOf('\n## ', readme.indexOf('## Contents') + 1));
  });

  it('rule: links every page of docs/', () => {
    const linked = new Set(links(readme).map((link) => link.target.split('#')[0]));
    const unlinked = pages.map((page) => page.path).filter((path) => path.startsWith('docs/') && !linked.has(path));
    expect(unlinked).toEqual([]);
  });

  it('rule: the Quick start is the two commands .ci/run and the brief rely on', () => {
    const quickStart = /^## Quick start\n([\s\S]*?)\n## /m.exec(readme)?.[1] ?? '';
    const commands = /```sh\n([\s\S]*?)```/
      .exec(quickStart)?.[1]
      ?.split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== '');
    expect(commands).toEqual(['npm ci && npm run gen', 'npm test']);
  });
});

describe('the checker itself', () => {
  it("rule: anchors follow GitHub's rules, and broken links are caught", () => {
    expect(headingSlug('The interaction command kit (`felan-protocol/interaction`)')).toBe(
      'the-interaction-command-kit-felan-protocolinteraction',
    );
    expect(headingSlug('Checks across members (`check`)')).toBe('checks-across-members-check');
    expect(headingSlug('`init` and the project file')).toBe('init-and-the-project-file');
    expect(headingAnchors('# A\n## A\n```md\n## not a heading\n```\n## A\n')).toEqual(['a', 'a-1', 'a-2']);
    const text =
      '[a](../shared/docs/x.md) [b](https://example.com) [c](docs/nope.md) [d](#nowhere) `[e](nope.md)` see www.example.org\n```\n[f](nope.md)\n```\n';
    const found = links(text).map((link) => [link.target, brokenBecause('README.md', link)]);
    expect(found).toEqual(
      [
        ['../shared/docs/x.md', 'leaves the repository'],
        ['docs/nope.md', 'names docs/nope.md, which does not exist'],
        ['#nowhere', 'names #nowhere, which is no heading of README.md'],
        ['https://example.com', 'leaves the repository (a URL)'],
        ['www.example.org', 'leaves the repository (a URL)'],
      ].sort((a, b) => text.indexOf(a[0]!) - text.indexOf(b[0]!)),
    );
  });
});

describe('sources that cite a page', () => {
  it('rule: every docs/*.md page a test, a comment or a help text names exists', () => {
    const cited: string[] = [];
    const sources = ['test', 'cli', 'generator', 'runtime', 'interaction', 'bin', 'bench', 'fuzz'];
    for (const entry of sources.flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true }),
    )) {
      if (!entry.isFile() || !/\.(ts|js)$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      if (file === fileURLToPath(import.meta.url)) continue; // its own samples of broken links
      // `docs/x.md` from the repository root; `../shared/docs/…` is not a page of this repository.
      for (const match of readFileSync(file, 'utf8').matchAll(/(?<![\w./-])docs\/([\w-]+\.md)\b/g)) {
        if (!existsSync(join(ROOT, 'docs', match[1]!))) cited.push(`${relative(ROOT, file)} cites docs/${match[1]}`);
      }
    }
    expect(cited).toEqual([]);
  });
});
