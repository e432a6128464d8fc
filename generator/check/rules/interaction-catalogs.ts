import { InteractionDefinitionError } from '../../../runtime/interaction/index.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { catalogDefinition, compileCatalog, RecursiveTypeError } from '../../schema/interaction-catalogs.ts';
import type { SpecRule } from '../rule.ts';

/**
 * Every interaction catalog must compile with the interaction kit's core, exactly as the generated
 * package compiles it at load time: what the core refuses (an owned field declared required, modes
 * without a mode field, a malformed check, …) is a spec error here, at the command it concerns.
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
        const commandId = error instanceof InteractionDefinitionError ? error.commandId : undefined;
        const path = commandId !== undefined && Object.hasOwn(definition.commands, commandId) ? ['interactions', catalog, 'commands', commandId] : ['interactions', catalog];
        problems.push(diagnostic('invalid-interaction', { catalog, detail: error.message }, locate(path, 'key')));
      }
    }
    return problems;
  },
};
