/**
 * Which error the boundary may report for a value with several problems (docs/performance.md,
 * Choice: the readers' order). The rule the tests hold it to: when the slow path alone (Ajv's
 * standalone validators) reports another error than the package, the schema check that failed has
 * more than one error in Ajv's every-error report, and the package's error is made of one of them.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import * as protocol from '@felan-ai/session-protocol';
import { BINDING } from '../../generated/session-protocol/dist/boundary.js';
import { copyPlainJson } from '../../generated/session-protocol/dist/runtime/boundary/plain-json.js';
import { ValidatorCache } from '../../generator/check/validator-cache.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { validatorName } from '../../generator/schema/naming.ts';
import { pointerSegment } from '../../runtime/boundary/protocol-error.ts';
import { memberFault } from '../../runtime/validation/member-fault.ts';

/** Ajv's every-error validators of a spec's schemas, by the standalone validator's name (validateSessionId, validatePromptParams). */
export function everyErrorValidators(model: ProtocolModel): ReadonlyMap<string, () => ValidateFunction> {
  const spec = new ValidatorCache().forSpec({
    types: Object.fromEntries(model.types.map((type) => [type.name, type.schema])),
  } as never);
  const out = new Map<string, () => ValidateFunction>();
  for (const type of model.types) out.set(validatorName(type.name), () => spec.named(type.name));
  for (const op of model.operations) {
    out.set(validatorName(op.paramsTypeName), () => spec.operation(op.name, 'params', op.params));
    out.set(validatorName(op.resultTypeName), () => spec.operation(op.name, 'result', op.result));
  }
  return out;
}

/** A boundary call of the session protocol's package, as the rule needs to know it. */
export type BoundaryCall =
  | { readonly kind: 'request' }
  | { readonly kind: 'response'; readonly op: string }
  | { readonly kind: 'result'; readonly op: string }
  | { readonly kind: 'value'; readonly validator: string }
  /** encodeFrame: a request by its members, else the first frame kind its marker names. */
  | { readonly kind: 'frame' }
  /** parseIncoming from the host, with `op` the operation of any pending request. */
  | { readonly kind: 'incoming'; readonly op: string };

/** What a call gave: its output as JSON, or its ProtocolError's code, message and pointer. */
export type Outcome =
  { readonly ok: string } | { readonly code: string; readonly message: string; readonly pointer: unknown };

/** One schema check of the slow path: the schema (by validator), the value, and how its errors are named. */
interface Stage {
  readonly validator: string;
  readonly value: unknown;
  readonly what: string;
  readonly prefix: string;
}

/** The schema checks the slow path runs on a plain copy, in its order (runtime/boundary/boundary.ts). */
function stages(call: BoundaryCall, copy: Record<string, unknown>): Stage[] {
  const { request, response } = BINDING;
  switch (call.kind) {
    case 'request': {
      const op = String(copy[request.operation]);
      const params = BINDING.operations.get(op)?.params;
      const value = request.paramsRequired || Object.hasOwn(copy, request.params) ? copy[request.params] : {};
      return [
        { validator: request.schema.validator, value: copy, what: 'request', prefix: '' },
        ...(params === undefined
          ? []
          : [{ validator: params.validator, value, what: `params of ${op}`, prefix: `/${request.params}` }]),
      ];
    }
    case 'response': {
      const result = BINDING.operations.get(call.op)!.result;
      const carries =
        response.when === undefined
          ? Object.hasOwn(copy, response.result)
          : copy[response.when.field] === response.when.equals;
      return [
        { validator: response.schema.validator, value: copy, what: 'response', prefix: '' },
        ...(carries
          ? [
              {
                validator: result.validator,
                value: copy[response.result],
                what: `result of ${call.op}`,
                prefix: `/${response.result}`,
              },
            ]
          : []),
      ];
    }
    case 'result':
      return [
        {
          validator: BINDING.operations.get(call.op)!.result.validator,
          value: copy,
          what: `result of ${call.op}`,
          prefix: '',
        },
      ];
    case 'value': {
      // parseSchema reads the request type as a request, the command type as a command (KnownSchema.as).
      if (call.validator === request.schema.validator) return stages({ kind: 'request' }, copy);
      if (call.validator === request.command?.schema.validator) {
        const op = String(copy[request.operation]);
        const params = BINDING.operations.get(op)?.params;
        const value = Object.hasOwn(copy, request.params) ? copy[request.params] : {};
        return [
          { validator: call.validator, value: copy, what: 'command', prefix: '' },
          ...(params === undefined
            ? []
            : [{ validator: params.validator, value, what: `params of ${op}`, prefix: `/${request.params}` }]),
        ];
      }
      return [{ validator: call.validator, value: copy, what: 'value', prefix: '' }];
    }
    case 'frame':
    case 'incoming': {
      if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) return [];
      const has = (member: string) => Object.hasOwn(copy, member);
      if (has(request.operation) && has(request.id)) return stages({ kind: 'request' }, copy);
      if (call.kind === 'incoming' && has(response.correlation) && !has(request.operation))
        return stages({ kind: 'response', op: call.op }, copy);
      const kinds = call.kind === 'frame' ? BINDING.frames : BINDING.events.filter((event) => event.from !== 'client');
      // Of the kinds the frame's markers name, the slow path reports the first one's errors when none holds.
      const kind = kinds.find((candidate) => has(candidate.marker));
      return kind === undefined ? [] : [{ validator: kind.schema.validator, value: copy, what: 'frame', prefix: '' }];
    }
  }
}

/** The ProtocolError the boundary makes of one Ajv error (runtime/boundary/schema-check.ts, rejection). */
function outcomeOf(error: ErrorObject, stage: Stage): Outcome {
  // A missing or unknown member is reported at its own pointer, said of it (runtime/validation/member-fault.ts).
  const member = memberFault(error.keyword, error.params as Record<string, unknown>);
  const made =
    member === undefined
      ? new protocol.ProtocolError(
          BINDING.codes.invalid,
          `${stage.what} ${error.message}`,
          `${stage.prefix}${error.instancePath}` || '/',
        )
      : new protocol.ProtocolError(
          BINDING.codes.invalid,
          `${stage.what} ${member.ofHolder}`,
          `${stage.prefix}${error.instancePath}/${pointerSegment(member.key)}`,
        );
  return { code: made.code, message: made.message, pointer: made.pointer };
}

/**
 * The errors the boundary may report for `input` when the package and the slow path alone differ:
 * one for each of Ajv's every-error report of the first schema check of the slow path that fails.
 * Undefined when none fails (the two must then agree exactly).
 */
export function reportableErrors(
  call: BoundaryCall,
  input: unknown,
  everyError: ReadonlyMap<string, () => ValidateFunction>,
): Outcome[] | undefined {
  let copy: Record<string, unknown>;
  try {
    const depth = call.kind === 'result' ? BINDING.maxDepth - 1 : BINDING.maxDepth;
    copy = copyPlainJson(input, depth, BINDING.maxFrameBytes) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  for (const stage of stages(call, copy)) {
    const validate = everyError.get(stage.validator)!();
    if (!validate(stage.value)) return (validate.errors ?? []).map((error) => outcomeOf(error, stage));
  }
  return undefined;
}
