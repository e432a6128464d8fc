import type { JsonSchema, SpecDocument, UnknownMemberPolicy } from '../load/spec-document.ts';
import { mapSchema } from './type-refs.ts';

/**
 * What a parse does with an object member no schema names, by the spec's declared policy
 * (protocol.unknownMembers, and unknownMembersByType for named types): `keep` — JSON Schema's meaning of an open object, the default of a
 * json-rpc framing, whose proxies must forward what they do not know — or `strip`, the default
 * elsewhere (the bundled session protocol's contract). `type` names a named type, which may have a
 * policy of its own; without it (an operation's params and result) the spec's default applies.
 */
export function unknownMemberPolicy(spec: SpecDocument, type?: string): UnknownMemberPolicy {
  const { unknownMembers, unknownMembersByType } = spec.protocol;
  const own = type === undefined ? undefined : unknownMembersByType?.[type];
  return own ?? unknownMembers ?? (spec.framing?.family === 'json-rpc' ? 'keep' : 'strip');
}

/**
 * A schema whose objects keep what they do not name: every object schema in it (not the types it
 * references, which follow their own policy) that says nothing of other members gets
 * `additionalProperties: true` — the same values valid, as JSON Schema reads an absent keyword, and
 * now read so by every emitter: the strip plans keep the members, the readers copy them as bounded
 * plain JSON, the TypeScript type has an index signature for them.
 */
export function keepUnknownMembers(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, (node) => (saysNothingOfOthers(node) ? { ...node, additionalProperties: true } : node));
}

function saysNothingOfOthers(node: JsonSchema): boolean {
  if (node.additionalProperties !== undefined || node.patternProperties !== undefined) return false;
  const types = Array.isArray(node.type) ? (node.type as string[]) : node.type === undefined ? [] : [node.type];
  return types.includes('object') || (node.type === undefined && node.properties !== undefined);
}
