/**
 * The reference a reader must agree with (runtime/boundary/fast-read.ts): the value copied as plain
 * JSON, checked by Ajv as the toolchain configures it (generator/schema/ajv-compiler.ts, every error
 * reported), and stripped by the schema's strip plan (strip-plan.ts planOf, strip-unknown.ts).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';
import { planOf } from '../../../generator/emit/boundary/strip-plan.ts';
import { addNamedTypes, createAjv, toAjvSchema, typeSchemaId } from '../../../generator/schema/ajv-compiler.ts';
import { copyPlainJson } from '../../../runtime/boundary/plain-json.ts';
import { stripUnknown, type StripPlan } from '../../../runtime/boundary/strip-unknown.ts';
import type { Types } from './compiled-readers.ts';

export interface SlowPath {
  /** Ajv's verdict on a plain value, with every error it reports. */
  readonly validate: (
    label: string,
    value: unknown,
  ) => { readonly valid: boolean; readonly errors: readonly ErrorObject[] };
  readonly plan: (label: string) => StripPlan;
  /** The plain copy, or NOT_PLAIN where the copy refuses the value (too deep, over the budget, not JSON). */
  readonly copy: (value: unknown, maxDepth: number, budget: number) => unknown;
  /** Strips a valid plain copy in place, by the plan of `label`. */
  readonly strip: (label: string, copy: unknown) => void;
}

export const NOT_PLAIN = Symbol('not plain');

export function slowPath(types: Types, inline: Readonly<Record<string, JsonSchema>> = {}): SlowPath {
  const typeMap = new Map(Object.entries(types));
  const ajv = createAjv({ standalone: false, allErrors: true, optimize: false });
  addNamedTypes(ajv, types);
  const validators = new Map<string, ValidateFunction>();
  const schemaOf = (label: string): JsonSchema => {
    const schema = Object.hasOwn(inline, label) ? inline[label] : types[label];
    if (schema === undefined) throw new Error(`no schema ${label}`);
    return schema;
  };
  const validatorOf = (label: string) => {
    let found = validators.get(label);
    if (found === undefined) {
      found = Object.hasOwn(inline, label)
        ? ajv.compile(toAjvSchema(inline[label]!))
        : ajv.getSchema(typeSchemaId(label))!;
      validators.set(label, found);
    }
    return found;
  };
  const plans = Object.fromEntries(Object.entries(types).map(([name, schema]) => [name, planOf(schema, typeMap)]));
  const plan = (label: string) => (Object.hasOwn(inline, label) ? planOf(schemaOf(label), typeMap) : label);
  return {
    validate: (label, value) => {
      const validate = validatorOf(label);
      const valid = validate(value);
      return { valid, errors: validate.errors ?? [] };
    },
    plan,
    copy: (value, maxDepth, budget) => {
      try {
        return copyPlainJson(value, maxDepth, budget);
      } catch {
        return NOT_PLAIN;
      }
    },
    strip: (label, copy) => stripUnknown(copy, plan(label), plans),
  };
}
