import { diagnostic } from '../../diagnostics/diagnostic.ts';
import { refTarget } from '../../schema/type-refs.ts';
import type { SpecRule } from '../rule.ts';

/**
 * A type that is only a $ref to another type is an alias; a chain of aliases that comes back to
 * its start names no type at all. (Recursion through a property, as in JsonValue, is fine.)
 */
export const aliasCycles: SpecRule = {
  id: 'alias-cycles',
  check({ spec, locate }) {
    const types = spec.types ?? {};
    const aliasOf = (name: string) => refTarget(types[name]?.$ref);
    return Object.keys(types)
      .sort()
      .flatMap((start) => {
        const chain = [start];
        for (let next = aliasOf(start); next !== undefined; next = aliasOf(next)) {
          if (next === start) {
            return [
              diagnostic(
                'circular-alias',
                { name: start, chain: [...chain, start].join(' -> ') },
                locate(['types', start], 'key'),
              ),
            ];
          }
          if (chain.includes(next)) break; // a cycle that does not pass through start: reported from its own members
          chain.push(next);
        }
        return [];
      });
  },
};
