import type { AnyValidateFunction, SourceCode } from 'ajv/dist/types/index.js';
import type AjvCore from 'ajv/dist/core.js';
import { _, _Code, getEsmExportName, nil, type Code } from 'ajv/dist/compile/codegen/code.js';
import { UsedValueState, varKinds, type UsedScopeValues, type ValueScopeName } from 'ajv/dist/compile/codegen/scope.js';

/**
 * Ajv's standalone ES module of several validators — the text `ajv/dist/standalone`'s
 * `standaloneCode(ajv, exports)` writes, byte for byte (test/schema/standalone-module.test.ts), built
 * in linear time. Ajv's own loop appends each export to one code object by copying every piece
 * written before it, quadratic in the number of exports: at 2,000 operations that was 17 s of `gen`
 * and 0.8 GB of garbage. Here each validator's code is its own piece and the pieces are joined once.
 * The per-validator part is Ajv's: its scope code (`ajv.scope.scopeCode`) and its kept source, each
 * function written once, where it is first used. Needs `code: { source: true, esm: true }`.
 */
export function standaloneModule(ajv: AjvCore.default, exports: Readonly<Record<string, string>>): string {
  if (!ajv.opts.code.source || !ajv.opts.code.esm)
    throw new Error('standaloneModule: the Ajv instance must have code.source and code.esm');
  const { _n } = ajv.scope.opts;
  const usedValues: UsedScopeValues = {};
  const pieces: string[] = ['"use strict";'];
  for (const [name, id] of Object.entries(exports)) {
    const validate = ajv.getSchema(id);
    if (validate === undefined) throw new Error(`standaloneModule: no schema with id ${id}`);
    const source = sourceOf(validate);
    pieces.push(
      _`${_n}export const ${getEsmExportName(name)} = ${source.validateName};${_n}${validateCode(source)}`.toString(),
    );
  }
  return pieces.join('');

  function validateCode(source: SourceCode): Code {
    if (usedState(source.validateName) === UsedValueState.Completed) return nil;
    setUsedState(source.validateName, UsedValueState.Started);
    const scopeCode = ajv.scope.scopeCode(source.scopeValues, usedValues, refValidateCode);
    const code = new _Code(`${scopeCode}${_n}${source.validateCode}`);
    return source.evaluated ? _`${code}${source.validateName}.evaluated = ${source.evaluated};${_n}` : code;
  }

  function refValidateCode(name: ValueScopeName): Code | undefined {
    const ref = name.value?.ref as
      AnyValidateFunction | { validate?: AnyValidateFunction; validateName?: ValueScopeName } | undefined;
    if (name.prefix === 'validate' && typeof ref === 'function') return validateCode(sourceOf(ref));
    if ((name.prefix === 'root' || name.prefix === 'wrapper') && typeof ref === 'object') {
      const { validate, validateName } = ref as { validate?: AnyValidateFunction; validateName?: ValueScopeName };
      if (validateName === undefined) throw new Error('ajv internal error');
      const def = ajv.opts.code.es5 ? varKinds.var : varKinds.const;
      const wrapper = _`${def} ${name} = {validate: ${validateName}};`;
      if (usedState(validateName) === UsedValueState.Started) return wrapper;
      return _`${wrapper}${_n}${validateCode(sourceOf(validate))}`;
    }
    return undefined;
  }

  function usedState(name: ValueScopeName): UsedValueState | undefined {
    return usedValues[name.prefix]?.get(name);
  }

  function setUsedState(name: ValueScopeName, state: UsedValueState): void {
    (usedValues[name.prefix] ??= new Map()).set(name, state);
  }
}

function sourceOf(validate: AnyValidateFunction | undefined): SourceCode {
  if (validate?.source === undefined) throw new Error('standaloneModule: function does not have "source" property');
  return validate.source;
}
