import type { Diagnostic, SourcePosition } from '../diagnostics/diagnostic.ts';
import type { JsonPath } from '../load/merge-files.ts';
import type { JsonSchema, SpecDocument } from '../load/spec-document.ts';
import { catalogFieldSchemas } from '../schema/interaction-declarations.ts';
import { walkSchemaInContext, type InstanceContext, type SchemaPath } from '../schema/type-refs.ts';
import type { LintSeverity } from './lint.ts';
import type { SpecValidators } from './validator-cache.ts';

/** What every semantic rule sees: the well-formed spec, every schema node in it, and the way back to a position. */
export interface RuleContext {
  readonly spec: SpecDocument;
  /** Every schema node, with what the schemas applying to the same value declare. */
  readonly schemas: readonly {
    readonly schema: JsonSchema;
    readonly path: SchemaPath;
    readonly context: InstanceContext;
  }[];
  locate(path: JsonPath, target?: 'key' | 'value'): SourcePosition;
  /** The spec's schemas compiled with the toolchain's Ajv configuration, shared with other checks of the same run. */
  readonly validators: SpecValidators;
}

/**
 * A semantic rule over a spec that passed the meta-schema. Rules are independent, pure, and
 * registered in rules.ts; `needs: 'sound-schemas'` rules run only once all other rules pass
 * (they compile the schemas, which needs resolvable references and valid patterns).
 */
export interface SpecRule {
  readonly id: string;
  readonly needs?: 'sound-schemas';
  /**
   * Advice on how the spec is written (warnings only), not on whether it is sound: `validate`, `gen`
   * and `check` report it, contract comparisons (`diff`, `release`, `changelog`) skip it, as buf's
   * breaking checks skip its lint rules. A released snapshot is frozen: advice on it helps nobody.
   */
  readonly advice?: true;
  /**
   * A lint (lint.ts): its findings take the severity the project's `lint:` gives the rule's id, or
   * this default; `off` skips it. Like advice, contract comparisons skip lints.
   */
  readonly lint?: { readonly default: LintSeverity };
  check(context: RuleContext): Diagnostic[];
}

export function collectSchemas(spec: SpecDocument): RuleContext['schemas'] {
  const found: RuleContext['schemas'][number][] = [];
  const visit = (schema: JsonSchema, path: SchemaPath, context: InstanceContext) =>
    found.push({ schema, path, context });
  for (const [name, schema] of Object.entries(spec.types ?? {})) walkSchemaInContext(schema, ['types', name], visit);
  for (const [op, operation] of Object.entries(spec.operations)) {
    walkSchemaInContext(operation.params, ['operations', op, 'params'], visit);
    walkSchemaInContext(operation.result, ['operations', op, 'result'], visit);
  }
  for (const [catalog, definition] of Object.entries(spec.interactions ?? {})) {
    for (const { schema, path } of catalogFieldSchemas(catalog, definition)) walkSchemaInContext(schema, path, visit);
  }
  return found;
}
