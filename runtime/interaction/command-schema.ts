import type { ProtocolShape } from './command.js';
import { editableCopy, setOwn } from './json-data.js';

/**
 * The JSON schema of one command, as a fresh copy the caller may edit. A compiled command's model
 * schema is preferred — this is what a host lists as a model's tool — then its input schema. With a
 * `discriminator`, that field is pinned to `id` (moved first, required, `const`), as compiled
 * schemas pin it. A protocol without `fieldSchemas` is a legacy dynamic host: it gets an open
 * object that pins only the discriminator (or nothing, when no discriminator is named — `keys`
 * reads selector values, not selector names).
 */
export function commandSchema(id: string, protocol: ProtocolShape, discriminator?: string): Record<string, unknown> {
  const compiled =
    protocol.fieldSchemas === undefined ? undefined : (protocol.modelJsonSchema ?? protocol.inputJsonSchema);
  if (compiled === undefined) {
    const open: Record<string, unknown> = { type: 'object', additionalProperties: true };
    return discriminator === undefined ? open : pinned(open, discriminator, id);
  }
  const schema = editableCopy(compiled) as Record<string, unknown>;
  return discriminator === undefined ? schema : pinned(schema, discriminator, id);
}

function pinned(schema: Record<string, unknown>, field: string, id: string): Record<string, unknown> {
  const existing = (schema.properties ?? {}) as Record<string, unknown>;
  const current = Object.hasOwn(existing, field) ? (existing[field] as Record<string, unknown>) : undefined;
  // A strict-dialect schema spells constants as one-value enums; keep its spelling.
  const strictSpelling = current !== undefined && Array.isArray(current.enum) && current.const === undefined;
  const properties: Record<string, unknown> = {};
  setOwn(properties, field, strictSpelling ? { type: 'string', enum: [id] } : { type: 'string', const: id });
  for (const [name, child] of Object.entries(existing)) if (name !== field) setOwn(properties, name, child);
  const required = Array.isArray(schema.required)
    ? (schema.required as unknown[]).filter((name) => name !== field)
    : [];
  return { ...schema, type: 'object', properties, required: [field, ...required] };
}
