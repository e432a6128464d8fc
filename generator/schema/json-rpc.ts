import type { FramingCodes, FramingDefinition } from '../load/spec-document.ts';

/**
 * What a framing of family json-rpc knows without being told: JSON-RPC 2.0's standard error codes
 * (its §5.1), by the names the spec's errors use, and which of them the boundary reports for each
 * kind of bad input. The protocol's own codes are declared under errors, each with its integer.
 */
export const JSON_RPC_STANDARD_ERRORS: Readonly<
  Record<string, { readonly code: number; readonly description: string }>
> = {
  parse_error: {
    code: -32700,
    description: 'Invalid JSON was received: the bytes are not UTF-8 or not one JSON text (JSON-RPC 2.0 §5.1).',
  },
  invalid_request: {
    code: -32600,
    description: 'The JSON sent is not a valid request object (JSON-RPC 2.0 §5.1).',
  },
  method_not_found: {
    code: -32601,
    description: 'The method does not exist or is not available (JSON-RPC 2.0 §5.1).',
  },
  invalid_params: { code: -32602, description: 'Invalid method parameters (JSON-RPC 2.0 §5.1).' },
  internal_error: { code: -32603, description: 'Internal JSON-RPC error (JSON-RPC 2.0 §5.1).' },
};

/** The codes a json-rpc framing's boundary reports when it names none. */
export const JSON_RPC_DEFAULT_CODES: Required<FramingCodes> = {
  invalid: 'invalid_request',
  version: 'invalid_request',
  unknownOperation: 'method_not_found',
  parse: 'parse_error',
  params: 'invalid_params',
};

/** A framing's codes with every kind filled but `version` (which only a versioned framing has). */
export type ResolvedFramingCodes = Required<Omit<FramingCodes, 'version'>> & Pick<FramingCodes, 'version'>;

/**
 * The codes a framing's boundary reports, by kind, as names under errors: those it declares, the
 * JSON-RPC defaults for the rest in a json-rpc framing; elsewhere parse and params fall back on
 * invalid. Undefined only for a framing that is not json-rpc and declares no codes (a spec error).
 */
export function framingCodes(framing: Pick<FramingDefinition, 'family' | 'codes'>): ResolvedFramingCodes | undefined {
  const declared = framing.codes;
  if (framing.family === 'json-rpc') return { ...JSON_RPC_DEFAULT_CODES, ...declared };
  if (declared === undefined) return undefined;
  return { parse: declared.invalid, params: declared.invalid, ...declared };
}
