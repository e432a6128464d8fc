import type { ProtocolInfo } from '../model/protocol-model.ts';

/**
 * Where each schema resource of a bundle lives. Absolute URIs under the felan.ai namespace the
 * spec meta-schema already uses (https://felan.ai/schemas/felan-protocol/spec.schema.json): one
 * folder per package and contract version, so two versions of a protocol never share an `$id` and a
 * consumer can load several side by side.
 */

/**
 * The felan dialect meta-schema, committed as schema/vocabulary/dialect.schema.json: every bundle's
 * `$schema`. Still v1 with the checks vocabulary in it: that vocabulary is optional, so bundles
 * written before it mean what they meant (schema/vocabulary/README.md, "Changing a keyword's meaning").
 */
export const DIALECT_ID = 'https://felan.ai/schemas/felan-protocol/vocabulary/v1/dialect.schema.json';

/** `https://felan.ai/schemas/session-protocol/0.4.3/`: the base every resource of one bundle sits under. */
export function bundleBase(protocol: Pick<ProtocolInfo, 'packageDir' | 'version'>): string {
  return `https://felan.ai/schemas/${encodeURIComponent(protocol.packageDir)}/${encodeURIComponent(protocol.version)}/`;
}

/** The bundle document itself. */
export const bundleId = (base: string) => `${base}bundle.json`;

/** A named type of the spec (`types/Prompt.json`). */
export const typeDefId = (base: string, name: string) => `${base}types/${encodeURIComponent(name)}.json`;

/** An operation's params or result (`operations/config.set/params.json`). */
export const operationDefId = (base: string, op: string, part: 'params' | 'result') =>
  `${base}operations/${encodeURIComponent(op)}/${part}.json`;
