/**
 * slim-standalone.ts edits Ajv's standalone output (error literals become `issue(...)` calls, unread
 * schema constants go). The edited validators must behave exactly as Ajv's own code: same verdict,
 * same errors (same keys, order and text) on every input, valid or not.
 */
import { parse, type Comment, type Node } from 'acorn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileStandalone } from '../../generator/emit/validators/validators-emitter.ts';
import { slimStandalone } from '../../generator/emit/validators/slim-standalone.ts';
import { scanStandalone } from '../../generator/emit/validators/standalone-source.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { typeSchemaId, operationSchemaId } from '../../generator/schema/ajv-compiler.ts';
import { loadStandalone, type StandaloneValidator } from './standalone-module.ts';

const SPECS = ['test/fixtures/specs/minimal', 'test/fixtures/specs/kitchen-sink', 'spec/session-protocol'];

/** Values put in place of each part of an example: every JSON type, edge numbers, long and odd strings. */
const SUBSTITUTES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e9,
  '',
  'x',
  'é😀\ud800',
  'a'.repeat(5000),
  [],
  [1, 'a'],
  {},
  { unknown: 1 },
];

/** The example and every value one change away from it: each part removed, replaced, or given an unknown member. */
function variants(example: unknown, depth = 4): unknown[] {
  const out: unknown[] = [example];
  if (depth === 0 || typeof example !== 'object' || example === null) return out;
  if (Array.isArray(example)) {
    out.push([], [...example, example[0] ?? null]);
    example.forEach((item, index) => {
      for (const inner of [...SUBSTITUTES, ...variants(item, depth - 1).slice(1)])
        out.push(example.map((x, i) => (i === index ? inner : x)));
    });
    return out;
  }
  const record = example as Record<string, unknown>;
  out.push({ ...record, zzUnknown: 1 });
  for (const key of Object.keys(record)) {
    const { [key]: _removed, ...rest } = record;
    out.push(rest);
    for (const inner of [...SUBSTITUTES, ...variants(record[key], depth - 1).slice(1)])
      out.push({ ...record, [key]: inner });
  }
  return out;
}

/** Each validator's own examples (a type's `examples`, an operation's params and results), by schema $id. */
function examplesById(model: ProtocolModel): Map<string, unknown[]> {
  const byId = new Map<string, unknown[]>();
  for (const type of model.types)
    byId.set(typeSchemaId(type.name), [...((type.schema as { examples?: unknown[] }).examples ?? [])]);
  for (const op of model.operations) {
    byId.set(
      operationSchemaId(op.name, 'params'),
      op.examples.map((example) => example.params),
    );
    byId.set(
      operationSchemaId(op.name, 'result'),
      op.examples.map((example) => example.result),
    );
  }
  return byId;
}

function outcome(validate: StandaloneValidator, value: unknown): string {
  const valid = validate(value);
  return JSON.stringify({ valid, errors: validate.errors });
}

describe.each(SPECS)('slimmed validators of %s', (spec) => {
  it("give the same verdict and the same errors as Ajv's own standalone code", async () => {
    const { value: model } = await loadModel(nodeFileSystem, spec);
    const { code, exportedAs } = compileStandalone(model!);
    const slim = slimStandalone(code);
    const ajvOwn = loadStandalone(code);
    const slimmed = loadStandalone(slim.code);
    const examples = examplesById(model!);
    const everyExample = [...examples.values()].flat();
    const random = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: 20261130, numRuns: 40 });
    let invalid = 0;
    for (const [id, name] of exportedAs) {
      const inputs = [...(examples.get(id) ?? []).flatMap((example) => variants(example)), ...everyExample, ...random];
      for (const input of inputs) {
        const expected = outcome(ajvOwn[name]!, input);
        expect(outcome(slimmed[name]!, input), `${name} on ${JSON.stringify(input).slice(0, 200)}`).toBe(expected);
        if (expected.startsWith('{"valid":false')) invalid++;
      }
    }
    expect(invalid).toBeGreaterThan(100);
  });

  it('replace most error literals by calls and keep only the schema constants code reads', async () => {
    const { value: model } = await loadModel(nodeFileSystem, spec);
    const { code } = compileStandalone(model!);
    const slim = slimStandalone(code);
    const calls = slim.code.match(/\bissue\(/g)?.length ?? 0;
    const literals = slim.code.match(/\bmessage:/g)?.length ?? 0;
    // Literals stay in validators small enough for V8 to inline, and where issue() cannot rebuild the message.
    expect(calls).toBeGreaterThan(literals);
    expect(slim.keptErrorLiterals).toBeLessThan(calls / 20);
    for (const [, name] of slim.code.matchAll(/^const (schema\d+) = /gm))
      expect(slim.code.match(new RegExp(`\\b${name}\\b`, 'g'))!.length).toBeGreaterThan(1);
    expect(slim.code.length).toBeLessThan(code.length * 0.9);
  });
});

/** What a syntax tree of the whole code says the scan should find: the slower reading the scan replaced. */
function fromSyntaxTree(code: string) {
  const comments: Comment[] = [];
  const program = parse(code, { ecmaVersion: 2022, sourceType: 'module', onComment: comments });
  const functions = program.body.flatMap((statement) => {
    if (statement.type !== 'FunctionDeclaration') return [];
    const first = statement.body.body[0];
    const comment = comments.find(
      (entry) => entry.start > statement.body.start && (first === undefined || entry.end <= first.start),
    );
    return [
      {
        name: statement.id.name,
        start: statement.start,
        end: statement.end,
        schemaId: comment === undefined ? undefined : /^# sourceURL="([^"]*)" $/.exec(comment.value)?.[1],
      },
    ];
  });
  const schemaConstants = program.body.flatMap((statement) => {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const' || statement.declarations.length !== 1)
      return [];
    const [declaration] = statement.declarations;
    if (declaration!.id.type !== 'Identifier' || !/^schema\d+$/.test(declaration!.id.name) || !declaration!.init)
      return [];
    return [{ name: declaration!.id.name, start: statement.start, initializer: declaration!.init.start }];
  });
  const errorLiteralStarts: number[] = [];
  const schemaMentions = new Map<string, number>();
  const visit = (node: Node): void => {
    if (node.type === 'ObjectExpression') {
      const first = (node as unknown as { properties: { type: string; key?: { type: string; name?: string } }[] })
        .properties[0];
      if (first?.type === 'Property' && first.key?.type === 'Identifier' && first.key.name === 'instancePath')
        errorLiteralStarts.push(node.start);
    }
    if (node.type === 'Identifier' && /^schema\d+$/.test((node as unknown as { name: string }).name)) {
      const { name } = node as unknown as { name: string };
      schemaMentions.set(name, (schemaMentions.get(name) ?? 0) + 1);
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value])
        if (typeof child === 'object' && child !== null && typeof (child as Node).type === 'string')
          visit(child as Node);
    }
  };
  visit(program);
  return { functions, schemaConstants, errorLiteralStarts: errorLiteralStarts.sort((a, b) => a - b), schemaMentions };
}

describe("the one-pass scan of Ajv's output (standalone-source.ts)", () => {
  it('rule: it finds exactly what a syntax tree of the whole code has: functions, schema constants, error literals, schema mentions', async () => {
    for (const spec of SPECS) {
      const { value: model } = await loadModel(nodeFileSystem, spec);
      const { code } = compileStandalone(model!);
      const { functions, schemaConstants, errorLiteralStarts, schemaMentions } = scanStandalone(code);
      const expected = fromSyntaxTree(code);
      expect(functions.length, spec).toBeGreaterThan(5);
      expect(errorLiteralStarts.length, spec).toBeGreaterThan(20);
      expect({ functions, schemaConstants, errorLiteralStarts, schemaMentions }, spec).toEqual(expected);
    }
  });

  it('rule: code inside strings, comments and regular expressions is not code', () => {
    const code = [
      'const schema1 = {"a":"{instancePath, schema2 }"};',
      'const pattern0 = /[{]instancePath/u;',
      '/* {instancePath schema3 */',
      'function validate0(data, {instancePath=""}={}){',
      'return {instancePath,schemaPath:"#/x",keyword:"x",params:{},message:"{instancePath"};',
      '}',
      '',
    ].join('\n');
    const scan = scanStandalone(code);
    expect(scan.errorLiteralStarts).toEqual([code.indexOf('return {') + 'return '.length]);
    expect([...scan.schemaMentions]).toEqual([['schema1', 1]]);
    expect(scan.functions.map((fn) => fn.name)).toEqual(['validate0']);
  });

  it('rule: code whose brackets do not balance is refused, never cut somewhere', () => {
    for (const code of ['const a = [1;\n', 'function f() {\n', 'const a = 1);\n'])
      expect(() => scanStandalone(code), code).toThrow();
  });
});

describe("slimmed validators of schemas that use the rewrite's own names", () => {
  it('are unaffected by properties named issue, message or instancePath', async () => {
    const { createAjv } = await import('../../generator/schema/ajv-compiler.ts');
    const standaloneCode = (await import('ajv/dist/standalone/index.js')).default;
    const ajv = createAjv({ standalone: true, allErrors: false });
    const properties = Object.fromEntries(
      ['issue', 'message', 'instancePath', 'keyword'].map((name) => [
        name,
        { type: 'string', maxLength: 2, enum: ['a', 'issue'] },
      ]),
    );
    ajv.addSchema({
      $id: 'felan:types/Names',
      type: 'object',
      additionalProperties: false,
      required: ['issue'],
      properties,
      oneOf: [{ required: ['message'] }, { required: ['keyword'] }],
    });
    const code = standaloneCode.default(ajv, { validateNames: 'felan:types/Names' });
    const ajvOwn = loadStandalone(code).validateNames!;
    const slim = slimStandalone(code);
    expect(slim.code).toMatch(/\bissue\(/);
    const slimmed = loadStandalone(slim.code).validateNames!;
    const inputs = [
      {},
      { issue: 'a', message: 'a' },
      { issue: 'issue', keyword: 'x' },
      { issue: 1 },
      { issue: 'a', message: 'a', keyword: 'a' },
      { issue: 'a', other: 1 },
      'issue',
    ];
    for (const input of inputs) expect(outcome(slimmed, input)).toBe(outcome(ajvOwn, input));
  });
});
