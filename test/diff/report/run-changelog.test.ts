/**
 * The changelog in process, from changes built by hand: one bullet per fact under the most severe of
 * its layers, the note that says which layer that was, and the accepted-break mark (docs/contract-diff.md).
 */
import { describe, expect, it } from 'vitest';
import type { Change, DiffReport } from '../../../generator/diff/change.ts';
import { renderChangelog } from '../../../generator/diff/changelog.ts';

function change(
  rule: string,
  layer: Change['layer'],
  severity: Change['severity'],
  message: string,
  oldPointer: string,
  newPointer: string,
  accepted = false,
): Change {
  return {
    rule,
    layer,
    severity,
    message,
    accepted,
    old: { pointer: oldPointer },
    new: { pointer: newPointer },
  } as unknown as Change;
}

const report = (changes: Change[]) => ({ changes, summary: {}, staleAcceptances: [] }) as unknown as DiffReport;

describe('the changelog', () => {
  it('rule: one bullet per fact, under its worst layer, noting when only the TypeScript is that bad, marking an accepted break only when every layer is accepted', () => {
    const changes = [
      change('property-removed', 'wire', 'breaking', 'type A: property x removed', '/types/A/properties/x', '/types/A'),
      change(
        'property-removed',
        'typescript',
        'breaking',
        'type A: property x removed: code breaks',
        '/types/A/properties/x',
        '/types/A',
      ),
      change('error-removed', 'typescript', 'breaking', 'error busy removed', '/errors/busy', '/errors'),
      change('enum-value-added', 'wire', 'safe', 'type C: value "c" added', '/types/C/enum', '/types/C/enum/2'),
      change(
        'enum-value-added',
        'typescript',
        'dangerous',
        'type C: value "c" added: a switch may break',
        '/types/C/enum',
        '/types/C/enum/2',
      ),
      change(
        'union-variant-removed',
        'wire',
        'breaking',
        'type D: union variant removed',
        '/types/D/oneOf/1',
        '/types/D/oneOf',
        true,
      ),
      change(
        'union-variant-removed',
        'typescript',
        'breaking',
        'type D: union variant removed: code breaks',
        '/types/D/oneOf/1',
        '/types/D/oneOf',
      ),
      change('operation-removed', 'wire', 'breaking', 'operation e removed', '/operations/e', '/operations', true),
      change(
        'operation-removed',
        'typescript',
        'breaking',
        'operation e removed: code breaks',
        '/operations/e',
        '/operations',
        true,
      ),
      change('limit-changed', 'wire', 'dangerous', 'limit f changed', '/limits/f', '/limits/f', true),
      change(
        'description-changed',
        'docs',
        'safe',
        'type A: description  \n   changed over\r\n two\rlines',
        '/types/A/description',
        '/types/A/description',
      ),
    ];
    expect(
      renderChangelog(report(changes), { version: '1.1.0', date: '2026-12-06', oldLabel: 'old', newLabel: 'new' }),
    ).toBe(
      [
        '## 1.1.0 — 2026-12-06',
        '',
        '### Breaking changes',
        '',
        '- type A: property x removed (`/types/A`)',
        '- error busy removed (`/errors`) (generated TypeScript)',
        '- type D: union variant removed (`/types/D/oneOf`)',
        '- operation e removed (`/operations`) (accepted breaking change)',
        '',
        '### Dangerous changes',
        '',
        '- type C: value "c" added (`/types/C/enum/2`) (generated TypeScript: dangerous; wire: safe)',
        '- limit f changed (`/limits/f`)',
        '',
        '### Documentation',
        '',
        '- type A: description changed over two lines (`/types/A/description`)',
        '',
      ].join('\n'),
    );
  });

  it('rule: a line break inside a message becomes one space, however it is written and whatever spaces surround it', () => {
    for (const [message, flat] of [
      ['a  \n  b', 'a b'],
      ['a\nb', 'a b'],
      ['a \r\n b', 'a b'],
      ['a\rb', 'a b'],
      ['x-y\nz', 'x-y z'],
    ] as const) {
      const text = renderChangelog(report([change('description-changed', 'docs', 'safe', message, '/p', '/p')]), {
        version: '1.0.1',
        oldLabel: 'o',
        newLabel: 'n',
      });
      expect(text, JSON.stringify(message)).toBe(`## 1.0.1\n\n### Documentation\n\n- ${flat} (\`/p\`)\n`);
    }
  });
});
