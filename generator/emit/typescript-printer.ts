import CodeBlockWriter from 'code-block-writer';
import { GENERATED_HEADER } from './emitter.ts';

/** The longest import written on one line; a longer one lists a name per line, as prettier would. */
const IMPORT_WIDTH = 120;

/** An import of named bindings (each `name`, `type name` or `name as alias`): one line when it fits, else a name per line. */
export function importText(moduleSpecifier: string, names: readonly string[], typeOnly: boolean): string {
  const opening = `import ${typeOnly ? 'type ' : ''}{`;
  const closing = `} from ${stringLiteral(moduleSpecifier)};`;
  const oneLine = `${opening} ${names.join(', ')} ${closing}`;
  return oneLine.length <= IMPORT_WIDTH ? oneLine : [opening, ...names.map((name) => `  ${name},`), closing].join('\n');
}

/**
 * A module written straight to text (two-space indents, single quotes): for modules of data, which
 * need no structure and no parse (the schemas of 2,000 operations made a source file of megabytes
 * only to read its text back).
 */
export function writeModule(write: (writer: CodeBlockWriter) => void): string {
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: true, newLine: '\n' });
  writer.writeLine(GENERATED_HEADER);
  write(writer);
  return writer.toString();
}

/** Spec prose as doc comment text: escaped, and wrapped at `width` columns on word boundaries. */
export function docText(text: string, width = 100): string {
  return escapeDoc(text)
    .split('\n')
    .map((line) => wrapLine(line, width))
    .join('\n');
}

function wrapLine(line: string, width: number): string {
  const words = line.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  lines.push(current);
  return lines.join('\n');
}

/** An expression to write as it is, inside a literal built by writeLiteral/writeObject. */
export class Code {
  constructor(readonly text: string) {}
}

/** A call expression whose arguments are written like any other literal value. */
export class Call {
  constructor(
    readonly callee: string,
    readonly args: readonly unknown[],
  ) {}
}

/** An object literal given as documented properties, to write inside another literal. */
export class Table {
  constructor(readonly properties: readonly LiteralProperty[]) {}
}

/** Writes a JSON-compatible value as a TypeScript literal (single-quoted strings, bare keys where legal). */
export function writeLiteral(writer: CodeBlockWriter, value: unknown): void {
  if (value instanceof Code) {
    writer.write(value.text);
  } else if (value instanceof Table) {
    writeObject(writer, value.properties);
  } else if (value instanceof Call) {
    writer.write(`${value.callee}(`);
    value.args.forEach((arg, index) => {
      if (index > 0) writer.write(', ');
      writeLiteral(writer, arg);
    });
    writer.write(')');
  } else if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    writer.write(String(value));
  } else if (typeof value === 'string') {
    writer.write(stringLiteral(value));
  } else if (Array.isArray(value)) {
    writer.write('[');
    value.forEach((item, index) => {
      if (index > 0) writer.write(', ');
      writeLiteral(writer, item);
    });
    writer.write(']');
  } else if (typeof value === 'object') {
    writeObject(writer, Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ key, value: item })));
  } else {
    throw new TypeError(`writeLiteral: ${typeof value} is not JSON`);
  }
}

export interface LiteralProperty {
  readonly key: string;
  readonly value: unknown;
  /** A doc comment written above the property. */
  readonly doc?: string | undefined;
}

/** An object literal, one property per line, each optionally documented. */
export function writeObject(writer: CodeBlockWriter, properties: readonly LiteralProperty[]): void {
  if (properties.length === 0) {
    writer.write('{}');
    return;
  }
  writer.inlineBlock(() => {
    for (const property of properties) {
      if (property.doc !== undefined) writeDocComment(writer, property.doc);
      writePropertyKey(writer, property.key);
      writer.write(': ');
      writeLiteral(writer, property.value);
      writer.write(',').newLine();
    }
  });
}

/**
 * The type TypeScript gives a JSON-compatible literal `as const`: literal types, `readonly` tuples,
 * objects of `readonly` members (a Table's members keep their doc comments), as the declarations of
 * an `as const` constant say it.
 */
export function writeConstType(writer: CodeBlockWriter, value: unknown): void {
  if (value instanceof Table) {
    writeConstObjectType(writer, value.properties);
  } else if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    writer.write(String(value));
  } else if (typeof value === 'string') {
    writer.write(stringLiteral(value));
  } else if (Array.isArray(value)) {
    writer.write('readonly [');
    value.forEach((item, index) => {
      if (index > 0) writer.write(', ');
      writeConstType(writer, item);
    });
    writer.write(']');
  } else if (typeof value === 'object') {
    writeConstObjectType(writer, Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ key, value: item })));
  } else {
    throw new TypeError(`writeConstType: ${typeof value} is not JSON`);
  }
}

function writeConstObjectType(writer: CodeBlockWriter, properties: readonly LiteralProperty[]): void {
  if (properties.length === 0) {
    writer.write('{}');
    return;
  }
  writer.inlineBlock(() => {
    for (const property of properties) {
      if (property.doc !== undefined) writeDocComment(writer, property.doc);
      writer.write(`readonly ${propertyName(property.key)}: `);
      writeConstType(writer, property.value);
      writer.write(';').newLine();
    }
  });
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A string as a single-quoted TypeScript literal that reads back as exactly that string: JSON's
 * escapes (control characters, backslashes, lone surrogates) and an escaped quote. The writer's own
 * `quote` ends a line with a backslash-newline, which the formatter then rejects.
 */
export function stringLiteral(value: string): string {
  return `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** An object literal's key: `__proto__` only computed, since `{'__proto__': x}` sets the prototype instead of a property. */
export function writePropertyKey(writer: CodeBlockWriter, key: string): void {
  if (key === '__proto__') writer.write(`[${stringLiteral(key)}]`);
  else if (IDENTIFIER.test(key)) writer.write(key);
  else writer.write(stringLiteral(key));
}

/** A property name as TypeScript source: bare when it is an identifier, else a quoted string. */
export function propertyName(key: string): string {
  return IDENTIFIER.test(key) ? key : stringLiteral(key);
}

export function writeDocComment(writer: CodeBlockWriter, text: string): void {
  for (const line of docComment(text).split('\n')) writer.writeLine(line);
}

/** Spec prose as a doc comment, escaped and wrapped (docText): one line when it fits, else a block. */
export function docComment(text: string): string {
  const lines = docText(text).split('\n');
  return lines.length === 1 ? `/** ${lines[0]} */` : ['/**', ...lines.map((line) => (line === '' ? ' *' : ` * ${line}`)), ' */'].join('\n');
}

/** Text from the spec must not be able to end a doc comment early. */
export function escapeDoc(text: string): string {
  return text.replace(/\*\//g, '*\\/');
}
