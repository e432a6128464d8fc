import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { JSON_RPC_STANDARD_ERRORS } from '../../schema/json-rpc.ts';
import type { SpecRule } from '../rule.ts';

/**
 * Integer error codes are JSON-RPC's: in a framing of family json-rpc every declared error code
 * gives its integer, and an integer names one error — the standard ones included, which a spec may
 * declare again under their own names (to describe them; the integer may then be left out) but
 * not take for another name. In any
 * other protocol codes are names, and an integer is refused. Reported at the error's key, or at its
 * code.
 */
export const errorCodes: SpecRule = {
  id: 'error-codes',
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    const jsonRpc = spec.framing?.family === 'json-rpc';
    const owners = new Map<number, string>(
      jsonRpc ? Object.entries(JSON_RPC_STANDARD_ERRORS).map(([name, { code }]) => [code, name]) : [],
    );
    for (const [name, error] of Object.entries(spec.errors).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!jsonRpc) {
        if (error.code !== undefined)
          problems.push(
            diagnostic('error-code-outside-json-rpc', { name, code: error.code }, locate(['errors', name, 'code'])),
          );
        continue;
      }
      if (error.code === undefined) {
        // A standard name declared to describe it takes its standard integer.
        if (!Object.hasOwn(JSON_RPC_STANDARD_ERRORS, name))
          problems.push(diagnostic('error-code-missing', { name }, locate(['errors', name], 'key')));
        continue;
      }
      const owner = owners.get(error.code);
      if (owner !== undefined && owner !== name) {
        const other = Object.hasOwn(JSON_RPC_STANDARD_ERRORS, owner)
          ? `JSON-RPC's standard ${owner}`
          : `error ${owner}`;
        problems.push(
          diagnostic('error-code-duplicate', { name, code: error.code, other }, locate(['errors', name, 'code'])),
        );
      } else if (owner === undefined && Object.hasOwn(JSON_RPC_STANDARD_ERRORS, name)) {
        const standard = JSON_RPC_STANDARD_ERRORS[name]!.code;
        problems.push(
          diagnostic('error-code-not-standard', { name, code: error.code, standard }, locate(['errors', name, 'code'])),
        );
      } else owners.set(error.code, name);
    }
    return problems;
  },
};
