import { compile } from 'json-schema-to-typescript';
import { StructureKind, ts, type StatementStructures } from 'ts-morph';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { GENERATED_HEADER, type Emitter } from '../emitter.ts';
import { docComment, printModule, propertyName } from '../typescript-printer.ts';
import { aliasTarget, compilerInput, namedSchemas, ROOT_NAME, type NamedSchema } from './json-schema-to-typescript-input.ts';

/** json-schema-to-typescript settings: closed objects unless the spec opens them, no tuples from bounds, fixed text. */
const COMPILE_OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  unreachableDefinitions: true,
  strictIndexSignatures: true,
  ignoreMinAndMaxItems: true,
  unknownAny: true,
  enableConstEnums: false,
  declareExternallyReferenced: true,
  format: false,
  style: { singleQuote: true, printWidth: 120, trailingComma: 'all' },
  cwd: '/',
} as const;

/**
 * types.d.ts: one declaration per named schema, sorted by name, each documented with its spec
 * description, plus the op-keyed maps OperationParams<O> / OperationResult<O>. A module of types
 * only, so it is written as declarations (what dist/ holds) beside an empty types.js: no
 * TypeScript pass re-prints it.
 */
export const typesEmitter: Emitter = {
  name: 'types',
  async emit({ model }) {
    const named = namedSchemas(model);
    const input = compilerInput(named);
    const compiled = patternDocs(input.restoreNames(await compile(input.schema as never, ROOT_NAME, COMPILE_OPTIONS)));
    const declarations = collectDeclarations(compiled, named);
    // One text, a blank line between declarations, as the structure printer separates them.
    const statements: (string | StatementStructures)[] = [declarations.join('\n\n'), ...operationMaps(model)];
    const typeNames = [...named.map((entry) => entry.name), 'OperationName', 'OperationParams', 'OperationResult', 'OperationParamsMap', 'OperationResultMap'];
    return {
      files: [
        { path: 'src/types.d.ts', content: await printModule(statements, 'formatted') },
        // Nothing but types: the module's JavaScript is empty, and its declarations are its source.
        { path: 'src/types.js', content: `${GENERATED_HEADER}\nexport {};\n` },
      ],
      exports: [{ module: './types.js', values: [], types: typeNames.sort() }],
    };
  },
};

/** The compiler's note on an index signature from patternProperties, said for the reader of the type. */
function patternDocs(compiled: string): string {
  return compiled.replace(/This interface was referenced by `[^`]*`'s JSON-Schema definition\n(\s*)\* via the `patternProperty` "((?:[^"\\]|\\.)*)"\./g, (_match: string, _indent: string, pattern: string) => `Members whose names match the pattern \`${pattern}\`.`);
}

/**
 * The compiler's declarations, sorted by name, each behind our doc comment, with the aliases added
 * and the root removed: its text cut by declaration (the compiler's own doc comments on members stay),
 * so prettier lays out the module once, where rebuilding structures from it re-parsed it twice.
 */
function collectDeclarations(compiled: string, named: readonly NamedSchema[]): string[] {
  const source = ts.createSourceFile('compiled.ts', compiled, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) throw new Error(`json-schema-to-typescript emitted a ${ts.SyntaxKind[statement.kind]}`);
    const name = statement.name.text;
    if (name === ROOT_NAME) continue;
    found.set(name, compiled.slice(statement.getStart(source), statement.end));
  }
  const out: string[] = [];
  for (const entry of [...named].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const doc = entry.description === undefined ? '' : `${docComment(entry.description)}\n`;
    const target = aliasTarget(entry.schema);
    if (target !== undefined) {
      out.push(`${doc}export type ${entry.name} = ${target};`);
      continue;
    }
    const declaration = found.get(entry.name);
    if (declaration === undefined) throw new Error(`json-schema-to-typescript emitted no declaration for ${entry.name}`);
    found.delete(entry.name);
    out.push(`${doc}${declaration}`);
  }
  if (found.size > 0) throw new Error(`json-schema-to-typescript emitted unexpected declarations: ${[...found.keys()].join(', ')}`);
  return out;
}

function operationMaps(model: ProtocolModel): StatementStructures[] {
  const mapOf = (name: string, part: 'paramsTypeName' | 'resultTypeName', doc: string): StatementStructures => ({
    kind: StructureKind.Interface,
    name,
    isExported: true,
    docs: [doc],
    properties: model.operations.map((op) => ({ name: propertyName(op.name), type: op[part] })),
  });
  return [
    mapOf('OperationParamsMap', 'paramsTypeName', 'Params of every operation, by operation name.'),
    mapOf('OperationResultMap', 'resultTypeName', 'Result of every operation, by operation name.'),
    { kind: StructureKind.TypeAlias, name: 'OperationName', isExported: true, type: 'keyof OperationParamsMap', docs: ['Every operation of the catalog, deferred ones included.'] },
    {
      kind: StructureKind.TypeAlias,
      name: 'OperationParams',
      isExported: true,
      typeParameters: [{ name: 'O', constraint: 'OperationName' }],
      type: 'OperationParamsMap[O]',
      docs: ['The params an operation takes.'],
    },
    {
      kind: StructureKind.TypeAlias,
      name: 'OperationResult',
      isExported: true,
      typeParameters: [{ name: 'O', constraint: 'OperationName' }],
      type: 'OperationResultMap[O]',
      docs: ['The result an accepted operation returns.'],
    },
  ];
}
