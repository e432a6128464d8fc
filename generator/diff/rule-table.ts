import type { Direction, Severity } from './change.ts';
import { classifyWire } from './classify.ts';
import { DIFF_RULES, type DiffRule } from './rules.ts';

const DIRECTIONS: readonly Direction[] = ['client-to-host', 'host-to-client', 'stored'];

/**
 * Every rule with its default classification, as a Markdown table: the wire severity for data in
 * each direction (ungated, with the rule's plain parameters), the generated-TypeScript severity,
 * and the message. `felan-protocol diff --list-rules` prints it; docs/contract-diff.md embeds it.
 */
export function renderRuleTable(): string {
  const rows = ruleTable().map(({ rule, wire, typescript, message }) => {
    const wireCell =
      wire === 'docs' ? 'docs only' : wire === null ? '—' : DIRECTIONS.map((direction) => wire[direction]).join(' / ');
    return `| \`${rule}\` | ${wireCell} | ${typescript ?? '—'} | ${message.replace(/\|/g, '\\|')} |`;
  });
  return (
    ['| rule | wire: client→host / host→client / stored | TypeScript | message |', '|---|---|---|---|', ...rows].join(
      '\n',
    ) + '\n'
  );
}

/** One rule's default classification: the wire severity per direction ('docs' for a docs-only rule, null for none), the TypeScript one, the message. */
export interface RuleTableRow {
  readonly rule: string;
  readonly wire: Readonly<Record<Direction, Severity>> | 'docs' | null;
  readonly typescript: Severity | null;
  readonly message: string;
}

/** The table as data: what `diff --list-rules --format json` prints. */
export function ruleTable(): RuleTableRow[] {
  return (Object.entries(DIFF_RULES) as [string, DiffRule][]).map(([id, rule]) => {
    const effects = typeof rule.wire === 'function' ? rule.wire({}) : rule.wire;
    const wire = rule.docs
      ? 'docs'
      : effects === undefined
        ? null
        : (Object.fromEntries(
            DIRECTIONS.map((direction) => [direction, classifyWire(effects, direction, false).severity]),
          ) as Record<Direction, Severity>);
    return { rule: id, wire, typescript: rule.typescript ?? null, message: rule.message };
  });
}
