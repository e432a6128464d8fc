/**
 * The work parseClientEnvelope and parseServerEnvelope do, as a baseline library would do it: check
 * the envelope, then the body against its operation's schema found by a Map lookup (no union over the
 * operations). The package additionally copies the frame, strips unknown fields and checks the
 * mutation id and the session policy; the baselines do none of that.
 */
import {
  ClientEnvelopeSchema,
  OperationSchemas,
  ResultSchemas,
  ServerEnvelopeSchema,
} from '@felan-ai/session-protocol';
import type { Baseline, Check } from './baseline.ts';

export type RequestCheck = (frame: unknown) => boolean;
export type ResponseCheck = (frame: unknown, op: string) => boolean;

function byOperation(baseline: Baseline, schemas: Readonly<Record<string, object>>): ReadonlyMap<string, Check> {
  return new Map(Object.entries(schemas).map(([op, schema]) => [op, baseline.compile(schema)]));
}

export function requestCheck(baseline: Baseline): RequestCheck {
  const envelope = baseline.compile(ClientEnvelopeSchema);
  const params = byOperation(baseline, OperationSchemas);
  return (frame) => {
    if (!envelope(frame)) return false;
    const { op, params: body } = frame as { op: string; params: unknown };
    return params.get(op)?.(body) ?? false;
  };
}

export function responseCheck(baseline: Baseline): ResponseCheck {
  const envelope = baseline.compile(ServerEnvelopeSchema);
  const results = byOperation(baseline, ResultSchemas);
  return (frame, op) => {
    if (!envelope(frame)) return false;
    const { outcome, result } = frame as { outcome: string; result?: unknown };
    return outcome !== 'accepted' || (results.get(op)?.(result) ?? false);
  };
}
