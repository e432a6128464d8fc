import type { EmittedFile } from '../../host/emitted-file.ts';
import { DOCS_HEADER } from '../docs-header.ts';
import type { Block, Inline, ReferencePage, Section, TableRow } from '../reference-document.ts';
import { escapeHtml } from './escape-html.ts';
import { PAGE_STYLE } from './page-style.ts';
import { SEARCH_SCRIPT } from './search-script.ts';

export const HTML_PAGE = 'index.html';

/**
 * The whole reference as one self-contained HTML page: every Markdown page in reading order, a table
 * of contents, and a search box. Every anchor id is unique across the reference (anchors.ts), so
 * every link becomes a bare `#id` here, whichever Markdown page its target lives on.
 */
export function renderHtmlPage(pages: readonly ReferencePage[]): EmittedFile[] {
  const [index] = pages;
  const title = index === undefined ? 'Reference' : `${index.title} reference`;
  const html = [
    DOCS_HEADER,
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${PAGE_STYLE}</style>`,
    '</head>',
    '<body>',
    '<div class="layout">',
    '<nav id="contents" aria-label="Contents">',
    '<form id="search" role="search" hidden>',
    '<label for="search-input">Search</label>',
    '<input id="search-input" type="search" placeholder="Filter operations, types, errors…" autocomplete="off" spellcheck="false">',
    '<p id="search-status" aria-live="polite"></p>',
    '</form>',
    `<ul>\n${pages.map(tocPage).join('\n')}\n</ul>`,
    '</nav>',
    '<main>',
    ...pages.map((page, position) => renderPage(page, position === 0)),
    '</main>',
    '</div>',
    `<script>${SEARCH_SCRIPT}</script>`,
    '</body>',
    '</html>',
  ];
  return [{ path: HTML_PAGE, content: `${html.join('\n')}\n` }];
}

/** The first page (the index) is the document's h1 and stays in view while searching; every other page is a section holding entries. */
function renderPage(page: ReferencePage, isIndex: boolean): string {
  const level = isIndex ? 1 : 2;
  const out = [
    `<section id="${escapeHtml(page.anchor)}" class="${isIndex ? 'page' : 'page container'}">`,
    `<h${level}>${escapeHtml(page.title)}</h${level}>`,
    ...page.intro.map((block) => renderBlock(block, level + 1, true)),
    ...page.sections.map((section) => renderSection(section, level + 1)),
    '</section>',
  ];
  return out.join('\n');
}

function renderSection(section: Section, level: number): string {
  const heading = Math.min(level, 6);
  return [
    `<section id="${escapeHtml(section.anchor)}" class="${section.entry ? 'entry' : 'container'}">`,
    `<h${heading}>${renderInline(section.title)}</h${heading}>`,
    ...section.blocks.map((block) => renderBlock(block, Math.min(level + 1, 6), !section.entry)),
    ...section.sections.map((child) => renderSection(child, level + 1)),
    '</section>',
  ].join('\n');
}

/** `overview` marks what a search hides: the blocks of pages and containers that are not themselves entries. */
function renderBlock(block: Block, headingLevel: number, inOverview: boolean): string {
  const overview = (isOverview: boolean) => (isOverview ? ' class="overview"' : '');
  switch (block.kind) {
    case 'paragraph':
      return `<p${overview(inOverview)}>${renderInline(block.content)}</p>`;
    case 'heading':
      return `<h${headingLevel}${overview(inOverview)}>${escapeHtml(block.text)}</h${headingLevel}>`;
    case 'list':
      return `<ul${overview(inOverview)}>\n${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('\n')}\n</ul>`;
    case 'code':
      return `<pre${overview(inOverview)}><code class="language-${escapeHtml(block.language)}">${escapeHtml(block.text)}</code></pre>`;
    case 'table': {
      const holdsEntries = block.rows.some((row) => row.entry !== undefined);
      const head = `<thead><tr>${block.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('')}</tr></thead>`;
      const body = block.rows.map(renderRow).join('\n');
      return `<table${overview(inOverview && !holdsEntries)}>\n${head}\n<tbody>\n${body}\n</tbody>\n</table>`;
    }
  }
}

function renderRow(row: TableRow): string {
  const attributes = row.entry === undefined ? '' : ` id="${escapeHtml(row.entry.anchor)}" class="entry"`;
  return `<tr${attributes}>${row.cells.map((cell) => `<td>${renderInline(cell)}</td>`).join('')}</tr>`;
}

function renderInline(content: readonly Inline[]): string {
  return content
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return escapeHtml(part.text);
        case 'strong':
          return `<strong>${escapeHtml(part.text)}</strong>`;
        case 'code':
          return `<code>${escapeHtml(part.text)}</code>`;
        case 'link':
          return `<a href="#${escapeHtml(part.to.id)}">${renderInline(part.label)}</a>`;
      }
    })
    .join('');
}

function tocPage(page: ReferencePage): string {
  return tocItem(page.anchor, page.title, [...page.intro.flatMap(tocRows), ...page.sections.map(tocSection)]);
}

function tocSection(section: Section): string {
  return tocItem(section.anchor, section.tocLabel, [
    ...section.blocks.flatMap(tocRows),
    ...section.sections.map(tocSection),
  ]);
}

function tocRows(block: Block): string[] {
  if (block.kind !== 'table') return [];
  return block.rows.flatMap((row) =>
    row.entry === undefined ? [] : [tocItem(row.entry.anchor, row.entry.tocLabel, [])],
  );
}

function tocItem(anchor: string, label: string, children: readonly string[]): string {
  const link = `<a href="#${escapeHtml(anchor)}">${escapeHtml(label)}</a>`;
  return children.length === 0 ? `<li>${link}</li>` : `<li>${link}\n<ul>\n${children.join('\n')}\n</ul>\n</li>`;
}
