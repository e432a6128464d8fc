import type { Direction } from './change.ts';
import { classifyWire } from './classify.ts';
import { DIFF_RULES, type DiffRule } from './rules.ts';

const DIRECTIONS: readonly Direction[] = ['client-to-host', 'host-to-client', 'stored'];

/**
 * Every rule with its default classification, as a Markdown table: the wire severity for data in
 * each direction (ungated, with the rule's plain parameters), the generated-TypeScript severity,
 * and the message. `felan-protocol diff --list-rules` prints it; docs/contract-diff.md embeds it.
 */
export function renderRuleTable(): string {
  const rows = (Object.entries(DIFF_RULES) as [string, DiffRule][]).map(([id, rule]) => {
    const effects = typeof rule.wire === 'function' ? rule.wire({}) : rule.wire;
    const wire = rule.docs ? 'docs only' : effects === undefined ? '—' : DIRECTIONS.map((direction) => classifyWire(effects, direction, false).severity).join(' / ');
    return `| \`${id}\` | ${wire} | ${rule.typescript ?? '—'} | ${rule.message.replace(/\|/g, '\\|')} |`;
  });
  return ['| rule | wire: client→host / host→client / stored | TypeScript | message |', '|---|---|---|---|', ...rows].join('\n') + '\n';
}
