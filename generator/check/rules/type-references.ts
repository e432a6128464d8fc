import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { refTarget } from '../../schema/type-refs.ts';
import type { SpecRule } from '../rule.ts';

/** Keywords that may stand beside a $ref: annotations only, so the reference means exactly the named type. */
const REF_COMPANIONS = new Set(['$ref', 'description', '$comment', 'deprecated', 'sunset', 'requires']);

export const typeReferences: SpecRule = {
  id: 'type-references',
  check({ spec, schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      if (schema.$ref === undefined) continue;
      const ref = String(schema.$ref);
      const target = refTarget(ref);
      const at = () => locate([...path, '$ref']); // only when reported: finding a key walks the YAML tree
      if (target === undefined) {
        problems.push(diagnostic('bad-ref-form', { ref: JSON.stringify(ref) }, at()));
      } else if (!Object.hasOwn(spec.types ?? {}, target)) {
        problems.push(diagnostic('unresolved-ref', { ref: JSON.stringify(ref) }, at()));
      }
      const extra = Object.keys(schema).filter((keyword) => !REF_COMPANIONS.has(keyword));
      if (extra.length > 0) {
        problems.push(
          diagnostic('ref-with-siblings', { keywords: extra.join(', ') }, locate([...path, extra[0]!], 'key')),
        );
      }
    }
    return problems;
  },
};
