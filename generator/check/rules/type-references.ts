import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';

/** Keywords that may stand beside a $ref: annotations only, so the reference means exactly the named type. */
const REF_COMPANIONS = new Set(['$ref', 'description', '$comment', 'deprecated', 'sunset', 'requires']);

const asRef = (name: string) => `#/types/${name}`;

/**
 * A $ref must name a declared type as `#/types/<Name>`; one that does not is told the nearest type.
 * A ref of another form (`#/definitions/Payload`, `Payload`) is matched by its last segment, the part
 * that names the type.
 */
export const typeReferences: SpecRule = {
  id: 'type-references',
  check({ spec, schemas, locate }) {
    const problems: Diagnostic[] = [];
    const types = Object.keys(spec.types ?? {});
    for (const { schema, path } of schemas) {
      if (schema.$ref === undefined) continue;
      const ref = String(schema.$ref);
      const target = refTarget(ref);
      const at = () => locate([...path, '$ref']); // only when reported: finding a key walks the YAML tree
      if (target === undefined) {
        const written = ref.slice(ref.lastIndexOf('/') + 1);
        problems.push(
          diagnostic('bad-ref-form', { ref: JSON.stringify(ref), suggestion: didYouMean(written, types, asRef) }, at()),
        );
      } else if (!Object.hasOwn(spec.types ?? {}, target)) {
        problems.push(
          diagnostic(
            'unresolved-ref',
            { ref: JSON.stringify(ref), suggestion: didYouMean(target, types, asRef) },
            at(),
          ),
        );
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
