import { _, Name, str, type KeywordDefinition } from 'ajv';
import { strConcat } from 'ajv/dist/compile/codegen/code.js';
import namesModule from 'ajv/dist/compile/names.js';
import { PART_CHECKS, type CheckName } from '../parts/part-checks.ts';

// Ajv's dist is CommonJS with `exports.default` (see ajv-dialect.ts): take either form.
const N = ((namesModule as { default?: typeof namesModule.default }).default ??
  namesModule) as typeof namesModule.default;

/** The module specifier generated code `require`s a check from (emit/validators/runtime-imports.ts maps it). */
export const CHECK_REQUIRE_PREFIX = 'felan-runtime/checks/';

/**
 * `check: <name>`: after the node's other keywords accept it (post), the named check of a part
 * (parts/part-checks.ts) reads the value, and a failure is reported at the path the check
 * names inside it — the item value that names no declared field, not the view that holds it. Ajv's
 * own error helpers append one escaped segment to the data path, so the error object is written
 * here: `{instancePath, schemaPath, keyword: "check", params: {check, reason}, message: reason}`,
 * added to the errors (in a composite rule or with allErrors) or returned, as Ajv's reportError does.
 */
export const checkKeyword: KeywordDefinition = {
  keyword: 'check',
  schemaType: 'string',
  post: true,
  code(cxt) {
    const name = cxt.schema as CheckName;
    const source = PART_CHECKS[name];
    if (source === undefined) throw new Error(`check ${JSON.stringify(name)} is not a check of any part`);
    const { gen, it } = cxt;
    const check = gen.scopeValue('func', {
      ref: source.check,
      code: _`require(${CHECK_REQUIRE_PREFIX + source.module}).${new Name(name)}`,
    });
    const failure = gen.const('failure', _`${check}(${cxt.data})`);
    gen.if(_`${failure} !== undefined`, () => {
      const error =
        it.createErrors === false
          ? _`{}`
          : _`{instancePath: ${strConcat(N.instancePath, it.errorPath)} + ${failure}.pointer, schemaPath: ${str`${it.errSchemaPath}/check`}, keyword: "check", params: {check: ${name}, reason: ${failure}.reason}, message: ${failure}.reason}`;
      if (it.compositeRule || it.allErrors) {
        const err = gen.const('err', error);
        gen.if(
          _`${N.vErrors} === null`,
          () => gen.assign(N.vErrors, _`[${err}]`),
          () => gen.code(_`${N.vErrors}.push(${err})`),
        );
        gen.code(_`${N.errors}++`);
      } else {
        gen.assign(_`${it.validateName}.errors`, _`[${error}]`);
        gen.return(false);
      }
    });
  },
};
