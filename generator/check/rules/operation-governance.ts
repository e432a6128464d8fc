import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { OperationDefinition } from '../../load/spec-document.ts';
import type { SpecRule } from '../rule.ts';

/** The governance fields, in the order a message lists them. */
const FIELDS = [
  'group',
  'scope',
  'mutation',
  'persistence',
  'clients',
  'since',
  'examples',
] as const satisfies readonly (keyof OperationDefinition)[];

/**
 * A lint, off unless the project turns it on (the bundled spec does): every operation states its
 * governance — group, scope, mutation, persistence, clients, since and examples — and every error
 * code its since. A protocol adopted as it is (MCP, LSP) states none of them, and the defaults
 * documented in docs/spec-format.md stand in.
 */
export const operationGovernance: SpecRule = {
  id: 'operation-governance',
  lint: { default: 'off' },
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    for (const [op, operation] of Object.entries(spec.operations)) {
      const missing = FIELDS.filter((field) => operation[field] === undefined);
      if (missing.length > 0)
        problems.push(
          diagnostic(
            'governance-missing',
            { what: `operation ${op}`, fields: missing.join(', ') },
            locate(['operations', op], 'key'),
          ),
        );
    }
    for (const [code, error] of Object.entries(spec.errors)) {
      if (error.since === undefined)
        problems.push(
          diagnostic(
            'governance-missing',
            { what: `error code ${code}`, fields: 'since' },
            locate(['errors', code], 'key'),
          ),
        );
    }
    return problems;
  },
};
