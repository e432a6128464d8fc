import type { ProtocolModel } from '../../model/protocol-model.ts';
import { guardName, validatorName } from '../../schema/naming.ts';
import type { Emitter } from '../emitter.ts';
import {
  constant,
  exportedFunction,
  exportedInterface,
  importFrom,
  moduleFiles,
  type ModuleStatement,
} from '../module-text.ts';
import { Code, writeObject } from '../typescript-printer.ts';

/**
 * src/operation-validators.js and its declarations: the typed face of the standalone validators. One
 * validator per operation, found by op name in a Map (constant cost whichever operation a frame carries).
 * Each is the standalone validator behind guardedValidator, which rejects with an `unreadable` issue
 * a value the validator throws on (a cycle, nesting past the stack, a throwing getter or Proxy).
 */
export const operationValidatorsEmitter: Emitter = {
  name: 'operation-validators',
  dependencies: ['validators'],
  emit({ model }) {
    const typeNames = [...model.types.map((type) => type.name)];
    const statements: ModuleStatement[] = [
      importFrom('./validators.js', { namespace: 'standalone' }),
      importFrom('./runtime/validation/guarded-validator.js', { values: ['guardedValidator'] }),
      importFrom('./types.js', { types: ['OperationName', 'OperationParams', 'OperationResult', ...typeNames] }),
      exportedInterface(
        'ValidationIssue',
        [
          { member: 'instancePath', type: 'string', readonly: true, doc: 'JSON Pointer to the failing value.' },
          { member: 'schemaPath', type: 'string', readonly: true },
          { member: 'keyword', type: 'string', readonly: true },
          { member: 'params', type: 'Readonly<Record<string, unknown>>', readonly: true },
          { member: 'message', type: 'string', readonly: true, optional: true },
        ],
        'One reason a value failed validation, as Ajv reports it.',
      ),
      exportedInterface(
        'Validator',
        [
          { member: '(data: unknown)', type: 'data is T' },
          { member: 'errors', type: 'readonly ValidationIssue[] | null', optional: true },
        ],
        'A generated validator: true when `data` conforms (and narrows it); otherwise `errors` says why. It never changes `data`.',
        ['T'],
      ),
      ...model.types.map((type) =>
        constant({
          name: guardName(type.name),
          doc: `Whether a value matches the schema of {@link ${type.name}} (a bare schema check: parse untrusted input with parseSchema).`,
          type: `Validator<${type.name}>`,
          value: `guardedValidator(standalone.${validatorName(type.name)})`,
        }),
      ),
      operationTable(
        model,
        'PARAMS_VALIDATORS',
        'OperationParams',
        'paramsTypeName',
        "Each operation's params validator.",
      ),
      operationTable(
        model,
        'RESULT_VALIDATORS',
        'OperationResult',
        'resultTypeName',
        "Each operation's result validator.",
      ),
      ...lookup('paramsValidator', 'PARAMS_VALIDATORS', 'OperationParams', 'params'),
      ...lookup('resultValidator', 'RESULT_VALIDATORS', 'OperationResult', 'result'),
    ];
    const values = [
      'PARAMS_VALIDATORS',
      'RESULT_VALIDATORS',
      'paramsValidator',
      'resultValidator',
      ...model.types.map((type) => guardName(type.name)),
    ];
    return {
      files: moduleFiles('operation-validators', statements),
      exports: [
        { module: './operation-validators.js', values: values.sort(), types: ['ValidationIssue', 'Validator'] },
      ],
    };
  },
};

function operationTable(
  model: ProtocolModel,
  name: string,
  typeMap: 'OperationParams' | 'OperationResult',
  part: 'paramsTypeName' | 'resultTypeName',
  doc: string,
): ModuleStatement {
  return constant({
    name,
    doc,
    type: `{ readonly [O in OperationName]: Validator<${typeMap}<O>> }`,
    value: (writer) =>
      writeObject(
        writer,
        model.operations.map((op) => ({
          key: op.name,
          value: new Code(`guardedValidator(standalone.${validatorName(op[part])})`),
        })),
      ),
  });
}

/**
 * A Map over the table (no prototype lookups for names such as `constructor`) and the function that
 * reads it. Its declaration narrows by operation: an operation name known statically gets that
 * operation's validator, never undefined (as indexing the table would); any other string gets a
 * validator of unknown, or undefined.
 */
function lookup(
  name: string,
  table: string,
  typeMap: 'OperationParams' | 'OperationResult',
  part: 'params' | 'result',
): ModuleStatement[] {
  const byName = `${table}_BY_NAME`;
  const doc = `The ${part} validator of \`op\`: typed by the operation when its name is known statically, else undefined for an operation the catalog does not have.`;
  return [
    constant({
      name: byName,
      type: 'ReadonlyMap<string, Validator<unknown>>',
      value: `new Map(Object.entries(${table}))`,
      local: true,
    }),
    exportedFunction({
      name,
      doc,
      overloads: [
        {
          typeParameters: ['Op extends OperationName'],
          parameters: [['op', 'Op']],
          returnType: `Validator<${typeMap}<Op>>`,
        },
      ],
      parameters: [['op', 'string']],
      returnType: 'Validator<unknown> | undefined',
      body: `return ${byName}.get(op);`,
    }),
  ];
}
