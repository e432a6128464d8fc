/**
 * The reference as a format-neutral document: pages of sections holding blocks of inline text. The
 * content stage (generator/docs/content) builds it once from the model; the Markdown and HTML
 * renderers only serialize it, so the two formats cannot say different things. All text here is raw
 * spec text: escaping belongs to the renderer of each format, never to the content.
 */

/** Where a link points: an anchor id, unique across the whole reference, on one Markdown page. */
export interface Anchor {
  /** The Markdown page holding the anchor, relative to the docs folder. */
  readonly page: string;
  readonly id: string;
}

export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'link'; readonly to: Anchor; readonly label: readonly Inline[] };

/** One table row; `entry` makes the row an anchored, searchable entry of its own (an error code, a limit…). */
export interface TableRow {
  readonly entry?: { readonly anchor: string; readonly tocLabel: string };
  readonly cells: readonly (readonly Inline[])[];
}

export type Block =
  | { readonly kind: 'paragraph'; readonly content: readonly Inline[] }
  /** A heading inside a section ("Params"): one level below the section's, with no anchor and no place in the contents. */
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'table'; readonly columns: readonly string[]; readonly rows: readonly TableRow[] }
  | { readonly kind: 'code'; readonly language: string; readonly text: string };

/**
 * A titled part of a page. `entry` sections (an operation, a type) are what the HTML search filters;
 * the others (a group, "Error codes") only hold entries and are hidden when none of theirs is shown.
 */
export interface Section {
  readonly anchor: string;
  readonly title: readonly Inline[];
  /** The title as plain text, for the table of contents. */
  readonly tocLabel: string;
  readonly entry: boolean;
  readonly blocks: readonly Block[];
  readonly sections: readonly Section[];
}

export interface ReferencePage {
  /** Relative to the docs folder, e.g. `README.md` or `execution.md`. */
  readonly path: string;
  /** The anchor of the page's title: what links to the page as a whole point at. */
  readonly anchor: string;
  readonly title: string;
  /** Blocks before the first section (the index page's introduction). */
  readonly intro: readonly Block[];
  readonly sections: readonly Section[];
}

export const text = (value: string): Inline => ({ kind: 'text', text: value });
export const code = (value: string): Inline => ({ kind: 'code', text: value });
export const strong = (value: string): Inline => ({ kind: 'strong', text: value });
export const link = (to: Anchor, label: readonly Inline[] | string): Inline => ({
  kind: 'link',
  to,
  label: typeof label === 'string' ? [code(label)] : label,
});
export const paragraph = (...content: readonly Inline[]): Block => ({ kind: 'paragraph', content });
export const heading = (title: string): Block => ({ kind: 'heading', text: title });

/** Inline lists joined by a separator: `A, B and C` without repeating the bookkeeping everywhere. */
export function joinInline(parts: readonly (readonly Inline[])[], separator: string): Inline[] {
  return parts.flatMap((part, index) => (index === 0 ? [...part] : [text(separator), ...part]));
}
