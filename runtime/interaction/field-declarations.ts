import type { FieldDeclarations, ProtocolField } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { isRecord } from '../validation/is-record.js';

/** A declared field with its defaults applied and its description folded into its schema. */
export interface FieldDeclaration {
  readonly name: string;
  readonly required: boolean;
  readonly modelRequired: boolean;
  readonly schema: Readonly<Record<string, unknown>>;
}

/**
 * The declarations in order, whichever form they were written in. A listed name is the empty
 * declaration `{}`: optional, any value. Errors carry the path `['fields', <name>]` (or the list
 * index, when the entry is not a name), inside the definition of `commandId` or, without one, of the
 * protocol.
 */
export function declaredFields(fields: FieldDeclarations, commandId: string | undefined): FieldDeclaration[] {
  const fail = (message: string, at: string | number): never => {
    throw new InteractionDefinitionError('field', message, commandId, { path: ['fields', at] });
  };
  if (Array.isArray(fields)) {
    const names = fields as readonly unknown[];
    const seen = new Set<string>();
    return names.map((name, index) => {
      if (typeof name !== 'string') return fail('a field list may only hold names', index);
      if (seen.has(name)) fail(`field ${JSON.stringify(name)} is listed twice`, name);
      seen.add(name);
      return declaration(name, {}, commandId);
    });
  }
  if (!isRecord(fields))
    throw new InteractionDefinitionError(
      'field',
      '`fields` must be a list of names or a map of declarations',
      commandId,
      { path: ['fields'] },
    );
  return Object.entries(fields as Readonly<Record<string, ProtocolField>>).map(([name, field]) =>
    declaration(name, field, commandId),
  );
}

function declaration(name: string, field: ProtocolField, commandId: string | undefined): FieldDeclaration {
  const path = ['fields', name];
  checkFieldName(name, commandId, path);
  if (!isRecord(field))
    throw new InteractionDefinitionError(
      'field',
      `field ${JSON.stringify(name)} must be declared by an object`,
      commandId,
      { path },
    );
  if (field.jsonSchema !== undefined && !isRecord(field.jsonSchema)) {
    throw new InteractionDefinitionError(
      'field',
      `the jsonSchema of field ${JSON.stringify(name)} must be an object`,
      commandId,
      { path },
    );
  }
  const schema = {
    ...(field.jsonSchema ?? {}),
    ...(field.description === undefined ? {} : { description: field.description }),
  };
  return { name, required: field.required === true, modelRequired: field.modelRequired === true, schema };
}

/** Names every field, selector, mode and owned field must satisfy. */
export function checkFieldName(name: string, commandId: string | undefined, path?: readonly (string | number)[]): void {
  // An empty name cannot be a JSON Pointer segment worth reporting; `__proto__` cannot be a key of
  // an object literal, so a declaration could never have meant it.
  if (name === '' || name === '__proto__')
    throw new InteractionDefinitionError('field', `${JSON.stringify(name)} is not a usable field name`, commandId, {
      path,
    });
}
