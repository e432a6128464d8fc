import CodeBlockWriter from 'code-block-writer';
import type { EmittedFile } from '../host/emitted-file.ts';
import { GENERATED_HEADER } from './emitter.ts';
import { docComment, importText } from './typescript-printer.ts';

/** Text written as it is, or by a function over the module's writer (literals: typescript-printer.ts). */
export type Text = string | ((writer: CodeBlockWriter) => void);

/**
 * One statement of a generated module, as its JavaScript (what dist/ runs) and its declarations
 * (what dist/ types it with): a type is declarations only, a private constant JavaScript only.
 */
export interface ModuleStatement {
  readonly js?: Text;
  readonly dts?: Text;
}

/**
 * A module of the package written as final text, `src/<base>.js` beside `src/<base>.d.ts`, copied
 * into dist/ as they are: no TypeScript source to transpile, so `gen` never loads the compiler for
 * it (issue 19). Both open with the generated header; statements are separated by a blank line,
 * imports (the leading statements that are all imports) by none. Two-space indents, single quotes,
 * one member per line, as every written module of the package.
 */
export function moduleFiles(base: string, statements: readonly ModuleStatement[]): EmittedFile[] {
  return [
    {
      path: `src/${base}.js`,
      content: moduleText(statements.flatMap((statement) => (statement.js === undefined ? [] : [statement.js]))),
    },
    {
      path: `src/${base}.d.ts`,
      content: moduleText(statements.flatMap((statement) => (statement.dts === undefined ? [] : [statement.dts]))),
    },
  ];
}

function moduleText(texts: readonly Text[]): string {
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: true, newLine: '\n' });
  writer.writeLine(GENERATED_HEADER);
  let previousWasImport = true;
  for (const text of texts) {
    const isImport = typeof text === 'string' && text.startsWith('import ');
    if (!(isImport && previousWasImport)) writer.blankLineIfLastNot();
    if (typeof text === 'string') writer.write(text);
    else text(writer);
    writer.newLineIfLastNot();
    previousWasImport = isImport;
  }
  return writer.toString();
}

/** A doc comment above `text`, when there is one. */
const documented =
  (doc: string | undefined, text: Text): Text =>
  (writer) => {
    if (doc !== undefined) writer.writeLine(docComment(doc));
    if (typeof text === 'string') writer.write(text);
    else text(writer);
  };

export interface ImportOptions {
  /** Names the JavaScript uses. */
  readonly values?: readonly string[];
  /** Names the declarations use (a class one extends is both a value and a type here). */
  readonly types?: readonly string[];
  /** `import * as <name>`, in the JavaScript only. */
  readonly namespace?: string;
}

/** The imports from one module: the JavaScript's and the declarations' each name what that side uses. */
export function importFrom(
  moduleSpecifier: string,
  { values = [], types = [], namespace }: ImportOptions,
): ModuleStatement {
  const js =
    namespace !== undefined
      ? `import * as ${namespace} from '${moduleSpecifier}';`
      : values.length > 0
        ? importText(moduleSpecifier, [...values].sort(), false)
        : undefined;
  return {
    ...(js === undefined ? {} : { js }),
    ...(types.length > 0 ? { dts: importText(moduleSpecifier, [...types].sort(), false) } : {}),
  };
}

/** A module's re-exports: the values on both sides, the types (`export type`) in the declarations only. */
export function reexportFrom(
  moduleSpecifier: string,
  values: readonly string[],
  types: readonly string[],
): ModuleStatement[] {
  const valueExport = exportText(moduleSpecifier, values, false);
  return [
    ...(values.length > 0 ? [{ js: valueExport, dts: valueExport }] : []),
    ...(types.length > 0 ? [{ dts: exportText(moduleSpecifier, types, true) }] : []),
  ];
}

function exportText(moduleSpecifier: string, names: readonly string[], typeOnly: boolean): string {
  return importText(moduleSpecifier, names, typeOnly).replace(/^import/, 'export');
}

export interface ConstantOptions {
  readonly name: string;
  readonly doc?: string | undefined;
  /** The declared type; for an `as const` literal, a writer of its literal type (writeConstType). */
  readonly type: Text;
  readonly value: Text;
  /** Private to the module: JavaScript only. */
  readonly local?: boolean;
}

/** `export const name = value;` beside `export declare const name: type;` (a local one: the JavaScript alone). */
export function constant({ name, doc, type, value, local = false }: ConstantOptions): ModuleStatement {
  const js = documented(doc, (writer) => {
    writer.write(`${local ? '' : 'export '}const ${name} = `);
    if (typeof value === 'string') writer.write(value);
    else value(writer);
    writer.write(';');
  });
  if (local) return { js };
  return {
    js,
    dts: documented(doc, (writer) => {
      writer.write(`export declare const ${name}: `);
      if (typeof type === 'string') writer.write(type);
      else type(writer);
      writer.write(';');
    }),
  };
}

/** One declared signature of a function. */
export interface FunctionSignature {
  /** `T`, `O extends OperationName`. */
  readonly typeParameters?: readonly string[];
  readonly parameters: readonly (readonly [name: string, type: string])[];
  readonly returnType: string;
}

export interface FunctionOptions extends FunctionSignature {
  readonly name: string;
  readonly doc?: string;
  /**
   * Signatures declared before the main one, tried first: a narrower type for the arguments a caller
   * can name statically (an operation name), the main signature serving every other.
   */
  readonly overloads?: readonly FunctionSignature[];
  /** The JavaScript body's statements. */
  readonly body: string;
}

/** An exported function: its JavaScript, and its typed declaration (overloads first, one doc comment above them). */
export function exportedFunction({ name, doc, overloads = [], body, ...main }: FunctionOptions): ModuleStatement {
  const declaration = ({ typeParameters = [], parameters, returnType }: FunctionSignature) => {
    const generics = typeParameters.length === 0 ? '' : `<${typeParameters.join(', ')}>`;
    return `export declare function ${name}${generics}(${parameters.map(([parameter, type]) => `${parameter}: ${type}`).join(', ')}): ${returnType};`;
  };
  return {
    js: documented(doc, (writer) => {
      writer
        .write(`export function ${name}(${main.parameters.map(([parameter]) => parameter).join(', ')}) `)
        .block(() => writer.write(body));
    }),
    dts: documented(doc, [...overloads, main].map(declaration).join('\n')),
  };
}

/** An exported type alias (declarations only). */
export function typeAlias(
  name: string,
  type: string,
  doc?: string,
  typeParameters: readonly string[] = [],
): ModuleStatement {
  const generics = typeParameters.length === 0 ? '' : `<${typeParameters.join(', ')}>`;
  return { dts: documented(doc, `export type ${name}${generics} = ${type};`) };
}

export interface InterfaceMember {
  /** As written: a property name (propertyName), or a call signature `(data: unknown): data is T`. */
  readonly member: string;
  readonly type?: string;
  readonly doc?: string;
  readonly readonly?: boolean;
  readonly optional?: boolean;
}

/** An exported interface (declarations only), a member per line. */
export function exportedInterface(
  name: string,
  members: readonly InterfaceMember[],
  doc?: string,
  typeParameters: readonly string[] = [],
): ModuleStatement {
  const generics = typeParameters.length === 0 ? '' : `<${typeParameters.join(', ')}>`;
  return {
    dts: documented(doc, (writer) => {
      writer.write(`export interface ${name}${generics} `).block(() => {
        for (const entry of members) {
          if (entry.doc !== undefined) writer.writeLine(docComment(entry.doc));
          const key = `${entry.readonly === true ? 'readonly ' : ''}${entry.member}${entry.optional === true ? '?' : ''}`;
          writer.writeLine(entry.type === undefined ? `${key};` : `${key}: ${entry.type};`);
        }
      });
    }),
  };
}
