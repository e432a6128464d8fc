import { defineRule } from '../rule-definition.ts';
import { removedAt } from './support/named-definitions.ts';
import { OPERATIONS, removalOf, requestDirection, sendersOf } from './support/operation-availability.ts';

// Deprecation before removal (oasdiff's x-sunset): users were told when it would go, so the wire
// does not break; code still compiled against the export no longer builds.
export const operationRemovedAfterSunset = defineRule({
  id: 'operation-removed-after-sunset',
  wire: {},
  typescript: 'dangerous',
  message: 'deprecated operation {op} removed at its sunset {sunset}: {senders} were told to stop sending it',
  typescriptMessage:
    'deprecated operation {op} removed at its sunset {sunset}: code that still uses its types no longer compiles',
  detect: {
    operation: (pair, report) => {
      const removal = removalOf(pair);
      if (removal?.kind !== 'after-sunset' || pair.a === undefined) return;
      report({
        direction: requestDirection(pair.a),
        ...removedAt(pair, OPERATIONS),
        params: { op: pair.name, sunset: removal.sunset, senders: sendersOf(pair.a) },
      });
    },
  },
});
