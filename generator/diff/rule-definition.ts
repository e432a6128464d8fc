import type { Direction, Severity } from './change.ts';
import type { ContractPath } from './classify.ts';
import type { PairKinds } from './pairs.ts';

/**
 * What a change does to the set of documents the contract accepts, which is all the wire layer
 * needs to know: the direction of the data then says who it breaks (see classify.ts).
 * - `widens`: the new contract accepts data the old one rejected, so new writers may send what old
 *   readers reject.
 * - `narrows`: the new contract rejects data the old one accepted, so what old writers send (or
 *   wrote to storage) is rejected by new readers.
 * - `ignoredByOldReaders`: new writers send a member old readers strip without a word.
 * - `ignoredByNewReaders`: old writers send a member new readers strip without a word.
 * - `dangerous`: nothing is rejected, but peers of different versions behave differently.
 */
export interface WireEffects {
  readonly widens?: boolean;
  readonly narrows?: boolean;
  readonly ignoredByOldReaders?: boolean;
  readonly ignoredByNewReaders?: boolean;
  readonly dangerous?: boolean;
}

export const BOTH_WAYS: WireEffects = { widens: true, narrows: true };

/** What a rule's fact carries besides its place: the named values its message shows, and flags its effects read. */
export type FactParams = Readonly<Record<string, string | number | boolean>>;

/**
 * How a rule classifies what it found: the wire effects (or a pure function of the fact's parameters
 * giving them), the severity for applications compiling against the generated TypeScript, whether it
 * is a documentation change only, and a message template whose `{placeholders}` name the fact's
 * parameters.
 */
export interface DiffRule {
  readonly wire?: WireEffects | ((params: FactParams) => WireEffects);
  readonly typescript?: Severity;
  readonly docs?: true;
  readonly message: string;
  /** The message of the TypeScript-layer change, when the default (see classify.ts) would not say it right. */
  readonly typescriptMessage?: string;
}

/** Where a contract-level fact sits and which way its data flows; the rule id is the reporting rule's own. */
export interface ContractFact {
  readonly direction: Direction;
  readonly old: ContractPath;
  readonly new: ContractPath;
  readonly params?: FactParams;
  /** The addition is gated by a feature old peers cannot advertise (classify.ts says what that shields). */
  readonly gated?: boolean;
}

/** A schema-level fact: at the pair's own places unless `at` names others; direction and gate are the pair's. */
export type SchemaReport = (
  params?: FactParams,
  at?: { readonly old?: ContractPath; readonly new?: ContractPath; readonly gated?: boolean },
) => void;
export type ContractReport = (fact: ContractFact) => void;

/** What a detector is given to report with: schema pairs place facts themselves, contract-level pairs say where. */
export type ReportFor<K extends keyof PairKinds> = K extends 'schema' ? SchemaReport : ContractReport;

/** A rule's detectors, one per kind of matched pair it looks at (generator/diff/pairs.ts). */
export type RuleDetectors = { readonly [K in keyof PairKinds]?: (pair: PairKinds[K], report: ReportFor<K>) => void };

/**
 * One diff rule, in a file of its own under generator/diff/rules/: a stable kebab-case id
 * (acknowledgements, CI logs and users refer to it), how it classifies, and how it finds its changes.
 * A rule sees one matched pair at a time — two operations, two errors, two schemas… — and reports
 * only itself; which old element is matched with which new one is the pairing's business
 * (generator/diff/pairing/), never a rule's.
 */
export interface RuleDefinition<Id extends string = string> extends DiffRule {
  readonly id: Id;
  readonly detect: RuleDetectors;
}

export function defineRule<const Id extends string>(rule: RuleDefinition<Id>): RuleDefinition<Id> {
  return rule;
}
