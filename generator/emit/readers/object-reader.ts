import type { JsonSchema } from '../../load/spec-document.ts';
import type { ReaderContext } from './reader-context.ts';
import { scalarTest } from './scalar-test.ts';
import { Unsupported } from './unsupported.ts';

const OBJECT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'maxProperties',
  'minProperties',
  'propertyNames',
]);

/**
 * An object read member by member: a declared one by its own reader, any other as
 * `additionalProperties` says (refused, kept, read by its schema, or read as plain JSON and dropped).
 * A part of a whole that only checks (ReaderContext.checkOnly) builds no output.
 */
export function objectBody(cx: ReaderContext, schema: JsonSchema, keywords: readonly string[]): string {
  const unknown = keywords.filter((keyword) => !OBJECT_KEYWORDS.has(keyword));
  if (unknown.length > 0) throw new Unsupported(`object keywords ${unknown.join(', ')}`);
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const name of required)
    if (!(name in properties)) throw new Unsupported(`required ${name} without a declaration`);
  const only = cx.checkOnly.has(schema);
  // The output starts as the input itself (ownObject), or as a fresh object for one of null prototype.
  // A part that only checks gives up on an object of null prototype: the whole returns the value as it is.
  const start = only
    ? [`  if (ownObject(v) !== v) return notContainer(v, "object");`]
    : [`  let o = ownObject(v);`, `  if (o === FAIL) return notContainer(v, "object");`];
  const lines = [
    `  if (d >= ${cx.maxDepth}) return FAIL;`,
    ...start,
    `  const k = Object.keys(v);`,
    `  if (!spendBytes(5 * k.length)) return FAIL;`,
  ];
  if (schema.maxProperties !== undefined)
    lines.push(
      `  if (k.length > ${Number(schema.maxProperties)}) return fail("maxProperties", {limit: ${Number(schema.maxProperties)}});`,
    );
  if (schema.minProperties !== undefined)
    lines.push(
      `  if (k.length < ${Number(schema.minProperties)}) return fail("minProperties", {limit: ${Number(schema.minProperties)}});`,
    );
  const names =
    schema.propertyNames === undefined
      ? undefined
      : scalarTest({ type: 'string', ...(schema.propertyNames as JsonSchema) }, 'n', cx.constant, cx.types);
  // The output is the input itself until a member is dropped or read as another value; from then on
  // a fresh object (headOf: the members before it, as they are), which takes every later member.
  lines.push(
    `  let q = 0;`,
    `  for (let i = 0; i < k.length; i++) {`,
    `    const n = k[i];`,
    `    const p = gopd(v, n);`,
  );
  lines.push(`    if (p === undefined || !('value' in p) || n === '__proto__' || !spendBytes(n.length)) return FAIL;`);
  if (names !== undefined) lines.push(`    if (!(${names})) return fail("propertyNames", {propertyName: n});`);
  lines.push(`    const y = p.value;`, `    let x;`, `    switch (n) {`);
  for (const [name, sub] of Object.entries(properties)) {
    const fn = cx.reader(sub);
    lines.push(`      case ${JSON.stringify(name)}:`);
    lines.push(`        x = ${cx.call(fn, sub, 'y', 'd + 1')};`);
    lines.push(`        if (x === FAIL) return at(n);`);
    if (required.has(name)) lines.push(`        q++;`);
    lines.push(`        break;`);
  }
  lines.push(`      default:`);
  const additional = schema.additionalProperties;
  if (additional === false) lines.push(`        return fail("additionalProperties", {additionalProperty: n});`);
  else if (additional === true)
    lines.push(
      `        x = readJson(y, d + 1, ${cx.maxDepth});`,
      `        if (x === FAIL) return FAIL;`,
      `        break;`,
    );
  else if (additional === undefined && only && cx.othersRead.has(schema)) lines.push(`        continue;`);
  else if (additional === undefined) {
    lines.push(
      `        if (readJson(y, d + 1, ${cx.maxDepth}) === FAIL) return FAIL;`,
      ...(only ? [] : [`        if (o === v) o = headOf(v, k, i);`]),
      `        continue;`,
    );
  } else {
    const sub = additional as JsonSchema;
    lines.push(
      `        x = ${cx.call(cx.reader(sub), sub, 'y', 'd + 1')};`,
      `        if (x === FAIL) return at(n);`,
      `        break;`,
    );
  }
  lines.push(
    `    }`,
    ...(only ? [] : [`    if (o !== v) o[n] = x;`, `    else if (x !== y) (o = headOf(v, k, i))[n] = x;`]),
    `  }`,
  );
  const out = only ? 'v' : 'o';
  // A required member missing fails as the first of `required` the value lacks (the members read were all there).
  lines.push(
    required.size > 0
      ? `  return q === ${required.size} ? ${out} : missing(k, ${cx.constant(JSON.stringify([...required]))});`
      : `  return ${out};`,
  );
  return lines.join('\n');
}
