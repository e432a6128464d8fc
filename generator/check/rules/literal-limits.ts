import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { BOUND_KEYWORDS, suitableLimits, unitSuits, writtenBoundsOf } from '../../schema/written-bounds.ts';
import type { SpecRule } from '../rule.ts';

/**
 * A bound written as a number equal to a limit it could name restates that limit, and goes stale at
 * the limit's next edit: the rule asks for the name (`maxBytes: { limit: idBytes }`). Equal numbers
 * that mean different things exist (a 64-byte name beside a 64-byte provider limit), so a bound may
 * say it is not those limits, `{ value: 64, notLimit: [channelProviderBytes] }`; a mark that no
 * longer matches its limit (the limit was changed, or the bound) is reported too, so marks do not
 * outlive their reason. Advice: contract comparisons skip it.
 */
export const literalLimits: SpecRule = {
  id: 'literal-limits',
  advice: true,
  check({ spec, schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      const written = writtenBoundsOf(schema);
      for (const keyword of Object.keys(BOUND_KEYWORDS)) {
        const value = schema[keyword];
        const form = written[keyword];
        if (typeof value !== 'number' || (form !== undefined && 'limit' in form)) continue;
        const notLimit = form?.notLimit ?? [];
        const equal = suitableLimits(keyword, spec.limits).filter((name) => spec.limits[name]!.value === value);
        const unmarked = equal.filter((name) => !notLimit.includes(name));
        if (unmarked.length > 0) {
          const limits = unmarked
            .map((name) => `limit ${name} (${spec.limits[name]!.value} ${spec.limits[name]!.unit})`)
            .join(' and ');
          const names = [...notLimit.filter((name) => equal.includes(name)), ...unmarked].join(', ');
          const named = `${keyword}: { limit: ${unmarked.join(' | ')} }`;
          const marked = `${keyword}: { value: ${value}, notLimit: [${names}] }`;
          problems.push(
            diagnostic('bound-restates-limit', { keyword, value, limits, named, marked }, locate([...path, keyword])),
          );
        }
        notLimit.forEach((name, index) => {
          const limit = Object.hasOwn(spec.limits, name) ? spec.limits[name]! : undefined;
          // An undeclared name is an error of its own (unknown-limit).
          if (limit === undefined || equal.includes(name)) return;
          const reason = unitSuits(keyword, limit.unit)
            ? `that limit is ${limit.value} ${limit.unit}`
            : `that limit is in ${limit.unit}, which ${keyword} does not count`;
          problems.push(
            diagnostic(
              'needless-not-limit',
              { keyword, value, name, reason },
              locate([...path, keyword, 'notLimit', index]),
            ),
          );
        });
      }
    }
    return problems;
  },
};
