/** The diff report formats (generator/diff/format/*): what each prints for a hand-built DiffReport. */
import { describe, expect, it } from 'vitest';
import type { Change, ChangeSummary, DiffReport } from '../../generator/diff/change.ts';
import { REPORT_FORMATS, type ReportFormat, type ReportOptions } from '../../generator/diff/format/formats.ts';

const at = (file: string, line: number, column: number) => ({ file, line, column });

function change(overrides: Partial<Change> & Pick<Change, 'rule' | 'severity'>): Change {
  return {
    layer: 'wire',
    direction: 'both',
    breaks: overrides.severity === 'safe' ? 'nobody' : 'old-readers',
    old: { pointer: '/operations/sessions.create', location: undefined },
    new: { pointer: '/operations/sessions.create', location: undefined },
    subject: { kind: 'operation', name: 'sessions.create' },
    message: `${overrides.rule} happened`,
    fingerprint: `fp-${overrides.rule}`,
    accepted: false,
    ...overrides,
  };
}

const summary = (overrides: Partial<ChangeSummary> = {}): ChangeSummary => ({
  breaking: 2,
  dangerous: 1,
  safe: 1,
  accepted: 1,
  requiredBump: 'minor',
  oldVersion: '0.4.2',
  newVersion: '0.4.3',
  minimumVersion: '0.5.0',
  versionOk: false,
  ...overrides,
});

// Listed out of severity order on purpose: the formats group them.
const fieldAdded = change({
  rule: 'field-added',
  severity: 'safe',
  direction: 'host-to-client',
  new: { pointer: '/operations/sessions.create/result/properties/title', location: at('spec/sessions.yaml', 40, 9) },
});
const fieldRemoved = change({
  rule: 'field-removed',
  severity: 'breaking',
  direction: 'host-to-client',
  old: { pointer: '/operations/sessions.create/result/properties/owner', location: at('spec/old.yaml', 12, 7) },
  new: { pointer: '/operations/sessions.create/result/properties', location: undefined },
});
const enumWidened = change({
  rule: 'enum-value-added',
  severity: 'dangerous',
  direction: 'stored',
  breaks: 'old-readers',
});
const typeChanged = change({
  rule: 'type-changed',
  severity: 'breaking',
  layer: 'typescript',
  breaks: 'typescript',
  accepted: true,
  new: { pointer: '/types/Session/properties/id', location: at('spec/types.yaml', 3, 5) },
});

const report: DiffReport = {
  changes: [fieldAdded, fieldRemoved, enumWidened, typeChanged],
  summary: summary(),
  staleAcceptances: ['fp-gone'],
};
const empty: DiffReport = {
  changes: [],
  summary: summary({
    breaking: 0,
    dangerous: 0,
    safe: 0,
    accepted: 0,
    requiredBump: 'none',
    newVersion: '0.4.2',
    minimumVersion: '0.4.2',
    versionOk: true,
  }),
  staleAcceptances: [],
};
const plain: ReportOptions = { color: false, oldLabel: 'main', newLabel: 'HEAD' };
const ESC = '\u001b[';

describe('every format', () => {
  const formats = Object.keys(REPORT_FORMATS) as ReportFormat[];

  it('registers exactly text, json, markdown, github and junit', () => {
    expect(formats).toEqual(['text', 'json', 'markdown', 'github', 'junit']);
  });

  it.each(formats)(
    '%s: ends with one newline, gives the same bytes twice and leaves the report untouched',
    (format) => {
      const before = JSON.stringify(report);
      const first = REPORT_FORMATS[format](report, plain);
      expect(first.endsWith('\n')).toBe(true);
      expect(first.endsWith('\n\n')).toBe(false);
      expect(REPORT_FORMATS[format](report, plain)).toBe(first);
      expect(REPORT_FORMATS[format](empty, plain).endsWith('\n')).toBe(true);
      expect(JSON.stringify(report)).toBe(before);
    },
  );

  it.each(formats.filter((f) => f !== 'text'))('%s: never prints ANSI codes, even with color on', (format) => {
    expect(REPORT_FORMATS[format](report, { ...plain, color: true })).not.toContain(ESC);
  });
});

describe('text format', () => {
  const text = REPORT_FORMATS.text(report, plain);
  const lines = text.trimEnd().split('\n');

  it('groups breaking, then dangerous, then safe, each under a heading with its count', () => {
    const headings = lines.filter((line) => !line.startsWith(' ') && /^\w+ \(\d+\)$/.test(line));
    expect(headings).toEqual(['breaking (2)', 'dangerous (1)', 'safe (1)']);
    expect(lines.indexOf('breaking (2)')).toBe(0);
    expect(lines[1]).toContain('field-removed');
    expect(lines[2]).toContain('type-changed');
    expect(lines[3]).toBe('dangerous (1)');
    expect(lines[5]).toBe('safe (1)');
  });

  it('skips empty groups', () => {
    const out = REPORT_FORMATS.text({ ...report, changes: [fieldAdded] }, plain);
    expect(out).not.toMatch(/^breaking/m);
    expect(out).not.toMatch(/^dangerous/m);
    expect(out).toMatch(/^safe \(1\)$/m);
  });

  it('prints each change as where, rule [layer, direction], message; where falls back new location → old location → new pointer', () => {
    expect(lines).toContain('  spec/sessions.yaml:40:9  field-added [wire, host-to-client]  field-added happened');
    expect(lines).toContain('  spec/old.yaml:12:7  field-removed [wire, host-to-client]  field-removed happened');
    expect(lines).toContain(
      '  /operations/sessions.create  enum-value-added [wire, stored]  enum-value-added happened',
    );
  });

  it('marks accepted changes', () => {
    expect(lines).toContain('  spec/types.yaml:3:5  type-changed [typescript, both]  type-changed happened (accepted)');
    expect(lines.filter((line) => line.endsWith('(accepted)'))).toHaveLength(1);
  });

  it('warns about each stale acceptance, then ends with the summary', () => {
    expect(lines.at(-2)).toBe(
      'warning: accepted change fp-gone no longer occurs; remove it from the accepted-changes file',
    );
    expect(lines.at(-1)).toBe(
      'main → HEAD: 2 breaking, 1 dangerous, 1 safe (1 accepted); needs a minor bump: version 0.4.3 is too small, needs at least 0.5.0',
    );
  });

  it('says a large enough version is enough', () => {
    const ok = REPORT_FORMATS.text({ ...report, summary: summary({ newVersion: '0.5.0', versionOk: true }) }, plain);
    expect(ok.trimEnd().split('\n').at(-1)).toMatch(/needs a minor bump: version 0\.5\.0 is enough$/);
  });

  it('rule: for a contract versioned by date, asks for a later revision date, naming the size of the change', () => {
    const dated = summary({ oldVersion: '2025-06-18', newVersion: '2025-06-18', minimumVersion: '2025-06-19' });
    const out = REPORT_FORMATS.text({ ...report, summary: dated }, plain);
    expect(out.trimEnd().split('\n').at(-1)).toMatch(
      /needs a later revision date \(a minor change\): version 2025-06-18 is too small, needs at least 2025-06-19$/,
    );
  });

  it('with no changes says so and still prints the summary', () => {
    expect(REPORT_FORMATS.text(empty, plain)).toBe(
      'no changes between main and HEAD\nmain → HEAD: 0 breaking, 0 dangerous, 0 safe (0 accepted); no change\n',
    );
  });

  it('has no ANSI codes when color is off', () => {
    expect(text).not.toContain(ESC);
  });

  it('colours breaking red, dangerous yellow, safe green and accepted dim when color is on', () => {
    const coloured = REPORT_FORMATS.text(report, { ...plain, color: true }).split('\n');
    const line = (rule: string) => coloured.find((l) => l.includes(rule))!;
    expect(coloured[0]).toBe(`${ESC}31mbreaking (2)${ESC}39m`);
    expect(line('field-removed')).toMatch(/^\u001b\[31m.*\u001b\[39m$/);
    expect(line('enum-value-added')).toMatch(/^\u001b\[33m.*\u001b\[39m$/);
    expect(line('field-added')).toMatch(/^\u001b\[32m.*\u001b\[39m$/);
    expect(line('type-changed')).toMatch(/^\u001b\[2m.*\u001b\[22m$/);
    // Colour only wraps: stripping the codes gives the plain output back.
    expect(coloured.join('\n').replace(/\u001b\[\d+m/g, '')).toBe(text);
  });
});

describe('json format', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report read as the JSON a consumer parses, any member at any depth
  const parsed = JSON.parse(REPORT_FORMATS.json(report, plain)) as Record<string, any>;

  it('is JSON.stringify(value, null, 2) plus a newline', () => {
    expect(REPORT_FORMATS.json(report, plain)).toBe(JSON.stringify(parsed, null, 2) + '\n');
  });

  it('has exactly the documented keys, in the documented order', () => {
    expect(Object.keys(parsed)).toEqual(['changes', 'summary', 'staleAcceptances']);
    for (const c of parsed.changes) {
      expect(Object.keys(c)).toEqual([
        'rule',
        'severity',
        'layer',
        'direction',
        'breaks',
        'subject',
        'old',
        'new',
        'message',
        'fingerprint',
        'accepted',
      ]);
      expect(Object.keys(c.subject)).toEqual(['kind', 'name']);
      expect(Object.keys(c.old)).toEqual(['pointer', 'location']);
      expect(Object.keys(c.new)).toEqual(['pointer', 'location']);
    }
    expect(Object.keys(parsed.summary)).toEqual([
      'breaking',
      'dangerous',
      'safe',
      'accepted',
      'requiredBump',
      'oldVersion',
      'newVersion',
      'minimumVersion',
      'versionOk',
    ]);
  });

  it('keeps the report order and values; a location is file:line:col or null', () => {
    expect(parsed.changes.map((c: { rule: string }) => c.rule)).toEqual([
      'field-added',
      'field-removed',
      'enum-value-added',
      'type-changed',
    ]);
    expect(parsed.changes[0].new).toEqual({
      pointer: '/operations/sessions.create/result/properties/title',
      location: 'spec/sessions.yaml:40:9',
    });
    expect(parsed.changes[0].old).toEqual({ pointer: '/operations/sessions.create', location: null });
    expect(parsed.changes[3]).toMatchObject({
      layer: 'typescript',
      breaks: 'typescript',
      accepted: true,
      fingerprint: 'fp-type-changed',
    });
    expect(parsed.summary).toEqual(summary());
    expect(parsed.staleAcceptances).toEqual(['fp-gone']);
  });
});

describe('markdown format', () => {
  const md = REPORT_FORMATS.markdown(report, plain);

  it('opens with the heading and a verdict naming the needed and the stated version', () => {
    const [heading, , verdict] = md.split('\n');
    expect(heading).toBe('### Contract diff: main → HEAD');
    expect(verdict).toBe('**2 breaking changes** (1 accepted) need version 0.5.0; the spec says 0.4.3.');
  });

  it('says "No breaking changes." when there are none and the version is fine', () => {
    const safeOnly: DiffReport = {
      changes: [fieldAdded],
      summary: summary({ breaking: 0, dangerous: 0, accepted: 0, versionOk: true }),
      staleAcceptances: [],
    };
    expect(REPORT_FORMATS.markdown(safeOnly, plain).split('\n')[2]).toBe('No breaking changes.');
  });

  it('has a severity | count table', () => {
    expect(md).toContain(
      '| Severity | Count |\n| --- | ---: |\n| breaking | 2 |\n| dangerous | 1 |\n| safe | 1 |\n| accepted | 1 |',
    );
  });

  it('has one table per non-empty severity, safe folded in <details>', () => {
    expect(md).toContain('#### Breaking changes (2)\n\n| Rule | Layer | Direction | Where | Change |');
    expect(md).toContain('#### Dangerous changes (1)');
    expect(md).toMatch(
      /<details><summary>Safe changes \(1\)<\/summary>\n\n\| Rule [^\n]*\n[^\n]*\n\| `field-added` [^\n]*\n\n<\/details>/,
    );
    expect(md.indexOf('Breaking changes')).toBeLessThan(md.indexOf('Dangerous changes'));
    const noDangerous = REPORT_FORMATS.markdown({ ...report, changes: [fieldAdded, fieldRemoved] }, plain);
    expect(noDangerous).not.toContain('Dangerous changes');
  });

  it('writes Where as a code span and marks accepted changes', () => {
    expect(md).toContain('| `field-removed` | wire | host-to-client | `spec/old.yaml:12:7` | field-removed happened |');
    expect(md).toContain(
      '| `type-changed` | typescript | both | `spec/types.yaml:3:5` | type-changed happened ✅ accepted |',
    );
  });

  it('escapes | and newlines so a message stays in its cell', () => {
    const piped = change({
      rule: 'union-changed',
      severity: 'dangerous',
      message: 'a | b\nnow c',
      new: { pointer: '/x|y', location: undefined },
    });
    const out = REPORT_FORMATS.markdown({ ...report, changes: [piped] }, plain);
    const row = out.split('\n').find((line) => line.includes('union-changed'))!;
    expect(row).toBe('| `union-changed` | wire | both | `/x\\|y` | a \\| b<br>now c |');
    // Five cells: six unescaped pipes.
    expect(row.match(/(?<!\\)\|/g)).toHaveLength(6);
  });

  it('escapes < so a message cannot close the <details> block', () => {
    const sneaky = change({
      rule: 'description-changed',
      severity: 'safe',
      layer: 'docs',
      message: 'now says </details>',
    });
    const out = REPORT_FORMATS.markdown({ ...report, changes: [sneaky] }, plain);
    expect(out.match(/<\/details>/g)).toHaveLength(1);
  });

  it('lists stale acceptances', () => {
    expect(md.trimEnd().split('\n').at(-1)).toBe(
      '- ⚠️ accepted change fp-gone no longer occurs; remove it from the accepted-changes file',
    );
  });
});

describe('github format', () => {
  const lines = REPORT_FORMATS.github(report, plain).trimEnd().split('\n');

  it('prints error for breaking, warning for dangerous, notice for safe and for anything accepted', () => {
    expect(lines).toEqual([
      '::notice file=spec/sessions.yaml,line=40,col=9,title=field-added::field-added happened',
      '::error file=spec/old.yaml,line=12,col=7,title=field-removed::field-removed happened',
      '::warning title=enum-value-added::enum-value-added happened',
      '::notice file=spec/types.yaml,line=3,col=5,title=type-changed (accepted)::type-changed happened',
      '::warning title=stale acceptance::accepted change fp-gone no longer occurs; remove it from the accepted-changes file',
      '::notice title=contract diff::main → HEAD: 2 breaking, 1 dangerous, 1 safe (1 accepted); needs a minor bump: version 0.4.3 is too small, needs at least 0.5.0',
    ]);
  });

  it('escapes % CR LF in the message, and also : and , in properties', () => {
    const odd = change({
      rule: 'default-changed',
      severity: 'dangerous',
      message: '100% new\r\ndefault: a, b',
      new: { pointer: '/p', location: at('C:\\spec,v2.yaml', 1, 2) },
    });
    const [line] = REPORT_FORMATS.github({ ...report, changes: [odd] }, plain).split('\n');
    expect(line).toBe(
      '::warning file=C%3A\\spec%2Cv2.yaml,line=1,col=2,title=default-changed::100%25 new%0D%0Adefault: a, b',
    );
  });
});

describe('junit format', () => {
  /** Enough of XML well-formedness for a generated report: tags nest and close, text and attributes hold no raw < or stray &. */
  function assertWellFormed(xml: string): void {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const body = xml.slice(xml.indexOf('?>') + 2);
    const stack: string[] = [];
    const tag = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w.-]+="[^"<]*")*)\s*(\/?)>/g;
    let last = 0;
    for (const match of body.matchAll(tag)) {
      const between = body.slice(last, match.index);
      expect(between).not.toMatch(/[<>]/);
      expect(between).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/);
      expect(match[3] ?? '').not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/);
      const [, closing, name, , selfClosing] = match;
      if (closing) expect(stack.pop()).toBe(name);
      else if (!selfClosing) stack.push(name!);
      last = match.index + match[0].length;
    }
    expect(body.slice(last).trim()).toBe('');
    expect(stack).toEqual([]);
  }

  const xml = REPORT_FORMATS.junit(report, plain);

  it('is well-formed, one suite with a test case per change', () => {
    assertWellFormed(xml);
    expect(xml.match(/<testsuites /g)).toHaveLength(1);
    expect(xml).toContain('<testsuite name="contract diff" tests="4" failures="1" skipped="0">');
    expect(xml.match(/<testcase /g)).toHaveLength(4);
    expect(xml).toContain(
      '<testcase classname="wire.field-removed" name="/operations/sessions.create/result/properties">',
    );
  });

  it('fails only unaccepted breaking changes; the rest pass with their details in system-out', () => {
    expect(xml.match(/<failure /g)).toHaveLength(1);
    expect(xml).toMatch(
      /<testcase classname="wire\.field-removed"[^>]*>\s*<failure type="breaking" message="field-removed happened">/,
    );
    expect(xml).toMatch(
      /<testcase classname="typescript\.type-changed"[^>]*>\s*<system-out>breaking \(accepted\): type-changed happened/,
    );
    expect(xml).toMatch(/<testcase classname="wire\.field-added"[^>]*>\s*<system-out>safe: field-added happened/);
  });

  it('escapes & < > " \' and drops characters XML 1.0 forbids', () => {
    const nasty = change({
      rule: 'field-removed',
      severity: 'breaking',
      message: 'a<b & "c" \'d\'>\u0000\u0007\uFFFE\uD800ok',
      new: { pointer: '/<&>', location: undefined },
    });
    const out = REPORT_FORMATS.junit({ ...report, changes: [nasty] }, plain);
    assertWellFormed(out);
    expect(out).toContain('name="/&lt;&amp;&gt;"');
    expect(out).toContain('message="a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;ok"');
    expect(out).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uD800]/);
  });

  it('with no changes has one passing test case named "no breaking changes"', () => {
    const out = REPORT_FORMATS.junit(empty, plain);
    assertWellFormed(out);
    expect(out).toContain('tests="1" failures="0"');
    expect(out.match(/<testcase /g)).toHaveLength(1);
    expect(out).toMatch(/<testcase [^>]*name="no breaking changes"\/>/);
  });
});
