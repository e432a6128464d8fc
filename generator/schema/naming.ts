/** How spec names become TypeScript names; shared by the rule that checks for clashes and the emitters. */

/**
 * A spec name as a TypeScript name: its runs of ASCII letters and digits, each capitalised, joined
 * (`config.set` → `ConfigSet`, `tools/call` → `ToolsCall`, `logging/setLevel` → `LoggingSetLevel`,
 * `$/cancelRequest` → `CancelRequest`). Every other character separates; a name left empty or
 * starting with a digit is prefixed `Op`, so the result is always an identifier. Deterministic, and
 * not one-to-one: the generated-names rule reports two names that derive alike.
 */
export function pascalCase(name: string): string {
  const joined = name
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  return /^[A-Za-z]/.test(joined) ? joined : `Op${joined}`;
}

/**
 * `config.set` → `ConfigSetParams` / `ConfigSetResult`. Where the spec declares a type of that name
 * itself (MCP declares `InitializeResult`), the operation's is `<Name>OperationParams` /
 * `<Name>OperationResult` instead (`InitializeOperationResult`), so a generated name never takes a
 * declared one; the generated-names rule reports the rare spec that declares that name too.
 */
export function operationTypeName(
  op: string,
  part: 'params' | 'result',
  declared: Readonly<Record<string, unknown>>,
): string {
  const suffix = part === 'params' ? 'Params' : 'Result';
  const name = pascalCase(op) + suffix;
  return Object.hasOwn(declared, name) ? `${pascalCase(op)}Operation${suffix}` : name;
}

/** The standalone validator of a type inside the package (validators.js; not public). */
export function validatorName(typeName: string): string {
  return `validate${typeName}`;
}

/**
 * The public, typed schema check of a named type: `isPrompt(value)`. A bare schema check (no
 * plain-JSON copy, no stripping), so named apart from the parsers and from the protocol's own
 * `validate…` helpers such as validateInteractionAnswer.
 */
export function guardName(typeName: string): string {
  return `is${typeName}`;
}

/** Declarations the generated package makes itself; a spec type or operation may not take these names. */
/** The values the generated catalog exports itself: a spec constant (constants:) may not take one of these names. */
export const RESERVED_CONSTANT_NAMES: ReadonlySet<string> = new Set([
  'PROTOCOL_NAME',
  'PROTOCOL_VERSION',
  'OPERATION_CATALOG',
  'ERROR_CODES',
  'LIMITS',
  'REMOTE_FEATURES',
]);

export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  'OperationName',
  'OperationParams',
  'OperationResult',
  'OperationParamsMap',
  'OperationResultMap',
  'KnownErrorCode',
  'RemoteFeature',
  'Validator',
  'ValidationIssue',
]);
