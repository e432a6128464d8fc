import type {
  ConstantDefinition,
  FramingDefinition,
  JsonSchema,
  LimitUnit,
  OperationSender,
  OperationStatus,
  TargetPolicy,
} from '../load/spec-document.ts';
import type { ResolvedFramingCodes } from '../schema/json-rpc.ts';

/**
 * The resolved, normalized intermediate representation every emitter reads, and nothing else.
 * Definitions merged from several files are sorted by name (their order carries no meaning and must
 * not depend on file names); order inside one definition (properties, enum values, examples,
 * vocabularies) is kept as written. Every `$ref` names a type in `types`. The model is deeply frozen.
 */
export interface ProtocolModel {
  readonly protocol: ProtocolInfo;
  readonly groups: readonly GroupModel[];
  readonly operations: readonly OperationModel[];
  readonly errors: readonly ErrorModel[];
  readonly limits: readonly LimitModel[];
  readonly features: readonly FeatureModel[];
  readonly types: readonly NamedTypeModel[];
  readonly interactions: readonly InteractionCatalogModel[];
  /** The contract's named constants, sorted by name. */
  readonly constants: readonly ConstantModel[];
  /** How frames are told apart, bounded and versioned; absent when the spec declares no framing (then no boundary API). */
  readonly framing?: FramingModel;
  /** The opt-in runtime parts the spec asks for (generator/parts), sorted. */
  readonly parts: readonly string[];
}

export interface ConstantModel {
  readonly name: string;
  readonly value: number | string;
  readonly description: string;
  readonly direction: NonNullable<ConstantDefinition['direction']>;
  readonly since?: string;
}

/**
 * The spec's framing declaration (spec-document.ts FramingDefinition) with its references resolved:
 * the limits' and the version constant's values are read here once, so emitters never look a
 * convention up by name.
 */
export interface FramingModel extends Omit<FramingDefinition, 'limits' | 'version' | 'events' | 'codes'> {
  /** The codes the boundary reports, by kind, as names under errors: defaults filled (schema/json-rpc.ts framingCodes). */
  readonly codes: ResolvedFramingCodes;
  readonly limits: { readonly frame: LimitRef; readonly depth: LimitRef };
  readonly version?: { readonly field: string; readonly constant: string; readonly value: number | string };
  readonly events: readonly {
    readonly type: string;
    readonly marker: string;
    readonly from: 'client' | 'host' | 'either';
  }[];
  /** Whether the request type requires its params member; when it does not, an absent one is read as `{}`. */
  readonly paramsRequired: boolean;
  /**
   * Whether every response names the request it answers; when the response type lets one leave the
   * correlation member out (JSON-RPC's error to a request whose id could not be read), such a
   * response is parsed and encoded too.
   */
  readonly correlationRequired: boolean;
}

/** A limit the framing uses: its LIMITS name (none for a default the spec does not declare) and its value. */
export interface LimitRef {
  readonly name?: string;
  readonly value: number;
}

/** One interaction catalog, compiled by the interaction kit's core at model time. */
export interface InteractionCatalogModel {
  readonly name: string;
  /** PascalCase of the name: the prefix of its generated type names. */
  readonly typeName: string;
  /** The kit's protocol definition as plain data (field schemas self-contained), embedded in the package. */
  readonly definition: JsonSchema;
  /** In the order the catalog declares them, which is the manifest's order. */
  readonly commands: readonly InteractionCommandModel[];
}

export interface InteractionCommandModel {
  readonly id: string;
  readonly typeName: string;
  /** The command once complete (owned fields included): what a host's transport carries. */
  readonly inputSchema: JsonSchema;
  /** What parse accepts and returns: the input schema without owned fields. Its validator and its type are generated. */
  readonly parseSchema: JsonSchema;
  readonly modelSchema: JsonSchema;
  /** Fields the program writes, declared or not. */
  readonly ownedFields: readonly string[];
}

export interface VocabularyEntry {
  readonly name: string;
  readonly description: string;
}

export interface ScopeEntry extends VocabularyEntry {
  /** Whether a request of this scope names its target (framing.request.target). */
  readonly target: TargetPolicy;
}

export interface ProtocolInfo {
  readonly name: string;
  readonly title: string;
  readonly description?: string;
  readonly package: string;
  /** The folder the package is generated into: the package name without its scope. */
  readonly packageDir: string;
  readonly version: string;
  readonly clientKinds: readonly VocabularyEntry[];
  readonly scopes: readonly ScopeEntry[];
  readonly persistence: readonly VocabularyEntry[];
}

export interface GroupModel {
  readonly name: string;
  readonly title: string;
  readonly description?: string;
}

export interface ExampleModel {
  readonly description?: string;
  readonly params: unknown;
  readonly result: unknown;
}

export interface OperationModel {
  readonly name: string;
  readonly description?: string;
  /** The governance fields are each absent where the spec states none (docs/spec-format.md, governance). */
  readonly group?: string;
  readonly scope?: string;
  readonly mutation?: boolean;
  /** Which peer sends requests of this operation: one of them, or both. */
  readonly sender: OperationSender;
  readonly persistence?: string;
  /** In the order protocol.clientKinds declares them. */
  readonly clients?: readonly string[];
  readonly since?: string;
  readonly status: OperationStatus;
  /** The version at or after which a deprecated operation may be removed. */
  readonly sunset?: string;
  readonly requires?: string;
  readonly params: JsonSchema;
  readonly result: JsonSchema;
  readonly paramsTypeName: string;
  readonly resultTypeName: string;
  /** Empty where the spec gives none. */
  readonly examples: readonly ExampleModel[];
}

export interface ErrorModel {
  /** The error's name: the wire code of a protocol whose codes are names. */
  readonly code: string;
  /** A json-rpc framing's: the integer on the wire. JSON-RPC's standard codes are there, declared or not. */
  readonly value?: number;
  readonly description: string;
  readonly since?: string;
  readonly retryable?: boolean;
}

export interface LimitModel {
  readonly name: string;
  readonly value: number;
  readonly unit: LimitUnit;
  readonly description: string;
  readonly since?: string;
}

export interface FeatureModel {
  readonly name: string;
  readonly description: string;
  readonly since: string;
}

export interface NamedTypeModel {
  readonly name: string;
  readonly schema: JsonSchema;
}
