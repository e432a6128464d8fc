import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';

/** An operation's group, scope, persistence class, client kinds and required feature must all be declared; a name that is not is told the nearest declared one. */
export const operationVocabulary: SpecRule = {
  id: 'operation-vocabulary',
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    const { protocol } = spec;
    for (const [op, operation] of Object.entries(spec.operations)) {
      const at = (key: string, index?: number) =>
        locate(index === undefined ? ['operations', op, key] : ['operations', op, key, index]);
      const { group, scope, persistence, requires } = operation;
      if (!Object.hasOwn(spec.groups, group))
        problems.push(
          diagnostic(
            'unknown-group',
            { op, group, suggestion: didYouMean(group, Object.keys(spec.groups)) },
            at('group'),
          ),
        );
      if (!Object.hasOwn(protocol.scopes, scope))
        problems.push(
          diagnostic(
            'unknown-scope',
            { op, scope, suggestion: didYouMean(scope, Object.keys(protocol.scopes)) },
            at('scope'),
          ),
        );
      if (!Object.hasOwn(protocol.persistence, persistence)) {
        problems.push(
          diagnostic(
            'unknown-persistence',
            { op, persistence, suggestion: didYouMean(persistence, Object.keys(protocol.persistence)) },
            at('persistence'),
          ),
        );
      }
      operation.clients.forEach((client, index) => {
        if (Object.hasOwn(protocol.clientKinds, client)) return;
        problems.push(
          diagnostic(
            'unknown-client-kind',
            { op, client, suggestion: didYouMean(client, Object.keys(protocol.clientKinds)) },
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
