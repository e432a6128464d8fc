import type { ErrorObject } from 'ajv';
import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };
import { didYouMean } from '../diagnostics/nearest-name.ts';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { errorLocation, pointerToPath } from '../diagnostics/ajv-error-path.ts';
import type { JsonPath, MergedSpec } from './merge-files.ts';
import { metaValidator } from './meta-validator.ts';

const describe = (path: JsonPath) => (path.length === 0 ? 'the spec' : '/' + path.join('/'));
const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/**
 * Checks the merged spec against the published meta-schema and maps each Ajv error back to
 * the file, line and column it concerns. An unknown key and a value outside an enum are told the
 * nearest allowed one.
 */
export function validateStructure(spec: MergedSpec): Diagnostic[] {
  const validate = metaValidator();
  if (validate(spec.data)) return [];
  const errors = withoutWrapperErrors(validate.errors ?? []);
  return errors.map((error) => toDiagnostic(error, spec));
}

/**
 * `if`/`then`/`else`, `allOf` and `propertyNames` failures only say that a nested error exists; the nested error is
 * the one worth reading. The same problem may also be reached twice (through `#` and completeSpec).
 */
function withoutWrapperErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (error.keyword === 'if' || error.keyword === 'allOf' || error.keyword === 'propertyNames') return false;
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toDiagnostic(error: ErrorObject, spec: MergedSpec): Diagnostic {
  const path = pointerToPath(error.instancePath);
  const where = describe(path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      const key = String(params.additionalProperty);
      const at = errorLocation(error);
      return diagnostic(
        'unknown-key',
        { key, where, suggestion: didYouMean(key, allowed), allowed: allowed.join(', ') },
        spec.locate(at.path, at.target),
      );
    }
    case 'required':
      return diagnostic('missing-key', { key: String(params.missingProperty), where }, spec.locate(path, 'key'));
    case 'type':
      return diagnostic('wrong-type', { where, expected: `of type ${typeNames(error)}` }, spec.locate(path));
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const written = error.data;
      const suggestion =
        typeof written === 'string'
          ? didYouMean(
              written,
              allowed.filter((value) => typeof value === 'string'),
            )
          : '';
      return diagnostic(
        'invalid-value',
        { where, allowed: list(allowed), actual: JSON.stringify(written), suggestion },
        spec.locate(path),
      );
    }
    case 'pattern':
      if (error.propertyName !== undefined) {
        return diagnostic(
          'invalid-name',
          { where, name: JSON.stringify(error.propertyName), pattern: String(params.pattern) },
          spec.locate([...path, error.propertyName], 'key'),
        );
      }
      return diagnostic(
        'invalid-spec',
        { where, detail: `must match ${String(params.pattern)}, not ${JSON.stringify(error.data)}` },
        spec.locate(path),
      );
    default:
      return diagnostic('invalid-spec', { where, detail: error.message ?? error.keyword }, spec.locate(path));
  }
}

/**
 * A key that takes one of two forms says so with `if: {type: A}, then: …, else: {type: B, …}` (an
 * interaction's `fields`: a list or a map). A value of neither form fails the `else` branch's type;
 * the message names the `if` form too, so it does not read as if only B were allowed. The
 * precompiled validator reports schema paths from the `$ref`'d definition (`#/else/type`), so the
 * form is looked up among the meta-schema's definitions of that shape.
 */
function typeNames(error: ErrorObject): string {
  const type = String(error.params.type);
  if (!error.schemaPath.endsWith('/else/type')) return type;
  const forms = Object.values(
    metaSchema.definitions as Record<string, { if?: { type?: unknown }; else?: { type?: unknown } }>,
  )
    .filter((definition) => definition.else?.type === type && typeof definition.if?.type === 'string')
    .map((definition) => String(definition.if!.type));
  return [...new Set(forms), type].join(' or ');
}
