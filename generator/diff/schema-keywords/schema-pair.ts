import type { JsonSchema } from '../../load/spec-document.ts';
import type { Direction } from '../change.ts';
import type { ContractPath, Fact } from '../classify.ts';
import type { TypeTable } from '../schema-shape.ts';
import type { DiffRuleId } from '../rules.ts';
import type { SchemaMatches } from '../schema-matches.ts';

/** Reports a fact at the schema's place, or at the places `at` names. */
export type Report = (
  rule: DiffRuleId,
  params?: Fact['params'],
  at?: { old?: ContractPath; new?: ContractPath; gated?: boolean },
) => void;

/** Compares two sub-schemas whose facts hold for the whole schema as they are (narrowing a part narrows the whole). */
export type Recurse = (
  a: JsonSchema,
  b: JsonSchema,
  oldPath: ContractPath,
  newPath: ContractPath,
  gated?: boolean,
) => void;

/** What every pair of one comparison shares: the two type tables, the data's direction, the new version. */
export interface SchemaComparison {
  readonly oldTypes: TypeTable;
  readonly newTypes: TypeTable;
  /** Features the old contract already declared: a gate on one of them does not keep an addition from old peers that advertise it. */
  readonly oldFeatures: ReadonlySet<string>;
  readonly direction: Direction;
  /** The new contract's protocol.version: a deprecated member whose sunset it has reached may go. */
  readonly newVersion: string;
  report(fact: Fact): void;
}

/**
 * One old schema and its new counterpart (references followed), as a keyword comparison sees them.
 * The comparisons get the walker's means of descending rather than importing it, so each stays a
 * leaf module that compare-schema.ts lists in its table.
 */
export interface SchemaPair {
  readonly comparison: SchemaComparison;
  readonly a: JsonSchema;
  readonly b: JsonSchema;
  readonly oldPath: ContractPath;
  readonly newPath: ContractPath;
  readonly gated: boolean;
  readonly fact: Report;
  readonly recurse: Recurse;
  /** Like recurse, for sub-schemas the generated TypeScript leaves out: their facts have no TypeScript layer. */
  readonly recurseUntyped: Recurse;
  /**
   * For sub-schemas whose facts do not keep their direction in the whole (a negation, a condition):
   * reports their documentation changes and says whether anything else differs, reporting nothing more.
   */
  differs(a: unknown, b: unknown, oldPath: ContractPath, newPath: ContractPath): boolean;
  /** The feature gating a new member, when old peers cannot advertise it. */
  newGate(schema: JsonSchema): string | undefined;
  /** What the walker matched between the two sides (members by name, union variants, allOf parts), for the rules on what is left over. */
  readonly matches?: SchemaMatches;
  /**
   * Set when both sides refer to this one named type, which is compared once, under /types/<Name>:
   * `a` and `b` then hold only what the two references say themselves (their documentation and gate).
   */
  readonly sameType?: string;
}

/** Compares the keywords it names; compare-schema.ts runs every comparison of its table on each pair. */
export interface KeywordComparison {
  readonly keywords: readonly string[];
  compare(pair: SchemaPair): void;
}

export const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A keyword's map of sub-schemas (patternProperties, dependentSchemas), empty when absent. */
export function schemaMap(value: unknown): Readonly<Record<string, JsonSchema>> {
  return isSchema(value) ? (value as Record<string, JsonSchema>) : {};
}

/** The keys of the old map, then the keys only the new one has. */
export function unitedKeys(a: object, b: object): string[] {
  return [...Object.keys(a), ...Object.keys(b).filter((key) => !Object.hasOwn(a, key))];
}

/** The places a keyword sits at on each side. */
export function atKeyword(pair: SchemaPair, keyword: string): { old: ContractPath; new: ContractPath } {
  return { old: [...pair.oldPath, keyword], new: [...pair.newPath, keyword] };
}
