import type {
  ConstantDefinition,
  ErrorDefinition,
  FeatureDefinition,
  FramingDefinition,
  GroupDefinition,
  InteractionCatalogDefinition,
  InteractionCommandDefinition,
  JsonSchema,
  LimitDefinition,
  OperationDefinition,
  SpecDocument,
} from '../load/spec-document.ts';
import type { Direction } from './change.ts';
import type { ContractPath } from './classify.ts';
import type { SchemaPair } from './schema-keywords/schema-pair.ts';

/** The two contracts compared, for what a rule must know beyond its pair (features, versions, framing). */
export interface ContractsPair {
  readonly a: SpecDocument;
  readonly b: SpecDocument;
}

/**
 * One definition of a named section on each side, matched by name — or by the pairing's rename
 * detection, then `renamed` is set and `newName` differs — and absent on the side that lacks it.
 */
export interface NamedPair<T> {
  readonly name: string;
  readonly newName: string;
  readonly a: T | undefined;
  readonly b: T | undefined;
  readonly renamed: boolean;
  readonly contracts: ContractsPair;
}

/** A term of one of the protocol's closed vocabularies (client kinds, scopes, persistence classes). */
export interface VocabularyPair extends NamedPair<unknown> {
  readonly vocabulary: 'clientKinds' | 'scopes' | 'persistence';
}

/** One command of an interaction catalog present on either side. */
export interface CommandPair extends NamedPair<InteractionCommandDefinition> {
  readonly catalog: string;
}

/** A named type present on either side, with the direction of its data across both versions (directions.ts). */
export interface TypePair extends NamedPair<JsonSchema> {
  readonly direction: Direction;
}

/** Every kind of matched pair, and what a rule detecting on it is given. */
export interface PairKinds {
  readonly protocol: ContractsPair;
  readonly framing: NamedPair<FramingDefinition>;
  readonly constant: NamedPair<ConstantDefinition>;
  readonly vocabulary: VocabularyPair;
  readonly group: NamedPair<GroupDefinition>;
  readonly operation: NamedPair<OperationDefinition>;
  readonly error: NamedPair<ErrorDefinition>;
  readonly limit: NamedPair<LimitDefinition>;
  readonly feature: NamedPair<FeatureDefinition>;
  readonly type: TypePair;
  readonly catalog: NamedPair<InteractionCatalogDefinition>;
  readonly command: CommandPair;
  readonly schema: SchemaPair;
}

export type PairKind = keyof PairKinds;

/** How a section's pairing hands two schemas it matched to the schema walker (compare-schema.ts). */
export type CompareSchemas = (
  a: JsonSchema,
  b: JsonSchema,
  oldPath: ContractPath,
  newPath: ContractPath,
  direction: Direction,
  gated?: boolean,
) => void;
