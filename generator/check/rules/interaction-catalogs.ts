import { InteractionDefinitionError } from '../../../runtime/interaction/index.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { JsonPath } from '../../load/merge-files.ts';
import type { InteractionCatalogDefinition } from '../../load/spec-document.ts';
import { fieldPath } from '../../schema/interaction-declarations.ts';
import { catalogDefinition, compileCatalog, RecursiveTypeError } from '../../schema/interaction-catalogs.ts';
import type { SpecRule } from '../rule.ts';

/**
 * Every interaction catalog must compile with the interaction kit's core, exactly as the generated
 * package compiles it at load time: what the core refuses (an owned field the model must fill, modes
 * without a mode field, a field declared by the catalog and again by a command, a malformed check,
 * …) is a spec error here, on the line the core's error path names.
 */
export const interactionCatalogs: SpecRule = {
  id: 'interaction-catalogs',
  needs: 'sound-schemas',
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    for (const [catalog, definition] of Object.entries(spec.interactions ?? {})) {
      try {
        compileCatalog(catalogDefinition(definition, spec.types ?? {}));
      } catch (error) {
        if (!(error instanceof InteractionDefinitionError || error instanceof RecursiveTypeError)) throw error;
        const [path, target] =
          error instanceof InteractionDefinitionError
            ? errorPlace(error, catalog, definition)
            : [['interactions', catalog], 'key' as const];
        problems.push(diagnostic('invalid-interaction', { catalog, detail: error.message }, locate(path, target)));
      }
    }
    return problems;
  },
};

/**
 * The spec path of a definition error: its path inside the command (or the catalog) when the core
 * gives one — a field by its name, wherever that name is written — else the command's key, else the
 * catalog's.
 */
function errorPlace(
  error: InteractionDefinitionError,
  catalog: string,
  definition: InteractionCatalogDefinition,
): [JsonPath, 'key' | 'value'] {
  const commandId =
    error.commandId !== undefined && Object.hasOwn(definition.commands, error.commandId) ? error.commandId : undefined;
  const owner = commandId === undefined ? ['interactions', catalog] : ['interactions', catalog, 'commands', commandId];
  const path = error.path;
  if (path === undefined || path.length === 0) return [owner, 'key'];
  if (path[0] === 'fields' && typeof path[1] === 'string') {
    const written = fieldPath(path[1], definition, catalog, commandId);
    if (written !== undefined) return [written, 'key'];
  }
  return [[...owner, ...path], 'key'];
}
