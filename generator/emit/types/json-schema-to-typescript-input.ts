import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { mapSchema, refTarget } from '../../schema/type-refs.ts';
import { WRITTEN_BOUNDS } from '../../schema/written-bounds.ts';

export const ROOT_NAME = 'FelanProtocolRoot';

/** A named schema that is nothing but a reference: emitted as `type A = B`, not handed to the compiler. */
export const aliasTarget = (schema: JsonSchema) => refTarget(schema.$ref);

export interface NamedSchema {
  readonly name: string;
  readonly description?: string;
  readonly schema: JsonSchema;
}

/** Every named schema of the package: the spec's types, then each operation's params and result. */
export function namedSchemas(model: ProtocolModel): NamedSchema[] {
  const withDescription = (name: string, schema: JsonSchema, fallback?: string): NamedSchema => {
    const description = withDeprecation(typeof schema.description === 'string' ? schema.description : fallback, schema);
    return description === undefined ? { name, schema } : { name, schema, description };
  };
  return [
    ...model.types.map((type) => withDescription(type.name, type.schema)),
    ...model.operations.flatMap((op) => [
      withDescription(op.paramsTypeName, op.params, `Params of the \`${op.name}\` operation.`),
      withDescription(op.resultTypeName, op.result, `Result of the \`${op.name}\` operation.`),
    ]),
    ...model.interactions.flatMap((catalog) =>
      catalog.commands.map((command) =>
        withDescription(command.typeName, command.parseSchema, commandTypeDescription(catalog.name, command)),
      ),
    ),
  ];
}

/**
 * A doc comment's text with the `@deprecated` tag a deprecated schema gets, after the description
 * (JSDoc reads text after a tag as the tag's), saying from which version it may be removed when
 * the schema has a `sunset`.
 */
function withDeprecation(description: string | undefined, schema: JsonSchema): string | undefined {
  if (schema.deprecated !== true) return description;
  const tag =
    typeof schema.sunset === 'string' ? `@deprecated May be removed from version ${schema.sunset}.` : '@deprecated';
  return description === undefined ? tag : `${description}\n\n${tag}`;
}

/**
 * A member's deprecation as our own tag in its description, in place of the compiler's bare
 * `@deprecated`, which it writes above the description and which cannot say a sunset.
 */
function deprecationInDescription(node: JsonSchema): JsonSchema {
  if (node.deprecated !== true) return node;
  const { deprecated: _deprecated, ...rest } = node;
  return {
    ...rest,
    description: withDeprecation(typeof node.description === 'string' ? node.description : undefined, node),
  };
}

/**
 * One root schema holding every non-alias named schema under $defs (compiled with
 * unreachableDefinitions, so each is declared exactly once under its own name). Every reference
 * becomes a `tsType` naming the type, so the compiler never inlines, merges or renames a named type
 * (aliases keep their own names too), and a reference keeps its description.
 */
export function compilerInput(named: readonly NamedSchema[]): {
  readonly schema: JsonSchema;
  readonly restoreNames: (compiled: string) => string;
} {
  const masks = propertyNameMasks();
  const defs: Record<string, JsonSchema> = {};
  // The compiler rewrites a definition's name into its own idea of a safe one (Sha256hash becomes
  // Sha256Hash): each is handed over as a numbered identifier it keeps, and renamed back.
  const typeNames: string[] = [];
  for (const entry of [...named].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (aliasTarget(entry.schema) !== undefined) continue;
    defs[`FelanMaskedType${typeNames.push(entry.name) - 1}End`] = mapSchema(entry.schema, (node) =>
      typeScriptHints(masks.mask(node)),
    );
  }
  const restoreNames = (compiled: string) =>
    masks.restore(compiled).replace(/\bFelanMaskedType(\d+)End\b/g, (_, index: string) => typeNames[Number(index)]!);
  return {
    schema: { title: ROOT_NAME, type: 'object', additionalProperties: false, properties: {}, $defs: defs },
    restoreNames,
  };
}

/**
 * Property names the compiler cannot take as they are: a name Object.prototype has (it reads
 * `schema.hasOwnProperty` and `constructor` off its own maps) or one with characters outside
 * printable ASCII, quotes or backslashes (it prints names unescaped, so a newline ends the literal).
 * Each is replaced by an identifier for the compiler and written back into its output as a string
 * literal, which TypeScript reads as exactly that name.
 */
function propertyNameMasks() {
  const names: string[] = [];
  const masked = (name: string) => {
    if (!(name in Object.prototype) && /^[\x20-\x7e]*$/.test(name) && !/['"\\]/.test(name)) return name;
    let index = names.indexOf(name);
    if (index < 0) index = names.push(name) - 1;
    return `felanMaskedProperty${index}`;
  };
  return {
    mask(node: JsonSchema): JsonSchema {
      if (typeof node.properties !== 'object' || node.properties === null) return node;
      const properties = Object.fromEntries(Object.entries(node.properties).map(([name, sub]) => [masked(name), sub]));
      const required = Array.isArray(node.required) ? { required: (node.required as string[]).map(masked) } : {};
      return { ...node, properties, ...required };
    },
    restore: (compiled: string) =>
      compiled.replace(/\bfelanMaskedProperty(\d+)\b/g, (_, index: string) => JSON.stringify(names[Number(index)])),
  };
}

function typeScriptHints(written: JsonSchema): JsonSchema {
  const original = deprecationInDescription(written);
  const target = refTarget(original.$ref);
  if (target !== undefined) {
    const { $ref: _ref, title: _title, ...rest } = original;
    return { ...rest, tsType: target };
  }
  const node = typeExpressible(original);
  if (node.tsType !== undefined) return node;
  const distributed = distributeRequiredBranches(node);
  if (distributed !== node) return distributed;
  // A closed object with nothing declared, such as an empty result `{}`: TypeScript's `{}` would accept any value.
  const declaresNothing = ['properties', 'additionalProperties', 'oneOf', 'anyOf', 'allOf'].every(
    (keyword) => node[keyword] === undefined,
  );
  if (node.type === 'object' && declaresNothing) return { ...node, tsType: 'Record<string, never>' };
  return node;
}

/** Keywords that never change which values are valid. */
const ANNOTATION_KEYWORDS = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'sunset',
  'requires',
  'direction',
  WRITTEN_BOUNDS,
]);

/** Whether a (mapped) schema admits every value: no keyword but annotations. */
const admitsAll = (schema: JsonSchema) =>
  schema.tsType === undefined && Object.keys(schema).every((keyword) => ANNOTATION_KEYWORDS.has(keyword));

/**
 * Annotations holding data or a name the compiler would misread: a title names a type after it,
 * examples and defaults may hold `$ref` members, and writtenBounds holds objects keyed by keywords.
 */
const DATA_ANNOTATIONS = ['title', 'examples', 'default', WRITTEN_BOUNDS];

/** The TypeScript literal type of one JSON value. */
function literalType(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literalType).join(', ')}]`;
  if (typeof value === 'object' && value !== null)
    return `{ ${Object.entries(value)
      .map(([key, member]) => `${JSON.stringify(key)}: ${literalType(member)}`)
      .join('; ')} }`;
  return JSON.stringify(value);
}

/** Keywords a TypeScript type cannot follow (a negation, a condition, a count of matching items): left out of its input. */
const UNTYPABLE_KEYWORDS = [
  'not',
  'if',
  'then',
  'else',
  'contains',
  'minContains',
  'maxContains',
  'dependentSchemas',
  'dependentRequired',
];

/**
 * A schema as json-schema-to-typescript can type it, meaning the same or more:
 * - `title`, `examples` and `default` are dropped (the compiler would name a type after a title, and
 *   read a `$ref` member of data as a reference); so are enum and const values it would misread
 *   the same way: an enum holding objects or arrays is typed here, as a union of literal types;
 * - keywords TypeScript cannot follow are dropped (a value they refuse still has the type), but a
 *   `not` of a schema that admits everything admits nothing: `never`;
 * - a union with a branch that admits everything admits everything: the union is dropped (the
 *   compiler drops the whole declaration otherwise), and so is such a member of allOf;
 * - union branches and allOf members without a `type` take their parent's, which then moves into
 *   them (the compiler would declare helper types `X1` for a `type` beside a union);
 * - allOf, anyOf and oneOf side by side become one allOf of them;
 * - `prefixItems` is a union of tuples, one per length from minItems up (a tuple may stop early),
 *   the longest followed by `items` (or nothing, for `items: false`).
 */
function typeExpressible(node: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).filter(
      ([keyword]) => !DATA_ANNOTATIONS.includes(keyword) && !UNTYPABLE_KEYWORDS.includes(keyword),
    ),
  );
  const values = node.const !== undefined ? [node.const] : (node.enum as unknown[] | undefined);
  if (values?.some((value) => typeof value === 'object' && value !== null)) {
    // The compiler dereferences every object it meets, data included: {"$ref": …} in an enum is a value, not a reference.
    const annotations = Object.fromEntries(Object.entries(out).filter(([keyword]) => ANNOTATION_KEYWORDS.has(keyword)));
    return { ...annotations, tsType: [...new Set(values.map(literalType))].join(' | ') };
  }
  if (typeof node.not === 'object' && node.not !== null && admitsAll(node.not as JsonSchema)) {
    const annotations = Object.fromEntries(Object.entries(out).filter(([keyword]) => ANNOTATION_KEYWORDS.has(keyword)));
    return { ...annotations, tsType: 'never' };
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    if ((out[keyword] as JsonSchema[] | undefined)?.some(admitsAll)) delete out[keyword];
  }
  if (Array.isArray(out.allOf)) {
    const members = (out.allOf as JsonSchema[]).filter((member) => !admitsAll(member));
    if (members.length === 0) delete out.allOf;
    else out.allOf = members;
  }
  if (Array.isArray(out.prefixItems)) {
    // A tuple may be shorter than its positions (down to minItems): one variant per length.
    const positions = out.prefixItems as JsonSchema[];
    const rest = node.items === false ? false : ((node.items as JsonSchema | undefined) ?? true);
    const shortest = Math.min(typeof node.minItems === 'number' ? node.minItems : 0, positions.length);
    const variants = positions.map((_, index) => index + 1).filter((length) => length >= shortest);
    const tuples: JsonSchema[] = variants.map((length) => ({
      type: 'array',
      items: positions.slice(0, length),
      additionalItems: length === positions.length ? rest : false,
    }));
    if (shortest === 0) tuples.unshift({ tsType: '[]' });
    delete out.prefixItems;
    delete out.items;
    if (tuples.length === 1) Object.assign(out, tuples[0]);
    else {
      delete out.type;
      out.anyOf = tuples;
    }
  } else if (out.items === false) out.tsType = '[]';
  const combinators = (['allOf', 'anyOf', 'oneOf'] as const).filter((keyword) => Array.isArray(out[keyword]));
  if (combinators.length > 1) {
    // Several at once: one intersection of them, or the compiler declares a helper type for the rest.
    out.allOf = combinators.flatMap((keyword) =>
      keyword === 'allOf' ? (out.allOf as JsonSchema[]) : [{ [keyword]: out[keyword] }],
    );
    delete out.anyOf;
    delete out.oneOf;
  }
  const parentType = out.type;
  const lists = (['anyOf', 'oneOf', 'allOf'] as const).filter((keyword) => Array.isArray(out[keyword]));
  if (parentType !== undefined && out.properties === undefined && lists.length > 0) {
    const typed = (branch: JsonSchema) =>
      branch.type === undefined && branch.tsType === undefined ? { type: parentType, ...branch } : branch;
    for (const keyword of lists) out[keyword] = (out[keyword] as JsonSchema[]).map(typed);
    if (lists.some((keyword) => keyword !== 'allOf')) delete out.type;
  }
  return out as JsonSchema;
}

/** Keywords that describe an object's members: what a union branch inherits from its parent. */
const OBJECT_KEYWORDS = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
] as const;

/**
 * `{properties: {...}, oneOf: [{required: [a]}, {properties: {b}, required: [b]}]}` — an object whose
 * union branches add to its members. TypeScript can say that only as a union of whole object types, one
 * per branch, each with the parent's members and the branch's: json-schema-to-typescript would
 * otherwise invent an `X1` helper for the shared part.
 */
function distributeRequiredBranches(node: JsonSchema): JsonSchema {
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = node[keyword] as JsonSchema[] | undefined;
    if (!branches || node.properties === undefined) continue;
    const base = Object.fromEntries(OBJECT_KEYWORDS.filter((k) => node[k] !== undefined).map((k) => [k, node[k]]));
    const rest = Object.fromEntries(
      Object.entries(node).filter(([k]) => k !== keyword && !(OBJECT_KEYWORDS as readonly string[]).includes(k)),
    );
    const union = branches.map((branch) =>
      branch.tsType !== undefined ? { allOf: [base, branch] } : mergeObject(base, branch),
    );
    return { ...rest, [keyword]: union };
  }
  return node;
}

function mergeObject(base: JsonSchema, branch: JsonSchema): JsonSchema {
  const required = [...new Set([...((base.required as string[]) ?? []), ...((branch.required as string[]) ?? [])])];
  const properties = { ...(base.properties as object), ...(branch.properties as object | undefined) };
  return { ...base, ...branch, properties, ...(required.length > 0 ? { required } : {}) };
}

/** What a command's type is: the value parse returns, which lacks the owned fields the input schema adds once the program writes them. */
function commandTypeDescription(
  catalog: string,
  command: ProtocolModel['interactions'][number]['commands'][number],
): string {
  const owned = command.ownedFields.filter((name) =>
    Object.hasOwn((command.inputSchema.properties ?? {}) as object, name),
  );
  const lead = `The \`${command.id}\` command of the ${catalog} interaction catalog`;
  if (owned.length === 0) return `${lead}, as input carries it.`;
  return `${lead}, as parse returns it: without its owned fields (${owned.map((name) => `\`${name}\``).join(', ')}), which the program writes.`;
}
