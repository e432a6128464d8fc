import { defineRule, type ContractReport } from '../rule-definition.ts';
import type { NamedPair } from '../pairs.ts';
import { canonicalJson, DOC_KEYWORDS } from '../schema-shape.ts';
import {
  CATALOG_WORDING,
  changedCatalogKeys,
  changedCommandKeys,
  COMMAND_WORDING,
} from './support/interaction-keys.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';
import { changedScopeTarget } from './support/scope-target.ts';

/** A named definition's description, both sides present: `{what} description changed`. */
function described(
  pair: NamedPair<{ readonly description?: string }>,
  section: string,
  what: string,
  report: ContractReport,
): void {
  const sides = bothSides(pair);
  if (sides !== undefined && sides[0].description !== sides[1].description) {
    report({
      direction: 'none',
      ...fieldAt(pair, [section], 'description'),
      params: { keyword: `${what} description` },
    });
  }
}

/**
 * Wording for people: descriptions and titles everywhere, a sunset announced or moved (it changes no
 * traffic until the removal comes), a vocabulary term's meaning, the interaction kit's rejection
 * texts, categories and tags. Documentation only.
 */
export const descriptionChanged = defineRule({
  id: 'description-changed',
  docs: true,
  message: '{keyword} changed',
  detect: {
    protocol({ a, b }, report) {
      for (const key of ['title', 'description'] as const) {
        if (a.protocol[key] !== b.protocol[key])
          report({
            direction: 'none',
            old: ['protocol', key],
            new: ['protocol', key],
            params: { keyword: `protocol ${key}` },
          });
      }
    },
    constant: (pair, report) => described(pair, 'constants', `constant ${pair.name}`, report),
    vocabulary(pair, report) {
      // A term's other changes are its wording; a scope's target policy is scope-target-changed's.
      const sides = bothSides(pair);
      if (
        sides === undefined ||
        canonicalJson(sides[0]) === canonicalJson(sides[1]) ||
        changedScopeTarget(pair) !== undefined
      )
        return;
      report({
        direction: 'none',
        old: ['protocol', pair.vocabulary, pair.name],
        new: ['protocol', pair.vocabulary, pair.name],
        params: { keyword: `${pair.vocabulary} ${pair.name} description` },
      });
    },
    operation(pair, report) {
      const sides = bothSides(pair);
      if (sides === undefined || pair.renamed) return;
      const [x, y] = sides;
      if (x.description !== y.description)
        report({
          direction: 'none',
          ...fieldAt(pair, ['operations'], 'description'),
          params: { keyword: `operation ${pair.name} description` },
        });
      if (x.sunset !== y.sunset)
        report({
          direction: 'none',
          ...fieldAt(pair, ['operations'], 'sunset'),
          params: { keyword: `operation ${pair.name} sunset` },
        });
    },
    error: (pair, report) => described(pair, 'errors', `error ${pair.name}`, report),
    limit: (pair, report) => described(pair, 'limits', `limit ${pair.newName}`, report),
    feature: (pair, report) => described(pair, 'features', `feature ${pair.name}`, report),
    catalog(pair, report) {
      const sides = bothSides(pair);
      if (sides === undefined) return;
      for (const key of changedCatalogKeys(...sides).filter((k) => CATALOG_WORDING.has(k))) {
        report({
          direction: 'none',
          old: ['interactions', pair.name, key],
          new: ['interactions', pair.name, key],
          params: { keyword: `interaction catalog ${pair.name} ${key}` },
        });
      }
    },
    command(pair, report) {
      const sides = bothSides(pair);
      if (sides === undefined) return;
      const base = ['interactions', pair.catalog, 'commands', pair.name];
      for (const key of changedCommandKeys(...sides).filter((k) => COMMAND_WORDING.has(k))) {
        report({
          direction: 'none',
          old: [...base, key],
          new: [...base, key],
          params: { keyword: `interaction command ${pair.name} ${key}` },
        });
      }
    },
    schema({ a, b }, report) {
      // A changed default is default-changed's; examples are examples-changed's.
      for (const keyword of DOC_KEYWORDS) {
        if (keyword === 'default' || keyword === 'examples' || canonicalJson(a[keyword]) === canonicalJson(b[keyword]))
          continue;
        report({ keyword });
      }
    },
  },
});
