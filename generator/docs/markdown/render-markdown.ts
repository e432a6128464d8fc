import type { EmittedFile } from '../../host/emitted-file.ts';
import { DOCS_HEADER } from '../docs-header.ts';
import type { Anchor, Block, Inline, ReferencePage, Section, TableRow } from '../reference-document.ts';
import { codeBlock, codeSpan, escapeBlockStart, escapeMarkdownText } from './markdown-escape.ts';

/**
 * The reference as GitHub-flavoured Markdown, one file per page. Anchors are explicit
 * `<a id="…"></a>` tags rather than the ids GitHub derives from heading text, which change with the
 * wording and collide between pages' headings of the same name.
 */
export function renderMarkdownPages(pages: readonly ReferencePage[]): EmittedFile[] {
  return pages.map((page) => ({ path: page.path, content: renderPage(page) }));
}

function renderPage(page: ReferencePage): string {
  const out = [
    DOCS_HEADER,
    `# ${anchorTag(page.anchor)}${escapeMarkdownText(page.title)}`,
    ...page.intro.map((block) => renderBlock(block, page.path, 2)),
  ];
  const renderSection = (section: Section, level: number) => {
    out.push(`${'#'.repeat(level)} ${anchorTag(section.anchor)}${renderInline(section.title, page.path, false)}`);
    for (const block of section.blocks) out.push(renderBlock(block, page.path, Math.min(level + 1, 6)));
    for (const child of section.sections) renderSection(child, Math.min(level + 1, 6));
  };
  for (const section of page.sections) renderSection(section, 2);
  return `${out.join('\n\n')}\n`;
}

const anchorTag = (id: string) => `<a id="${id}"></a>`;

function renderBlock(block: Block, page: string, headingLevel: number): string {
  switch (block.kind) {
    case 'paragraph':
      return escapeBlockStart(renderInline(block.content, page, false));
    case 'heading':
      return `${'#'.repeat(headingLevel)} ${escapeMarkdownText(block.text)}`;
    case 'list':
      return block.items.map((item) => `- ${escapeBlockStart(renderInline(item, page, false))}`).join('\n');
    case 'code':
      return codeBlock(block.language, block.text);
    case 'table':
      return renderTable(block.columns, block.rows, page);
  }
}

function renderTable(columns: readonly string[], rows: readonly TableRow[], page: string): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map(escapeMarkdownText)),
    line(columns.map(() => '---')),
    ...rows.map((row) =>
      line(
        row.cells.map(
          (cell, index) =>
            (index === 0 && row.entry ? anchorTag(row.entry.anchor) : '') + renderInline(cell, page, true),
        ),
      ),
    ),
  ].join('\n');
}

function renderInline(content: readonly Inline[], page: string, inTable: boolean): string {
  return content
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return escapeMarkdownText(part.text);
        case 'strong':
          return `**${escapeMarkdownText(part.text)}**`;
        case 'code':
          return codeSpan(part.text, inTable);
        case 'link':
          return `[${renderInline(part.label, page, inTable)}](${href(part.to, page)})`;
      }
    })
    .join('');
}

/** A link from `page`: the bare fragment on the same page, the page and fragment elsewhere. */
function href(to: Anchor, page: string): string {
  return to.page === page ? `#${to.id}` : `${to.page}#${to.id}`;
}
