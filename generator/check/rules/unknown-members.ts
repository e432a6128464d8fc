import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';

/** Every named type protocol.unknownMembersByType gives a policy of its own is declared under types. */
export const unknownMembers: SpecRule = {
  id: 'unknown-members',
  check({ spec, locate }) {
    const types = Object.keys(spec.types ?? {});
    const problems: Diagnostic[] = [];
    for (const name of Object.keys(spec.protocol.unknownMembersByType ?? {})) {
      if (!types.includes(name))
        problems.push(
          diagnostic(
            'unknown-members-type',
            { name, suggestion: didYouMean(name, types) },
            locate(['protocol', 'unknownMembersByType', name], 'key'),
          ),
        );
    }
    return problems;
  },
};
