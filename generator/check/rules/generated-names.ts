import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { operationTypeName, RESERVED_CONSTANT_NAMES, RESERVED_TYPE_NAMES } from '../../schema/naming.ts';
import type { SpecRule } from '../rule.ts';

/**
 * Each operation's params and result become TypeScript types named after it (`config.set` →
 * `ConfigSetParams`); those names must not collide with a declared type, a reserved name, or
 * another operation's (`config.set` and `config_set` would both give `ConfigSet…`). A constant
 * must not take a name the catalog exports itself (LIMITS, PROTOCOL_NAME…).
 */
export const generatedNames: SpecRule = {
  id: 'generated-names',
  check({ spec, locate }) {
    const problems: Diagnostic[] = [];
    const taken = new Map<string, string>();
    for (const op of Object.keys(spec.operations).sort()) {
      for (const part of ['params', 'result'] as const) {
        const name = operationTypeName(op, part, spec.types ?? {});
        const at = () => locate(['operations', op], 'key'); // only when reported: finding a key walks the YAML tree
        if (Object.hasOwn(spec.types ?? {}, name)) {
          problems.push(diagnostic('name-clash', { op, name, clash: 'is also a type under types' }, at()));
        } else if (RESERVED_TYPE_NAMES.has(name)) {
          problems.push(diagnostic('name-clash', { op, name, clash: 'the generated package declares itself' }, at()));
        } else if (taken.has(name)) {
          problems.push(
            diagnostic('name-clash', { op, name, clash: `operation ${taken.get(name)} generates too` }, at()),
          );
        }
        taken.set(name, op);
      }
    }
    for (const name of Object.keys(spec.types ?? {})) {
      if (RESERVED_TYPE_NAMES.has(name)) {
        problems.push(
          diagnostic(
            'name-clash',
            { op: '-', name, clash: 'the generated package declares itself' },
            locate(['types', name], 'key'),
          ),
        );
      }
    }
    for (const name of Object.keys(spec.constants ?? {})) {
      if (RESERVED_CONSTANT_NAMES.has(name))
        problems.push(diagnostic('constant-name-clash', { name }, locate(['constants', name], 'key')));
    }
    return problems;
  },
};
