import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';

/** Every named type protocol.unknownMembers gives a policy of its own is declared under types. */
export const unknownMembers: SpecRule = {
  id: 'unknown-members',
  check({ spec, locate }) {
    const declared = spec.protocol.unknownMembers;
    if (typeof declared !== 'object') return [];
    const types = Object.keys(spec.types ?? {});
    const problems: Diagnostic[] = [];
    for (const name of Object.keys(declared.types ?? {})) {
      if (!types.includes(name))
        problems.push(
          diagnostic(
            'unknown-members-type',
            { name, suggestion: didYouMean(name, types) },
            locate(['protocol', 'unknownMembers', 'types', name], 'key'),
          ),
        );
    }
    return problems;
  },
};
