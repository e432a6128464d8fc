/**
 * The shape of a merged spec once it has passed the meta-schema (schema/felan-spec.schema.json).
 * These types describe that schema; the loader never casts data to them before validating it.
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

export type VocabularyLike = Readonly<Record<string, string>>;

export interface ProtocolSection {
  readonly name: string;
  readonly title: string;
  readonly description?: string;
  readonly package: string;
  readonly version: string;
  /** What a parse does with members no schema names, for the spec and by named type; see unknown-members.ts. */
  readonly unknownMembers?: UnknownMemberPolicy;
  readonly unknownMembersByType?: Readonly<Record<string, UnknownMemberPolicy>>;
  /** The vocabularies operations draw from; the checked spec has each, empty where the folder declares none. */
  readonly clientKinds: Readonly<Record<string, string>>;
  readonly scopes: Readonly<Record<string, ScopeDefinition>>;
  readonly persistence: Readonly<Record<string, string>>;
}

/** Keep an object member no schema names in the parse result (JSON Schema's open object), or strip it. */
export type UnknownMemberPolicy = 'strip' | 'keep';

/** Whether a request of a scope carries the framing's target field (framing.request.target). */
export type TargetPolicy = 'required' | 'forbidden' | 'optional';

export interface ScopeDefinition {
  readonly description: string;
  /** Whether a request of this scope names its target in the request's target field; optional when absent. */
  readonly target?: TargetPolicy;
}

/** A named constant of the contract, exported from the generated catalog as it is named (WIRE_VERSION). */
export interface ConstantDefinition {
  readonly value: number | string;
  readonly description: string;
  /** Who reads a value written under it, for the contract diff: both peers, or stored records only. */
  readonly direction?: 'both' | 'stored';
  readonly since?: string;
}

/** How a request names its operation, its id, its params and (by scope) its target. */
export interface RequestFraming {
  readonly type: string;
  readonly operation: string;
  readonly id: string;
  readonly params: string;
  readonly target?: string;
  /** A type holding a request's command without its envelope (the operation and params members only), parsed as a request's are. */
  readonly command?: string;
  /** Requests to mutating operations carry an id of this type, normalized to lowercase when asked. */
  readonly mutationId?: { readonly type: string; readonly lowercase?: boolean };
  /** The generated parser's name (parseClientEnvelope) and the type of what it returns (ClientRequest). */
  readonly parser: string;
  readonly parsed: string;
}

/** How a response names the request it answers and where an accepted one carries its result. */
export interface ResponseFraming {
  readonly type: string;
  readonly correlation: string;
  readonly result: {
    readonly field: string;
    readonly when?: { readonly field: string; readonly equals: string | number | boolean };
  };
  readonly parser: string;
  readonly parsed: string;
}

/** A frame that is neither a request nor a response, known by a property only it has. */
export interface EventFraming {
  readonly type: string;
  readonly marker: string;
}

/** The spec's framing: how frames are encoded, bounded, versioned and told apart. */
export interface FramingDefinition {
  readonly encoding: 'json-lines' | 'content-length';
  /** The limits bounding every frame, by name; one left out is the default (build-model.ts DEFAULT_FRAME_LIMITS). */
  readonly limits?: { readonly frame?: string; readonly depth?: string };
  readonly version?: { readonly field: string; readonly constant: string };
  /** json-rpc: JSON-RPC's error semantics (integer codes, the standard ones built in, codes defaulted). */
  readonly family?: 'json-rpc';
  /** Required unless family is json-rpc (check rule framing-references). */
  readonly codes?: FramingCodes;
  readonly request: RequestFraming;
  readonly response: ResponseFraming;
  readonly events?: readonly EventFraming[];
  /** The names of the generated parsers of everything one peer sends. */
  readonly incoming?: { readonly client?: IncomingFraming; readonly host?: IncomingFraming };
  /** A host's handshake lists the operations it serves, and clients send no other (the contract diff reads new operations by it). */
  readonly operationsAdvertised?: boolean;
}

/** The error codes, by name under errors, the boundary's ProtocolError carries for each kind of bad input. */
export interface FramingCodes {
  readonly invalid: string;
  readonly version?: string;
  readonly unknownOperation: string;
  readonly parse?: string;
  readonly params?: string;
}

/** The generated parser of everything one peer sends, and the type it returns. */
export interface IncomingFraming {
  readonly parser: string;
  readonly parsed: string;
}

export interface GroupDefinition {
  readonly title: string;
  readonly description?: string;
}

export interface ExampleDefinition {
  readonly description?: string;
  readonly params: unknown;
  readonly result: unknown;
}

export type OperationStatus = 'stable' | 'deferred' | 'deprecated';

/** Which peer sends requests of an operation: one of them, or both (either peer may ask, the other answers). */
export type OperationSender = 'client' | 'host' | 'both';

export interface OperationDefinition {
  readonly description?: string;
  readonly group?: string;
  readonly scope?: string;
  readonly mutation?: boolean;
  /** Which peer sends requests of this operation (both: either peer, as JSON-RPC's ping); client when absent. */
  readonly sender?: OperationSender;
  readonly persistence?: string;
  readonly clients?: readonly string[];
  readonly since?: string;
  readonly status?: OperationStatus;
  /** With status deprecated: the version at or after which the operation may be removed without a break. */
  readonly sunset?: string;
  readonly requires?: string;
  readonly params: JsonSchema;
  readonly result: JsonSchema;
  readonly examples?: readonly ExampleDefinition[];
}

export interface ErrorDefinition {
  readonly description: string;
  /** The JSON-RPC integer on the wire: required with framing family json-rpc, refused otherwise. */
  readonly code?: number;
  readonly since?: string;
  readonly retryable?: boolean;
}

export type LimitUnit = 'bytes' | 'count' | 'depth' | 'days' | 'minutes' | 'seconds';

export interface LimitDefinition {
  readonly value: number;
  readonly unit: LimitUnit;
  readonly description: string;
  readonly since?: string;
}

export interface FeatureDefinition {
  readonly description: string;
  readonly since: string;
}

export interface InteractionFieldDefinition {
  readonly required?: boolean;
  readonly modelRequired?: boolean;
  readonly description?: string;
  readonly jsonSchema?: JsonSchema;
}

/** A catalog's or a command's fields: an ordered list of names (each optional, any value), or a map of declarations. */
export type InteractionFieldsDefinition = readonly string[] | Readonly<Record<string, InteractionFieldDefinition>>;

/** The data parts a catalog may declare for all its commands, and a command for itself. */
export interface InteractionCommandParts {
  readonly category?: string;
  readonly terminal?: boolean;
  readonly additionalProperties?: boolean;
  readonly optionalPresence?: 'own' | 'defined';
  readonly tags?: readonly string[];
  readonly error?: string;
  readonly fields?: InteractionFieldsDefinition;
  readonly checks?: readonly JsonSchema[];
}

export interface InteractionCommandDefinition extends InteractionCommandParts {
  readonly description?: string;
  readonly version?: number;
  readonly modes?: readonly string[];
  readonly ownedFields?: readonly string[];
}

/** An interaction command catalog: the interaction kit's protocol definition, as data. */
export interface InteractionCatalogDefinition extends InteractionCommandParts {
  readonly description?: string;
  readonly commandField: string;
  readonly commandAliases?: readonly string[];
  readonly modeField?: string;
  readonly version?: number;
  readonly unknownError?: string;
  readonly modeError?: string;
  readonly ownershipError?: string;
  readonly selectionError?: string;
  readonly modelSchemaDialect?: 'standard' | 'strict';
  readonly commands: Readonly<Record<string, InteractionCommandDefinition>>;
}

export interface SpecDocument {
  readonly protocol: ProtocolSection;
  /** groups, errors and limits are optional in a folder; the checked spec has each, empty where it declares none. */
  readonly groups: Readonly<Record<string, GroupDefinition>>;
  readonly operations: Readonly<Record<string, OperationDefinition>>;
  readonly errors: Readonly<Record<string, ErrorDefinition>>;
  readonly limits: Readonly<Record<string, LimitDefinition>>;
  readonly constants?: Readonly<Record<string, ConstantDefinition>>;
  readonly framing?: FramingDefinition;
  readonly parts?: readonly string[];
  readonly features?: Readonly<Record<string, FeatureDefinition>>;
  readonly types?: Readonly<Record<string, JsonSchema>>;
  readonly interactions?: Readonly<Record<string, InteractionCatalogDefinition>>;
}
