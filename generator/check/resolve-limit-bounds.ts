import { diagnostic, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { JsonPath } from '../load/merge-files.ts';
import type { JsonSchema, SpecDocument } from '../load/spec-document.ts';
import { mapSpecSchemas } from '../schema/spec-schemas.ts';
import {
  BOUND_KEYWORDS,
  suitableLimits,
  unitSuits,
  WRITTEN_BOUNDS,
  type WrittenBound,
} from '../schema/written-bounds.ts';
import { didYouMean } from '../diagnostics/nearest-name.ts';
import type { RuleContext } from './rule.ts';

/**
 * The first step of check: every bound written as an object becomes the number it stands for —
 * `maxBytes: { limit: instructionsBytes }` the limit's value, `maxBytes: { value: 64, notLimit: […] }`
 * its value — with what was written kept beside it in the `writtenBounds` annotation. The spec rules,
 * the examples' validators, the model, every emitter and the diff then see plain numbers, so one edit
 * of a limit changes everything the bound drives. A name that is not a declared limit, or one whose
 * unit the keyword cannot count in, is an error at the name; the bound is then left as written (the
 * rules that compile schemas do not run on a spec with errors).
 */
export function resolveLimitBounds(spec: SpecDocument, locate: RuleContext['locate']): WithDiagnostics<SpecDocument> {
  const problems: Diagnostic[] = [];
  const limits = spec.limits;

  const unknown = (keyword: string, name: string, at: JsonPath) => {
    const inScope = suitableLimits(keyword, limits);
    const listed =
      inScope.length === 0
        ? `; no limit ${keyword} can name is declared`
        : `; the limits ${keyword} can name: ${inScope.join(', ')}`;
    problems.push(
      diagnostic('unknown-limit', { keyword, name, suggestion: didYouMean(name, inScope), hint: listed }, locate(at)),
    );
  };

  const resolve = (keyword: string, bound: WrittenBound, at: JsonPath): number | undefined => {
    if ('limit' in bound) {
      const limit = Object.hasOwn(limits, bound.limit) ? limits[bound.limit]! : undefined;
      if (limit === undefined) return void unknown(keyword, bound.limit, [...at, 'limit']);
      if (!unitSuits(keyword, limit.unit)) {
        const { counts, units } = BOUND_KEYWORDS[keyword]!;
        const hint =
          keyword.endsWith('Length') && limit.unit === 'bytes' ? ' (maxBytes bounds the UTF-8 bytes of a string)' : '';
        problems.push(
          diagnostic(
            'limit-unit-mismatch',
            {
              keyword,
              counts,
              units: (units as readonly string[]).join(' or '),
              name: bound.limit,
              unit: limit.unit,
              hint,
            },
            locate([...at, 'limit']),
          ),
        );
        return undefined;
      }
      return limit.value;
    }
    bound.notLimit.forEach((name, index) => {
      if (!Object.hasOwn(limits, name)) unknown(keyword, name, [...at, 'notLimit', index]);
    });
    return bound.value;
  };

  const resolved = mapSpecSchemas(spec, (node, path) => {
    let out: Record<string, unknown> | undefined;
    const written: Record<string, WrittenBound> = {};
    for (const keyword of Object.keys(BOUND_KEYWORDS)) {
      const value = node[keyword];
      // The meta-schema admits a number or one of the two object forms here.
      if (typeof value !== 'object' || value === null) continue;
      const number = resolve(keyword, value as WrittenBound, [...path, keyword]);
      if (number === undefined) continue;
      // In place, so key order survives and a snapshot writes the schema back as it was written.
      (out ??= { ...node })[keyword] = number;
      written[keyword] = value as WrittenBound;
    }
    return out === undefined ? node : ({ ...out, [WRITTEN_BOUNDS]: written } as JsonSchema);
  });
  return [resolved, problems];
}
