// The interaction kit's core: command declarations compiled into schemas, a sealed catalog, parse /
// receive and bind. It imports no validator library and nothing from Node — structural validation
// is injected (see structural-validation.ts) — so a generated package can carry it to a browser.
export {
  bind,
  type BindableProtocol,
  type BoundInteraction,
  type HandlerValue,
  type InteractionHandlers,
  type ProtocolHandlers,
} from './bind.js';
export { INTERACTION_CATEGORIES, isInteractionCategory, type InteractionCategory } from './categories.js';
export type { Command, ManifestRow, ProtocolShape } from './command.js';
export { CommandCatalog, type CommandCatalogOptions } from './command-catalog.js';
export { commandSchema } from './command-schema.js';
export { compileCommand, type CoreCompileOptions } from './compile-command.js';
export { checkSelectors, compileCommands, defineCommand } from './compile-commands.js';
export {
  compileDeclarativeCheck,
  DECLARATIVE_CHECK_RULES,
  DECLARATIVE_CHECK_SCHEMA,
  isDeclarativeCheck,
  type AnyOfPresentCheck,
  type DeclarativeCheck,
  type DeclarativeCheckOptions,
  type DiffersCheck,
  type EqualsCheck,
  type ForbidsCheck,
  type MaxBytesCheck,
  type OneOfPresentCheck,
  type PatternCheck,
  type RequiresCheck,
} from './declarative-checks.js';
export type {
  CommandCheck,
  CommandDefinition,
  CommandPolicy,
  CompileOptions,
  FieldDeclarations,
  FixedReason,
  ModelSchemaDialect,
  OptionalPresence,
  ProtocolCheck,
  ProtocolField,
  ProtocolReason,
} from './definition.js';
export type {
  DeclaredIds,
  DeclaredResult,
  DeclaredResults,
  DeclaredValue,
  FieldsValue,
  Received,
} from './declared-types.js';
export { InteractionDefinitionError, type DefinitionErrorCode } from './definition-error.js';
export { InteractionProtocol } from './interaction-protocol.js';
export type { InteractionProtocolDefinition } from './protocol-definition.js';
export { InteractionRejection, type RejectionCode } from './rejection.js';
export type { SchemaValue } from './schema-value.js';
export {
  STRICT_DROPPED_ANNOTATIONS,
  STRICT_DROPPED_CONSTRAINTS,
  STRICT_REJECTED_KEYWORDS,
  toStrictModelSchema,
} from './strict-model-schema.js';
export {
  ajvStyleValidator,
  type AjvStyleValidateFunction,
  type CommandSchemas,
  type StructuralError,
  type StructuralResult,
  type StructuralValidator,
  type ValidatorFactory,
  type ValidatorSource,
} from './structural-validation.js';
