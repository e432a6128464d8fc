import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/** An operation's group, scope, persistence class, client kinds and required feature must all be declared. */
export const operationVocabulary: SpecRule = {
  id: 'operation-vocabulary',
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    const { protocol } = spec;
    for (const [op, operation] of Object.entries(spec.operations)) {
      const at = (key: string, index?: number) => locate(index === undefined ? ['operations', op, key] : ['operations', op, key, index]);
      if (!Object.hasOwn(spec.groups, operation.group)) problems.push(diagnostic('unknown-group', { op, group: operation.group }, at('group')));
      if (!Object.hasOwn(protocol.scopes, operation.scope)) problems.push(diagnostic('unknown-scope', { op, scope: operation.scope }, at('scope')));
      if (!Object.hasOwn(protocol.persistence, operation.persistence)) {
        problems.push(diagnostic('unknown-persistence', { op, persistence: operation.persistence }, at('persistence')));
      }
      operation.clients.forEach((client, index) => {
        if (!Object.hasOwn(protocol.clientKinds, client)) problems.push(diagnostic('unknown-client-kind', { op, client }, at('clients', index)));
      });
      if (operation.requires !== undefined && !Object.hasOwn(spec.features ?? {}, operation.requires)) {
        problems.push(diagnostic('unknown-feature', { op, feature: operation.requires }, at('requires')));
      }
    }
    return problems;
  },
};
