import type { JsonPath } from '../load/merge-files.ts';
import type {
  InteractionCatalogDefinition,
  InteractionCommandParts,
  InteractionFieldDefinition,
  InteractionFieldsDefinition,
  JsonSchema,
} from '../load/spec-document.ts';

/**
 * Where a YAML catalog writes its declarations. A catalog declares fields and checks at two levels
 * (the catalog's, shared by every command, and each command's) and fields in two forms (a list of
 * names, a map of declarations); every reader of the spec that walks them — the schema walk of the
 * checks, pattern sites, type directions, the contract diff — walks them here, so none forgets a
 * level or a form.
 */

/** One field as written: a listed name is the empty declaration `{}`. */
export interface FieldSite {
  readonly name: string;
  readonly declaration: InteractionFieldDefinition;
  /** The entry's path: `[..., 'fields', name]` in a map, `[..., 'fields', index]` in a list. */
  readonly path: JsonPath;
}

export interface CheckSite {
  readonly check: JsonSchema;
  readonly path: JsonPath;
}

/** The fields of one `fields` value, in order, whichever form it is written in. */
export function fieldSites(fields: InteractionFieldsDefinition | undefined, owner: JsonPath): FieldSite[] {
  if (fields === undefined) return [];
  if (Array.isArray(fields))
    return (fields as readonly string[]).map((name, index) => ({
      name,
      declaration: {},
      path: [...owner, 'fields', index],
    }));
  return Object.entries(fields as Readonly<Record<string, InteractionFieldDefinition>>).map(([name, declaration]) => ({
    name,
    declaration,
    path: [...owner, 'fields', name],
  }));
}

export function checkSites(parts: InteractionCommandParts, owner: JsonPath): CheckSite[] {
  return (parts.checks ?? []).map((check, index) => ({ check, path: [...owner, 'checks', index] }));
}

/** The catalog's own level, then each command's, with the path each is written at. */
export function catalogLevels(
  name: string,
  catalog: InteractionCatalogDefinition,
): { readonly parts: InteractionCommandParts; readonly owner: JsonPath }[] {
  const owner = ['interactions', name];
  return [
    { parts: catalog, owner },
    ...Object.entries(catalog.commands).map(([id, command]) => ({ parts: command, owner: [...owner, 'commands', id] })),
  ];
}

/** Every field schema a catalog writes (both levels, map-form fields only: a listed name has none), with its path. */
export function catalogFieldSchemas(
  name: string,
  catalog: InteractionCatalogDefinition,
): { readonly schema: JsonSchema; readonly path: JsonPath }[] {
  return catalogLevels(name, catalog).flatMap(({ parts, owner }) =>
    fieldSites(parts.fields, owner).flatMap((site) =>
      site.declaration.jsonSchema === undefined
        ? []
        : [{ schema: site.declaration.jsonSchema, path: [...site.path, 'jsonSchema'] }],
    ),
  );
}

/**
 * Where the field a definition error names (`['fields', name]` inside a command, or inside the
 * catalog) is written: the command's own entry when it declares the field, else the catalog's; the
 * last entry of that name, which is the repeat when a list names it twice.
 */
export function fieldPath(
  name: string,
  catalog: InteractionCatalogDefinition,
  catalogName: string,
  commandId: string | undefined,
): JsonPath | undefined {
  const base = ['interactions', catalogName];
  const command =
    commandId !== undefined && Object.hasOwn(catalog.commands, commandId) ? catalog.commands[commandId] : undefined;
  const levels =
    command === undefined
      ? [fieldSites(catalog.fields, base)]
      : [fieldSites(command.fields, [...base, 'commands', commandId!]), fieldSites(catalog.fields, base)];
  for (const sites of levels) {
    const found = sites.filter((site) => site.name === name).at(-1);
    if (found !== undefined) return found.path;
  }
  return undefined;
}
