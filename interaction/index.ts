// felan-protocol/interaction — the interaction kit's runtime path: commands declared while a host
// runs (extension commands behind command.invoke, say), compiled by the same core the YAML path
// uses, with Ajv as the structural validator.
export { ajvValidators } from './ajv-validators.ts';
export { compileCommands, defineCommand, InteractionProtocol, InteractionProtocol as Interaction, type RuntimeValidation } from './interaction-protocol.ts';
export {
  ajvStyleValidator,
  bind,
  CommandCatalog,
  commandSchema,
  INTERACTION_CATEGORIES,
  InteractionDefinitionError,
  InteractionRejection,
  isInteractionCategory,
  STRICT_DROPPED_ANNOTATIONS,
  STRICT_DROPPED_CONSTRAINTS,
  STRICT_REJECTED_KEYWORDS,
  toStrictModelSchema,
} from '../runtime/interaction/index.ts';
export type {
  AjvStyleValidateFunction,
  BindableProtocol,
  BoundInteraction,
  Command,
  CommandCatalogOptions,
  CommandDefinition,
  CommandPolicy,
  CommandSchemas,
  CompileOptions,
  DefinitionErrorCode,
  FieldDeclarations,
  FixedReason,
  InteractionCategory,
  InteractionHandlers,
  InteractionProtocolDefinition,
  ManifestRow,
  ModelSchemaDialect,
  OptionalPresence,
  ProtocolCheck,
  ProtocolField,
  ProtocolReason,
  ProtocolShape,
  RejectionCode,
  StructuralError,
  StructuralResult,
  StructuralValidator,
  ValidatorFactory,
  ValidatorSource,
} from '../runtime/interaction/index.ts';
