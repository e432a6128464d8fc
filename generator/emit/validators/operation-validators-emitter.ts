import { StructureKind, VariableDeclarationKind, type StatementStructures } from 'ts-morph';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { guardName, validatorName } from '../../schema/naming.ts';
import type { Emitter } from '../emitter.ts';
import { Code, printModule, writeObject } from '../typescript-printer.ts';

/**
 * src/operation-validators.ts: the typed face of the standalone validators. One validator per
 * operation, found by op name in a Map (constant cost whichever operation a frame carries).
 */
export const operationValidatorsEmitter: Emitter = {
  name: 'operation-validators',
  dependencies: ['types', 'validators'],
  async emit({ model }) {
    const typeNames = [...model.types.map((type) => type.name)];
    const statements: StatementStructures[] = [
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './validators.js', namespaceImport: 'standalone' },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './runtime/validation/guarded-validator.js', namedImports: ['guardedValidator', { name: 'StandaloneValidator', isTypeOnly: true }] },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './types.js',
        isTypeOnly: true,
        namedImports: ['OperationName', 'OperationParams', 'OperationResult', ...typeNames].sort(),
      },
      {
        kind: StructureKind.Interface,
        name: 'ValidationIssue',
        isExported: true,
        docs: ['One reason a value failed validation, as Ajv reports it.'],
        properties: [
          { name: 'instancePath', type: 'string', isReadonly: true, docs: ['JSON Pointer to the failing value.'] },
          { name: 'schemaPath', type: 'string', isReadonly: true },
          { name: 'keyword', type: 'string', isReadonly: true },
          { name: 'params', type: 'Readonly<Record<string, unknown>>', isReadonly: true },
          { name: 'message', type: 'string', isReadonly: true, hasQuestionToken: true },
        ],
      },
      {
        kind: StructureKind.Interface,
        name: 'Validator',
        isExported: true,
        typeParameters: ['T'],
        docs: ['A generated validator: true when `data` conforms (and narrows it); otherwise `errors` says why. It never changes `data`.'],
        callSignatures: [{ parameters: [{ name: 'data', type: 'unknown' }], returnType: 'data is T' }],
        properties: [{ name: 'errors', type: 'readonly ValidationIssue[] | null', hasQuestionToken: true }],
      },
      {
        kind: StructureKind.Function,
        name: 'typed',
        typeParameters: ['T'],
        docs: ['The standalone validator, rejecting with an `unreadable` issue a value it throws on (a cycle, nesting past the stack, a throwing getter or Proxy).'],
        parameters: [{ name: 'validate', type: 'StandaloneValidator' }],
        returnType: 'Validator<T>',
        statements: ['return guardedValidator(validate) as Validator<T>;'],
      },
      ...model.types.map<StatementStructures>((type) => ({
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [`Whether a value matches the schema of {@link ${type.name}} (a bare schema check: parse untrusted input with parseSchema).`],
        declarations: [{ name: guardName(type.name), type: `Validator<${type.name}>`, initializer: `typed(standalone.${validatorName(type.name)})` }],
      })),
      operationTable(model, 'PARAMS_VALIDATORS', 'OperationParams', 'paramsTypeName', "Each operation's params validator."),
      operationTable(model, 'RESULT_VALIDATORS', 'OperationResult', 'resultTypeName', "Each operation's result validator."),
      ...lookup('paramsValidator', 'PARAMS_VALIDATORS', 'The params validator of `op`, or undefined for an operation the catalog does not have.'),
      ...lookup('resultValidator', 'RESULT_VALIDATORS', 'The result validator of `op`, or undefined for an operation the catalog does not have.'),
    ];
    const values = ['PARAMS_VALIDATORS', 'RESULT_VALIDATORS', 'paramsValidator', 'resultValidator', ...model.types.map((type) => guardName(type.name))];
    return {
      files: [{ path: 'src/operation-validators.ts', content: await printModule(statements, 'written') }],
      exports: [{ module: './operation-validators.js', values: values.sort(), types: ['ValidationIssue', 'Validator'] }],
    };
  },
};

function operationTable(
  model: ProtocolModel,
  name: string,
  typeMap: 'OperationParams' | 'OperationResult',
  part: 'paramsTypeName' | 'resultTypeName',
  doc: string,
): StatementStructures {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [doc],
    declarations: [
      {
        name,
        type: `{ readonly [O in OperationName]: Validator<${typeMap}<O>> }`,
        initializer: (writer) =>
          writeObject(
            writer,
            model.operations.map((op) => ({ key: op.name, value: new Code(`typed(standalone.${validatorName(op[part])})`) })),
          ),
      },
    ],
  };
}

/** A Map over the table (no prototype lookups for names such as `constructor`) and the function that reads it. */
function lookup(name: string, table: string, doc: string): StatementStructures[] {
  const byName = `${table}_BY_NAME`;
  return [
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: byName, type: 'ReadonlyMap<string, Validator<unknown>>', initializer: `new Map(Object.entries(${table}))` }],
    },
    {
      kind: StructureKind.Function,
      name,
      isExported: true,
      docs: [doc],
      parameters: [{ name: 'op', type: 'string' }],
      returnType: 'Validator<unknown> | undefined',
      statements: [`return ${byName}.get(op);`],
    },
  ];
}
