import type { JsonSchema } from '../../load/spec-document.ts';
import type { FramingModel, ProtocolModel } from '../../model/protocol-model.ts';
import { taggedUnion } from '../boundary/strip-plan.ts';
import { createReaderCompiler } from './compile-readers.ts';
import { Unsupported } from './unsupported.ts';

/**
 * What src/readers.js holds: its code, and which schemas have a reader (the rest keep the slow path).
 * Each reader is exported on its own (readerName), so a bundle keeps only the ones it calls.
 */
export interface ReadersModule {
  readonly code: string;
  /** The exported names, each a Reader (readers.d.ts). */
  readonly exported: readonly string[];
  readonly types: ReadonlySet<string>;
  readonly params: ReadonlySet<string>;
  readonly results: ReadonlySet<string>;
  /** Whether the request and response frames read params / results through the operation's reader (their slots were found). */
  readonly frames: boolean;
  /** Whether the framing's command type (framing.request.command) reads its params through the operation's reader. */
  readonly command: boolean;
  /** The part checks the readers call (imported by readers-file.ts). */
  readonly checks: ReadonlySet<string>;
}

/**
 * The export of the reader of a named type (`readSessionId`), or of an operation's params or result
 * by its type name (`readConfigSetParams`): generated names never take declared ones, so these never meet.
 */
export function readerName(typeName: string): string {
  return `read${typeName}`;
}

const OPEN_OBJECT_KEYWORDS = new Set(['type', 'additionalProperties', 'description', '$comment', 'examples']);

/** `{type: object, additionalProperties: true}`: a frame's stand-in for an operation's params or result. */
const isOpenObject = (schema: JsonSchema | undefined): schema is JsonSchema =>
  schema !== undefined &&
  schema.type === 'object' &&
  schema.additionalProperties === true &&
  Object.keys(schema).every((keyword) => OPEN_OBJECT_KEYWORDS.has(keyword));

const property = (schema: JsonSchema | undefined, name: string) =>
  (schema?.properties as Record<string, JsonSchema> | undefined)?.[name];

/** The command type's params member (framing.request.command), when it is an open object the operation's reader can read. */
function commandSlot(
  framing: FramingModel | undefined,
  types: ReadonlyMap<string, JsonSchema>,
): JsonSchema | undefined {
  const command = framing?.request.command;
  if (command === undefined) return undefined;
  const params = property(types.get(command), framing!.request.params);
  return isOpenObject(params) ? params : undefined;
}

/**
 * The framing's open slots: the request type's params member and the result member of the response
 * branch that carries one (by framing.response.result), read with the operation's own reader.
 */
function frameSlots(
  framing: FramingModel | undefined,
  types: ReadonlyMap<string, JsonSchema>,
): Set<JsonSchema> | undefined {
  if (framing === undefined) return undefined;
  const params = property(types.get(framing.request.type), framing.request.params);
  const response = types.get(framing.response.type);
  const union = (response?.oneOf ?? response?.anyOf) as JsonSchema[] | undefined;
  const branches = union === undefined ? undefined : taggedUnion(union, types);
  const field = framing.response.result.field;
  const results = (branches?.tagged ?? [])
    .map((branch) => property(branch.schema, field))
    .filter((result) => result !== undefined);
  if (!isOpenObject(params) || branches === undefined || results.length !== 1 || !isOpenObject(results[0]))
    return undefined;
  return new Set([params, results[0]]);
}

/**
 * Compiles a reader for every named type and every operation's params and result that the compiler
 * can mirror exactly. A type that fails takes every type and operation that uses it down with it;
 * rounds repeat until one compiles with no failure, so the emitted code holds no half-built reader.
 */
export function compileReaders(model: ProtocolModel, maxDepth: number): ReadersModule {
  const types = new Map(model.types.map((type) => [type.name, type.schema]));
  const operations = new Map(model.operations.map((op) => [op.name, op]));
  const frameSlotSet = frameSlots(model.framing, types);
  const command = commandSlot(model.framing, types);
  const slots =
    frameSlotSet === undefined && command === undefined
      ? undefined
      : new Set([...(frameSlotSet ?? []), ...(command === undefined ? [] : [command])]);
  const failedTypes = new Set<string>();
  const failedEntries = new Set<string>();
  for (;;) {
    const compiler = createReaderCompiler(types, maxDepth, slots ?? new Set(), failedTypes);
    const lines: string[] = [];
    const done = { types: new Set<string>(), params: new Set<string>(), results: new Set<string>() };
    let clean = true;
    const attempt = (key: string, compile: () => string): string | undefined => {
      if (failedEntries.has(key)) return undefined;
      try {
        return compile();
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        failedEntries.add(key);
        clean = false;
        return undefined;
      }
    };
    const exported: string[] = [];
    const table = (entries: [string, string | undefined][], into: Set<string>, name: (key: string) => string) => {
      const kept = entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
      for (const [key] of kept) into.add(key);
      exported.push(...kept.map(([key]) => name(key)));
      // Typed by readers.d.ts (readersDeclarations).
      if (kept.length > 0) lines.push(`export { ${kept.map(([key, fn]) => `${fn} as ${name(key)}`).join(', ')} };`);
    };
    const names = [...types.keys()].sort();
    const typeEntries = names.map((name): [string, string | undefined] => [
      name,
      failedTypes.has(name) ? undefined : attempt(`type:${name}`, () => compiler.named(name)),
    ]);
    const params = model.operations.map((op): [string, string | undefined] => [
      op.name,
      attempt(`params:${op.name}`, () => compiler.inline(op.params)),
    ]);
    const results = model.operations.map((op): [string, string | undefined] => [
      op.name,
      attempt(`result:${op.name}`, () => compiler.inline(op.result)),
    ]);
    for (const name of compiler.newlyFailed) failedTypes.add(name);
    if (!clean || compiler.newlyFailed.size > 0) continue;
    table(typeEntries, done.types, (type) => readerName(type));
    table(params, done.params, (name) => readerName(operations.get(name)!.paramsTypeName));
    table(results, done.results, (name) => readerName(operations.get(name)!.resultTypeName));
    const framing = model.framing;
    const frames =
      frameSlotSet !== undefined &&
      framing !== undefined &&
      done.types.has(framing.request.type) &&
      done.types.has(framing.response.type);
    const commandRead = command !== undefined && done.types.has(framing!.request.command!);
    return {
      code: [compiler.source(), ...lines].join('\n'),
      exported,
      ...done,
      frames,
      command: commandRead,
      checks: compiler.checks,
    };
  }
}
