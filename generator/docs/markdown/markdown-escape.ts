/**
 * Spec text made inert in GitHub-flavoured Markdown. Descriptions are untrusted: a `|` would split a
 * table cell, a newline would end the row, `<script>` would reach the page as HTML, `*`, `[`, `$`
 * or `~` would turn into emphasis, links, math or strike-through. Text becomes one line with every
 * such character escaped; `_` only where it could open or close emphasis, so `follow_up` stays readable.
 */
export function escapeMarkdownText(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'))
    .replace(/[\\`*[\]|#$~]/g, (char) => `\\${char}`)
    .replace(/_/g, (char, offset: number, whole: string) =>
      /[A-Za-z0-9]/.test(whole[offset - 1] ?? '') && /[A-Za-z0-9]/.test(whole[offset + 1] ?? '') ? char : '\\_',
    );
}

/**
 * Escapes what would make the start of a block something else: a list (`-`, `+`, `1.`), a setext
 * underline (`=`). Everything else that matters at the start (`#`, `>`, `*`) is escaped everywhere.
 */
export function escapeBlockStart(line: string): string {
  return line.replace(/^(\s*)([-+=]|\d+(?=[.)]))/, (_match, space: string, lead: string) =>
    /\d/.test(lead) ? `${space}${lead}\\` : `${space}\\${lead}`,
  );
}

/**
 * A code span holding `value` literally: fenced by more backticks than any run inside it, padded
 * when it starts or ends with a backtick. In a table cell `|` still splits the row, even inside
 * code, so it is escaped there (GFM removes the backslash).
 */
export function codeSpan(value: string, inTable: boolean): string {
  let content = value.replace(/[\r\n]+/g, ' ');
  if (inTable) content = content.replace(/\|/g, '\\|');
  const fence = '`'.repeat(longestRun(content, '`') + 1);
  const pad =
    content.startsWith('`') ||
    content.endsWith('`') ||
    (content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '')
      ? ' '
      : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/** A fenced code block: the fence is longer than any backtick run in the text, so the text cannot close it. */
export function codeBlock(language: string, text: string): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (const c of text) {
    current = c === char ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}
