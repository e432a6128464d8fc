import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';

/**
 * An operation's group, scope, persistence class, client kinds and required feature, where it names
 * them, must all be declared; a name that is not is told the nearest declared one.
 */
export const operationVocabulary: SpecRule = {
  id: 'operation-vocabulary',
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    const { protocol } = spec;
    const groups = spec.groups ?? {};
    const scopes = protocol.scopes ?? {};
    const classes = protocol.persistence ?? {};
    const kinds = protocol.clientKinds ?? {};
    for (const [op, operation] of Object.entries(spec.operations)) {
      const at = (key: string, index?: number) =>
        locate(index === undefined ? ['operations', op, key] : ['operations', op, key, index]);
      const { group, scope, persistence, requires } = operation;
      if (group !== undefined && !Object.hasOwn(groups, group))
        problems.push(
          diagnostic('unknown-group', { op, group, suggestion: didYouMean(group, Object.keys(groups)) }, at('group')),
        );
      if (scope !== undefined && !Object.hasOwn(scopes, scope))
        problems.push(
          diagnostic('unknown-scope', { op, scope, suggestion: didYouMean(scope, Object.keys(scopes)) }, at('scope')),
        );
      if (persistence !== undefined && !Object.hasOwn(classes, persistence)) {
        problems.push(
          diagnostic(
            'unknown-persistence',
            { op, persistence, suggestion: didYouMean(persistence, Object.keys(classes)) },
            at('persistence'),
          ),
        );
      }
      (operation.clients ?? []).forEach((client, index) => {
        if (Object.hasOwn(kinds, client)) return;
        problems.push(
          diagnostic(
            'unknown-client-kind',
            { op, client, suggestion: didYouMean(client, Object.keys(kinds)) },
            at('clients', index),
          ),
        );
      });
      if (requires !== undefined && !Object.hasOwn(spec.features ?? {}, requires)) {
        problems.push(
          diagnostic(
            'unknown-feature',
            { op, feature: requires, suggestion: didYouMean(requires, Object.keys(spec.features ?? {})) },
            at('requires'),
          ),
        );
      }
    }
    return problems;
  },
};
