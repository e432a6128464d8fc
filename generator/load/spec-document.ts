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
  readonly wireVersion: number;
  readonly storedRowVersion: number;
  readonly controlVersion: number;
  readonly clientKinds: Readonly<Record<string, string>>;
  readonly scopes: Readonly<Record<string, ScopeDefinition>>;
  readonly persistence: Readonly<Record<string, string>>;
}

export type SessionPolicy = 'required' | 'forbidden' | 'optional';

export interface ScopeDefinition {
  readonly description: string;
  /** Whether a request's envelope names a session for operations of this scope. */
  readonly session: SessionPolicy;
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

export interface OperationDefinition {
  readonly description?: string;
  readonly group: string;
  readonly scope: string;
  readonly mutation: boolean;
  readonly persistence: string;
  readonly clients: readonly string[];
  readonly since: string;
  readonly status?: OperationStatus;
  readonly requires?: string;
  readonly params: JsonSchema;
  readonly result: JsonSchema;
  readonly examples: readonly ExampleDefinition[];
}

export interface ErrorDefinition {
  readonly description: string;
  readonly since: string;
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

export interface InteractionCommandDefinition {
  readonly category?: string;
  readonly description?: string;
  readonly terminal?: boolean;
  readonly version?: number;
  readonly modes?: readonly string[];
  readonly ownedFields?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly optionalPresence?: 'own' | 'defined';
  readonly tags?: readonly string[];
  readonly error?: string;
  readonly fields?: Readonly<Record<string, InteractionFieldDefinition>>;
  readonly checks?: readonly JsonSchema[];
}

/** An interaction command catalog: the interaction kit's protocol definition, as data. */
export interface InteractionCatalogDefinition {
  readonly description?: string;
  readonly commandField: string;
  readonly commandAliases?: readonly string[];
  readonly modeField?: string;
  readonly version?: number;
  readonly tags?: readonly string[];
  readonly unknownError?: string;
  readonly modeError?: string;
  readonly ownershipError?: string;
  readonly selectionError?: string;
  readonly modelSchemaDialect?: 'standard' | 'strict';
  readonly commands: Readonly<Record<string, InteractionCommandDefinition>>;
}

export interface SpecDocument {
  readonly protocol: ProtocolSection;
  readonly groups: Readonly<Record<string, GroupDefinition>>;
  readonly operations: Readonly<Record<string, OperationDefinition>>;
  readonly errors: Readonly<Record<string, ErrorDefinition>>;
  readonly limits: Readonly<Record<string, LimitDefinition>>;
  readonly features?: Readonly<Record<string, FeatureDefinition>>;
  readonly types?: Readonly<Record<string, JsonSchema>>;
  readonly interactions?: Readonly<Record<string, InteractionCatalogDefinition>>;
}
