/**
 * Rule: every link in the reference lands. A Markdown link is `](#id)` to an anchor on the same page
 * or `](page.md#id)` to an anchor on a page the reference has; an HTML link is `href="#id"` to an id
 * the page has, and no id is used twice. The HTML page is self-contained: it loads nothing.
 */
import { describe, expect, it } from 'vitest';
import { groupPage } from '../../generator/docs/anchors.ts';
import { renderReference } from '../../generator/docs/render-reference.ts';
import { hostileModel } from './hostile-spec.ts';
import {
  htmlFragmentLinks,
  htmlIds,
  htmlPage,
  markdownAnchors,
  markdownLinkDestinations,
  markdownLinks,
  markdownPages,
  memorySpec,
  minimalSpecData,
  modelOf,
  SPECS,
} from './reference-support.ts';

const MODELS = {
  ...Object.fromEntries(Object.entries(SPECS).map(([label, spec]) => [label, () => modelOf(spec)])),
  hostile: hostileModel,
};

describe.each(Object.entries(MODELS))('links in the reference of the %s spec', (_label, load) => {
  it('rule: every Markdown link (](#x) and ](page.md#x)) resolves to an <a id> anchor on that page', async () => {
    const files = markdownPages(renderReference(await load()));
    const anchors = new Map(files.map((file) => [file.path, markdownAnchors(file.content)]));
    const broken: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const link of markdownLinks(file.content)) {
        count++;
        const page = link.page ?? file.path;
        if (!anchors.get(page)?.has(link.id))
          broken.push(
            `${file.path}: ](${link.page ?? ''}#${link.id}) — ${anchors.has(page) ? 'no such anchor' : 'no such page'}`,
          );
      }
      // No other kind of link: nothing leaves the reference, and nothing points at a page without an anchor.
      const stray = markdownLinkDestinations(file.content).filter(
        (destination) => !/^([A-Za-z0-9._-]+\.md)?#[A-Za-z0-9._-]+$/.test(destination),
      );
      expect(stray, `${file.path}: links of another form`).toEqual([]);
    }
    expect(count).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });

  it('rule: no anchor id is used twice across the Markdown pages (the HTML page holds them all)', async () => {
    const files = markdownPages(renderReference(await load()));
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const file of files) {
      for (const id of markdownAnchors(file.content)) {
        if (seen.has(id)) duplicates.push(`${id} on ${seen.get(id)} and ${file.path}`);
        seen.set(id, file.path);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('rule: every href="#x" in index.html has a matching id, and every id is unique', async () => {
    const html = htmlPage(renderReference(await load()));
    const ids = htmlIds(html);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const known = new Set(ids);
    const links = htmlFragmentLinks(html);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((id) => !known.has(id))).toEqual([]);
  });

  it('rule: index.html is self-contained — no URL to load, no link off the page', async () => {
    const html = htmlPage(renderReference(await load()));
    // Spec text may mention a URL: it is escaped text. What must not load anything is the markup.
    expect(html).not.toMatch(/<(link|img|iframe|object|embed|source|audio|video|base)\b/i);
    expect(html).not.toMatch(/\s(src|srcset|action|poster|data)=/i);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(styles.length + scripts.length).toBe(2);
    for (const inline of [...styles, ...scripts])
      expect(inline).not.toMatch(/url\(|@import|https?:\/\/|fetch\(|XMLHttpRequest|import\(/i);
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs.filter((href) => !href.startsWith('#'))).toEqual([]);
  });
});

describe('page names', () => {
  it('rule: a group named like a shared page (types, readme) gets a page of its own rather than overwriting the shared one', async () => {
    const data = minimalSpecData();
    const protocol = data['protocol.yaml']!;
    protocol.groups = { ...protocol.groups, types: { title: 'Types group' }, readme: { title: 'Readme group' } };
    const operations = data['operations.yaml']!.operations as Record<string, Record<string, unknown>>;
    operations['ping.echo']!.group = 'types';
    const files = renderReference(await modelOf('/spec', memorySpec(data)));
    const paths = files.map((file) => file.path);
    expect(groupPage('types')).toBe('types.group.md');
    expect(groupPage('readme')).toBe('readme.group.md');
    expect(paths).toEqual(
      expect.arrayContaining(['README.md', 'types.md', 'types.group.md', 'readme.group.md', 'basics.md']),
    );
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length);
    expect(files.find((file) => file.path === 'types.group.md')!.content).toContain('<a id="op-ping.echo"></a>');
  });
});
