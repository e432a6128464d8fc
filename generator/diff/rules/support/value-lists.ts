import type { JsonSchema } from '../../../load/spec-document.ts';
import type { ContractPath } from '../../classify.ts';
import type { SchemaPair } from '../../schema-keywords/schema-pair.ts';
import { canonicalJson, valueSet } from '../../schema-shape.ts';

/** Which keyword holds a schema's values. */
export const valuesKeyword = (schema: JsonSchema): 'const' | 'enum' =>
  Object.hasOwn(schema, 'const') ? 'const' : 'enum';

export const showValues = (values: readonly unknown[]): string =>
  values.map((value) => JSON.stringify(value)).join(', ');

/** The place of one value: the `const`, or its item of the `enum`. */
export const valuePlace = (schema: JsonSchema, path: ContractPath, index: number): ContractPath =>
  valuesKeyword(schema) === 'const' ? [...path, 'const'] : [...path, 'enum', index];

/**
 * The values one side lists that the other does not, each with its index, where both sides are
 * limited to values (`enum` or `const`); values are equal by their JSON, whatever the key order.
 */
export function valuesOnlyIn(pair: SchemaPair, side: 'old' | 'new'): (readonly [unknown, number])[] {
  const [va, vb] = [valueSet(pair.a), valueSet(pair.b)];
  if (va === undefined || vb === undefined) return [];
  const [from, other] = side === 'old' ? [va, vb] : [vb, va];
  const others = other.map(canonicalJson);
  return from.flatMap((value, index) => (others.includes(canonicalJson(value)) ? [] : [[value, index] as const]));
}
