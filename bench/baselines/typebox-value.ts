/** TypeBox 1.x `Value.Check`: its dynamic checker, interpreting the plain JSON Schema on every call. */
import Value from 'typebox/value';
import type { Baseline } from './baseline.ts';

export function typeboxValueBaseline(): Baseline {
  return {
    name: 'TypeBox Value.Check',
    short: 'TB Value',
    compile: (schema) => (value) => Value.Check(schema as never, value),
  };
}
