/** TypeBox 1.x `Compile(schema).Check`: its JIT compiler over the plain JSON Schema. */
import { Compile } from 'typebox/compile';
import type { Baseline } from './baseline.ts';

export function typeboxCompiledBaseline(): Baseline {
  return {
    name: 'TypeBox compiled Check',
    short: 'TB Compile',
    compile: (schema) => {
      const validator = Compile(schema as never);
      return (value) => validator.Check(value);
    },
  };
}
