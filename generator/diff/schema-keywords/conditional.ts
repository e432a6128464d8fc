import { isSchema, type KeywordComparison } from './schema-pair.ts';

/**
 * if/then/else: the branches of two conditionals pair up by keyword and narrow the values they apply
 * to, so each is compared as it is (the generated TypeScript leaves them out). The condition is not:
 * a change to it sends values to the other branch (condition-changed), and a conditional or branch
 * added or removed is the rules' to report.
 */
export const conditionalComparison: KeywordComparison = {
  keywords: ['if', 'then', 'else'],
  compare(pair) {
    const { a, b, oldPath, newPath } = pair;
    if (a.if === undefined || b.if === undefined) return;
    for (const keyword of ['then', 'else'] as const) {
      const [sa, sb] = [a[keyword], b[keyword]];
      if (isSchema(sa) && isSchema(sb)) pair.recurseUntyped(sa, sb, [...oldPath, keyword], [...newPath, keyword]);
    }
  },
};
