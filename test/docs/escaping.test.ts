/**
 * Rule: spec text is data, never markup. Descriptions, titles, enum values and examples full of
 * `<script>`, `|`, newlines, `&`, quotes, Markdown syntax and backtick runs come out as the same
 * text in both formats: no tag the renderer did not write, no table row split or cut short, no
 * code block closed early, and nothing escaped twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { oneLine } from '../../generator/docs/content/prose.ts';
import { renderReference } from '../../generator/docs/render-reference.ts';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import {
  HOSTILE,
  HOSTILE_ENUM,
  HOSTILE_NAME,
  HOSTILE_PATTERN,
  HOSTILE_PAYLOAD,
  hostileModel,
  SCRIPT,
} from './hostile-spec.ts';
import { htmlPage, markdownOutsideCode, markdownPages } from './reference-support.ts';

let files: EmittedFile[];
beforeAll(async () => {
  files = renderReference(await hostileModel());
});

/** The tags the HTML renderer writes; spec text can add none. */
const RENDERER_TAGS = new Set([
  'html',
  'head',
  'meta',
  'title',
  'style',
  'body',
  'div',
  'nav',
  'form',
  'label',
  'input',
  'p',
  'ul',
  'li',
  'a',
  'main',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'strong',
  'script',
]);

const decodeHtml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_entity, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!,
  );

describe('HTML escaping', () => {
  it('rule: no spec text becomes a tag — every tag is one the renderer writes, in plain name="value" form, and there is one script', () => {
    const html = htmlPage(files);
    const markup = html
      .replace(/<style>[\s\S]*?<\/style>/, '<style></style>')
      .replace(/<script>[\s\S]*?<\/script>/, '<script></script>');
    const tags = [...markup.matchAll(/<(?!!--|!DOCTYPE)[^>]*>/g)].map((match) => match[0]);
    const malformed = tags.filter((tag) => !/^<\/?([a-z][a-z0-9]*)(\s[a-z-]+(="[^"<>]*")?)*\s*>$/.test(tag));
    expect(malformed).toEqual([]);
    const names = new Set(tags.map((tag) => /^<\/?([a-z][a-z0-9]*)/.exec(tag)![1]!));
    expect([...names].filter((name) => !RENDERER_TAGS.has(name))).toEqual([]);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('alert(2)</script>');
  });

  it('rule: escaped text decodes back to exactly the spec text (escaped once, not twice)', () => {
    const html = htmlPage(files);
    const paragraphs = [...html.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => decodeHtml(match[1]!));
    expect(paragraphs).toContain(oneLine(HOSTILE));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&amp;amp;');
    expect(html).toContain('&quot;double&quot; &#39;single&#39;');
    expect(html).toContain(
      `<title>${'Ping &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot; | &#39;x&#39; reference'}</title>`,
    );
    // The enum value and the example payload, in code.
    expect(html).toContain(`<code>${'&quot;&lt;b&gt;|x`y&quot;'}</code>`);
    const blocks = [...html.matchAll(/<pre><code class="language-json">([^<]*)<\/code><\/pre>/g)].map((match) =>
      decodeHtml(match[1]!),
    );
    expect(blocks.map((block) => JSON.parse(block) as unknown)).toContainEqual({ payload: HOSTILE_PAYLOAD });
  });
});

describe('Markdown escaping', () => {
  it("rule: outside code, the only HTML is the renderer's own anchors and header comment, and every & is an entity", () => {
    for (const file of markdownPages(files)) {
      const text = markdownOutsideCode(file.content)
        .replace(/<a id="[A-Za-z0-9._-]+"><\/a>/g, '')
        .replace(/^<!-- .* -->\n/, '');
      expect(text, file.path).not.toMatch(/</);
      expect(text, file.path).not.toMatch(/&(?!amp;|lt;|gt;)/);
      expect(file.content, file.path).not.toContain(SCRIPT);
    }
  });

  it('rule: a table row stays one line with as many cells as its header, whatever `|` or newline the spec text holds', () => {
    let rows = 0;
    for (const file of markdownPages(files)) {
      const lines = file.content.split('\n');
      /**
       * Cells of a row: the unescaped pipes, less the two at its ends. GFM splits a row before inline
       * parsing, at each pipe not directly preceded by a backslash, whatever precedes that backslash
       * (so `\\|` in a code span is a backslash and a pipe, in the cell).
       */
      const cells = (row: string) => row.split(/(?<!\\)\|/).length - 2;
      let header = '';
      lines.forEach((line, index) => {
        if (!line.startsWith('|')) return;
        if (!(lines[index - 1] ?? '').startsWith('|')) header = line;
        expect(cells(line), `${file.path}:${index + 1}: ${line}`).toBe(cells(header));
        rows++;
        // A newline inside a cell would leave the rest of the text on a line of its own after the table.
        const next = lines[index + 1] ?? '';
        expect(next === '' || next.startsWith('|'), `${file.path}:${index + 2} follows a table row: ${next}`).toBe(
          true,
        );
      });
    }
    expect(rows).toBeGreaterThan(10);
  });

  it('rule: Markdown syntax in spec text is escaped, so it shows as written', () => {
    const readme = files.find((file) => file.path === 'README.md')!.content;
    expect(readme).toContain(
      'Evil &lt;script&gt;alert(1)&lt;/script&gt; \\| cell &amp; more &amp;amp; "double" \'single\' \\*star\\* \\[link\\](http://x.test) \\$math\\$ second line \\| after newline \\# not a heading',
    );
    expect(readme).not.toMatch(/^#+ .*not a heading/m);
    // The enum value is a code span that survives the table: a longer fence around its backtick, its pipe escaped.
    const types = files.find((file) => file.path === 'types.md')!.content;
    expect(types).toContain('``"<b>\\|x`y"``');
    expect(types).toContain(HOSTILE_ENUM.replace('|', '\\|'));
  });

  it('rule: member names and patterns (patternProperties, dependentRequired, conditions) are code spans that survive a table; a title is escaped text', () => {
    const types = files.find((file) => file.path === 'types.md')!.content;
    const section = types.slice(types.indexOf('<a id="type-Members"></a>'));
    const inTable = (value: string) => value.replace(/\|/g, '\\|');
    // Outside a table a pipe needs no escape in code; the longer fence keeps the backtick runs inside.
    expect(section).toContain(
      `Type: object (members matching \`\`/${HOSTILE_PATTERN}/\`\`: string, when \`\`\`${HOSTILE_NAME}\`\`\` is present, \`plain\` is required`,
    );
    expect(section).toContain(
      `| \`\`/${inTable(HOSTILE_PATTERN)}/\`\` | string | no | **Evil &lt;script&gt;alert(1)&lt;/script&gt; \\| cell`,
    );
    expect(section).toContain(
      `if \`\`\`${HOSTILE_NAME}\`\`\`: \`\`"${HOSTILE_ENUM}"\`\` then \`plain\` (if present): string (\`\`pattern: ${JSON.stringify(HOSTILE_PATTERN)}\`\`)`,
    );
    expect(section).toMatch(
      /^\*\*Evil &lt;script&gt;alert\(1\)&lt;\/script&gt; \\\| cell &amp; more &amp;amp; "double" 'single' \\\*star\\\* .* \\# not a heading\*\*$/m,
    );
    const html = htmlPage(files);
    expect(html).toContain(`members matching <code>/^&lt;b&gt;\\|\`x\`|&amp;amp;$/</code>: string`);
    expect(html).toContain(`when <code>&lt;i&gt;|x\`\`y&amp;amp;</code> is present`);
  });

  it('rule: a code block is fenced longer than any backtick run in it, so an example cannot close it early', () => {
    const page = files.find((file) => file.path.startsWith('basics'))!.content;
    const blocks = [...page.matchAll(/^(`{3,})json\n([\s\S]*?)\n\1$/gm)];
    expect(blocks.length).toBeGreaterThan(0);
    const parsed = blocks.map((block) => JSON.parse(block[2]!) as unknown);
    expect(parsed).toContainEqual({ payload: HOSTILE_PAYLOAD });
    const payloadBlock = blocks.find((block) => block[2]!.includes('payload'))!;
    expect(payloadBlock[1]!.length).toBeGreaterThan(3);
  });
});
