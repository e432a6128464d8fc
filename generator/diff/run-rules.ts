import type { Fact } from './classify.ts';
import type { PairKind, PairKinds } from './pairs.ts';
import type { ReportFor, RuleDefinition } from './rule-definition.ts';
import { RULE_LIST, type DiffRuleId } from './rules.ts';
import type { SchemaPair } from './schema-keywords/schema-pair.ts';

const byKind = new Map<PairKind, RuleDefinition<DiffRuleId>[]>();
for (const rule of RULE_LIST as readonly RuleDefinition<DiffRuleId>[]) {
  for (const kind of Object.keys(rule.detect) as PairKind[]) byKind.set(kind, [...(byKind.get(kind) ?? []), rule]);
}

/** The rules that look at pairs of a kind, in the table's order. */
export function rulesOn(kind: PairKind): readonly RuleDefinition<DiffRuleId>[] {
  return byKind.get(kind) ?? [];
}

/** Runs every rule that looks at contract-level pairs of `kind` on one pair; each reports facts of its own id, about the definition it was given. */
export function runContractRules<K extends Exclude<PairKind, 'schema'>>(
  kind: K,
  pair: PairKinds[K],
  emit: (fact: Fact) => void,
): void {
  for (const rule of rulesOn(kind)) {
    const detect = rule.detect[kind] as (pair: PairKinds[K], report: ReportFor<K>) => void;
    detect(pair, ((fact) => emit({ rule: rule.id, ...fact, onDefinition: true })) as ReportFor<K>);
  }
}

/** Runs every schema rule on one matched pair of schemas; each reports at the pair's places unless it names others. */
export function runSchemaRules(pair: SchemaPair): void {
  for (const rule of rulesOn('schema')) rule.detect.schema!(pair, (params, at) => pair.fact(rule.id, params, at));
}
