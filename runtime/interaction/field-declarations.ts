import type { FieldDeclarations, ProtocolField } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { isRecord } from './json-data.js';

/** A declared field with its defaults applied and its description folded into its schema. */
export interface FieldDeclaration {
  readonly name: string;
  readonly required: boolean;
  readonly modelRequired: boolean;
  readonly schema: Readonly<Record<string, unknown>>;
}

/** The declarations in order, whichever form they were written in. */
export function declaredFields(fields: FieldDeclarations, commandId: string | undefined): FieldDeclaration[] {
  if (Array.isArray(fields)) {
    const names = fields as readonly unknown[];
    const seen = new Set<string>();
    return names.map((name) => {
      if (typeof name !== 'string') throw new InteractionDefinitionError('field', 'a field list may only hold names', commandId);
      if (seen.has(name)) throw new InteractionDefinitionError('field', `field ${JSON.stringify(name)} is listed twice`, commandId);
      seen.add(name);
      return declaration(name, {}, commandId);
    });
  }
  if (!isRecord(fields)) throw new InteractionDefinitionError('field', '`fields` must be a list of names or a map of declarations', commandId);
  return Object.entries(fields as Readonly<Record<string, ProtocolField>>).map(([name, field]) => declaration(name, field, commandId));
}

function declaration(name: string, field: ProtocolField, commandId: string | undefined): FieldDeclaration {
  checkFieldName(name, commandId);
  if (!isRecord(field)) throw new InteractionDefinitionError('field', `field ${JSON.stringify(name)} must be declared by an object`, commandId);
  if (field.jsonSchema !== undefined && !isRecord(field.jsonSchema)) {
    throw new InteractionDefinitionError('field', `the jsonSchema of field ${JSON.stringify(name)} must be an object`, commandId);
  }
  const schema = { ...(field.jsonSchema ?? {}), ...(field.description === undefined ? {} : { description: field.description }) };
  return { name, required: field.required === true, modelRequired: field.modelRequired === true, schema };
}

/** Names every field, selector, mode and owned field must satisfy. */
export function checkFieldName(name: string, commandId: string | undefined): void {
  // An empty name cannot be a JSON Pointer segment worth reporting; `__proto__` cannot be a key of
  // an object literal, so a declaration could never have meant it.
  if (name === '' || name === '__proto__') throw new InteractionDefinitionError('field', `${JSON.stringify(name)} is not a usable field name`, commandId);
}
