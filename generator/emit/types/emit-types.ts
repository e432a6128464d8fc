import { compile } from 'json-schema-to-typescript';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { GENERATED_HEADER, type EmitterOutput } from '../emitter.ts';
import { formattedModule } from '../formatted-module.ts';
import { docComment, propertyName } from '../typescript-printer.ts';
import {
  aliasTarget,
  compilerInput,
  namedSchemas,
  ROOT_NAME,
  type NamedSchema,
} from './json-schema-to-typescript-input.ts';

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

/** The types emitter's output for a model (types-emitter.ts): json-schema-to-typescript's declarations, laid out by prettier. */
export async function emitTypes(model: ProtocolModel): Promise<EmitterOutput> {
  const named = namedSchemas(model);
  const input = compilerInput(named);
  const compiled = patternDocs(input.restoreNames(await compile(input.schema as never, ROOT_NAME, COMPILE_OPTIONS)));
  const declarations = collectDeclarations(compiled, named);
  const statements = [...declarations, ...operationMaps(model)];
  const typeNames = [
    ...named.map((entry) => entry.name),
    'OperationName',
    'OperationParams',
    'OperationResult',
    'OperationParamsMap',
    'OperationResultMap',
  ];
  return {
    files: [
      { path: 'src/types.d.ts', content: await formattedModule(statements) },
      // Nothing but types: the module's JavaScript is empty, and its declarations are its source.
      { path: 'src/types.js', content: `${GENERATED_HEADER}\nexport {};\n` },
    ],
    exports: [{ module: './types.js', values: [], types: typeNames.sort() }],
  };
}

/** The compiler's note on an index signature from patternProperties, said for the reader of the type. */
function patternDocs(compiled: string): string {
  return compiled.replace(
    /This interface was referenced by `[^`]*`'s JSON-Schema definition\n(\s*)\* via the `patternProperty` "((?:[^"\\]|\\.)*)"\./g,
    (_match: string, _indent: string, pattern: string) => `Members whose names match the pattern \`${pattern}\`.`,
  );
}

/**
 * The compiler's declarations, sorted by name, each behind our doc comment, with the aliases added
 * and the root removed: its text cut by declaration (the compiler's own doc comments on members stay),
 * so prettier lays out the module once (declarationTexts).
 */
function collectDeclarations(compiled: string, named: readonly NamedSchema[]): string[] {
  const found = new Map<string, string>();
  for (const { name, text } of declarationTexts(compiled)) {
    if (name !== ROOT_NAME) found.set(name, text);
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
    if (declaration === undefined)
      throw new Error(`json-schema-to-typescript emitted no declaration for ${entry.name}`);
    found.delete(entry.name);
    out.push(`${doc}${declaration}`);
  }
  if (found.size > 0)
    throw new Error(`json-schema-to-typescript emitted unexpected declarations: ${[...found.keys()].join(', ')}`);
  return out;
}

/** The first line of a declaration in the compiler's unformatted output, and its name. */
const DECLARATION_START = /^export (?:interface|type) ([A-Za-z_$][A-Za-z0-9_$]*)\b/;

/**
 * Each declaration of json-schema-to-typescript's unformatted output (`format: false`), without the
 * compiler's own doc comment above it. That output writes every line of a declaration from the first
 * column, members included, and opens each declaration with `export interface` or `export type`,
 * which no member line can start with (a member named so is quoted); a declaration's doc comment is
 * the block right above that line. So the text is cut at those lines; prettier then parses the whole
 * module, and the tests type-check it.
 */
export function declarationTexts(compiled: string): { name: string; text: string }[] {
  const lines = compiled.split('\n');
  const starts: number[] = [];
  lines.forEach((line, index) => {
    if (DECLARATION_START.test(line)) starts.push(index);
  });
  return starts.map((start, index) => {
    let end = index + 1 < starts.length ? starts[index + 1]! : lines.length;
    // The next declaration's doc comment belongs to it: its block ends right above its first line.
    if (index + 1 < starts.length && lines[end - 1] === ' */') {
      while (end > start && !lines[end - 1]!.startsWith('/**')) end--;
      end--;
    }
    const text = lines.slice(start, end).join('\n').trimEnd();
    return { name: DECLARATION_START.exec(lines[start]!)![1]!, text };
  });
}

function operationMaps(model: ProtocolModel): string[] {
  const mapOf = (name: string, part: 'paramsTypeName' | 'resultTypeName', doc: string) =>
    [
      `${docComment(doc)}`,
      `export interface ${name} {`,
      ...model.operations.map((op) => `  ${propertyName(op.name)}: ${op[part]};`),
      '}',
    ].join('\n');
  return [
    mapOf('OperationParamsMap', 'paramsTypeName', 'Params of every operation, by operation name.'),
    mapOf('OperationResultMap', 'resultTypeName', 'Result of every operation, by operation name.'),
    `${docComment('Every operation of the catalog, deferred ones included.')}\nexport type OperationName = keyof OperationParamsMap;`,
    `${docComment('The params an operation takes.')}\nexport type OperationParams<O extends OperationName> = OperationParamsMap[O];`,
    `${docComment('The result an accepted operation returns.')}\nexport type OperationResult<O extends OperationName> = OperationResultMap[O];`,
  ];
}
