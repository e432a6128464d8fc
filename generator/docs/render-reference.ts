import type { EmittedFile } from '../host/emitted-file.ts';
import type { ProtocolModel } from '../model/protocol-model.ts';
import { buildReference } from './content/build-reference.ts';
import { renderHtmlPage } from './html/render-html.ts';
import { renderMarkdownPages } from './markdown/render-markdown.ts';
import type { ReferencePage } from './reference-document.ts';

/** A format of the reference: a pure function from the pages to files relative to the docs folder. */
export interface ReferenceRenderer {
  readonly name: string;
  render(pages: readonly ReferencePage[]): EmittedFile[];
}

/** Every format written to the docs folder; a new one is one more entry. */
export const REFERENCE_RENDERERS: readonly ReferenceRenderer[] = [
  { name: 'markdown', render: renderMarkdownPages },
  { name: 'html', render: renderHtmlPage },
];

/**
 * model → reference files, sorted by path: the content is built once, format-neutral, and every
 * renderer serializes the same pages. No I/O, no clock: the same model gives the same bytes.
 */
export function renderReference(model: ProtocolModel): EmittedFile[] {
  const pages = buildReference(model);
  return REFERENCE_RENDERERS.flatMap((renderer) => renderer.render(pages)).sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
}
