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

export interface LiteralProperty {
  readonly key: string;
  readonly value: unknown;
  /** A doc comment written above the property. */
  readonly doc?: string | undefined;
}

/** How writeJson writes a value: as a literal, or as the type TypeScript gives that literal `as const`. */
interface JsonForm {
  readonly name: string;
  /** Code and Call values are expressions: only a literal holds them. */
  readonly expressions: boolean;
  readonly arrayOpen: string;
  writeKey(writer: CodeBlockWriter, key: string): void;
  readonly memberEnd: string;
}

const LITERAL: JsonForm = {
  name: 'writeLiteral',
  expressions: true,
  arrayOpen: '[',
  writeKey: (writer, key) => {
    writePropertyKey(writer, key);
    writer.write(': ');
  },
  memberEnd: ',',
};

const CONST_TYPE: JsonForm = {
  name: 'writeConstType',
  expressions: false,
  arrayOpen: 'readonly [',
  writeKey: (writer, key) => writer.write(`readonly ${propertyName(key)}: `),
  memberEnd: ';',
};

/** Writes a JSON-compatible value as a TypeScript literal (single-quoted strings, bare keys where legal). */
export function writeLiteral(writer: CodeBlockWriter, value: unknown): void {
  writeJson(writer, value, LITERAL);
}

/**
 * The type TypeScript gives a JSON-compatible literal `as const`: literal types, `readonly` tuples,
 * objects of `readonly` members (a Table's members keep their doc comments), as the declarations of
 * an `as const` constant say it.
 */
export function writeConstType(writer: CodeBlockWriter, value: unknown): void {
  writeJson(writer, value, CONST_TYPE);
}

/** An object literal, one property per line, each optionally documented. */
export function writeObject(writer: CodeBlockWriter, properties: readonly LiteralProperty[]): void {
  writeMembers(writer, properties, LITERAL);
}

function writeJson(writer: CodeBlockWriter, value: unknown, form: JsonForm): void {
  if (form.expressions && value instanceof Code) {
    writer.write(value.text);
  } else if (form.expressions && value instanceof Call) {
    writer.write(`${value.callee}(`);
    writeItems(writer, value.args, form);
    writer.write(')');
  } else if (value instanceof Table) {
    writeMembers(writer, value.properties, form);
  } else if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    writer.write(String(value));
  } else if (typeof value === 'string') {
    writer.write(stringLiteral(value));
  } else if (Array.isArray(value)) {
    writer.write(form.arrayOpen);
    writeItems(writer, value, form);
    writer.write(']');
  } else if (typeof value === 'object' && value !== null && !(value instanceof Code) && !(value instanceof Call)) {
    writeMembers(
      writer,
      Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ key, value: item })),
      form,
    );
  } else {
    throw new TypeError(
      `${form.name}: ${value instanceof Code || value instanceof Call ? 'code' : typeof value} is not JSON`,
    );
  }
}

function writeItems(writer: CodeBlockWriter, items: readonly unknown[], form: JsonForm): void {
  items.forEach((item, index) => {
    if (index > 0) writer.write(', ');
    writeJson(writer, item, form);
  });
}

/** An object's members, one per line, each optionally documented. */
function writeMembers(writer: CodeBlockWriter, properties: readonly LiteralProperty[], form: JsonForm): void {
  if (properties.length === 0) {
    writer.write('{}');
    return;
  }
  writer.inlineBlock(() => {
    for (const property of properties) {
      if (property.doc !== undefined) writeDocComment(writer, property.doc);
      form.writeKey(writer, property.key);
      writeJson(writer, property.value, form);
      writer.write(form.memberEnd).newLine();
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
  return lines.length === 1
    ? `/** ${lines[0]} */`
    : ['/**', ...lines.map((line) => (line === '' ? ' *' : ` * ${line}`)), ' */'].join('\n');
}

/** Text from the spec must not be able to end a doc comment early. */
export function escapeDoc(text: string): string {
  return text.replace(/\*\//g, '*\\/');
}
