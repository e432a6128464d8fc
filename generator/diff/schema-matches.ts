import type { JsonSchema } from '../load/spec-document.ts';
import { isSchema } from './schema-keywords/schema-pair.ts';
import type { TypeTable } from './schema-shape.ts';
import { pairVariants, type VariantPairing } from './variant-pairing.ts';

export const UNION_KEYWORDS = ['oneOf', 'anyOf'] as const;
export type UnionKeyword = (typeof UNION_KEYWORDS)[number];

/** The declared properties of two object schemas, matched by name, each list in its object's order. */
export interface PropertyPairing {
  /** Declared on both sides: compared member by member. */
  readonly kept: readonly string[];
  /** Declared by the new object only. */
  readonly added: readonly string[];
  /** Declared by the old object only. */
  readonly removed: readonly string[];
}

/**
 * What the walker (compare-schema.ts) matched between two schemas before it descends into the
 * matches. The rules report what is left over — a member or variant on one side only, parts that
 * do not pair — so none of them pairs anything itself.
 */
export interface SchemaMatches {
  readonly properties: PropertyPairing;
  /** The variants of each union both sides have (`anyOf` and `oneOf` are unordered: see variant-pairing.ts). */
  readonly variants: Readonly<Partial<Record<UnionKeyword, VariantPairing>>>;
  /** Whether the allOf parts pair up by position: as many on each side, every one a schema. */
  readonly allOfByPosition: boolean;
}

const propertiesOf = (schema: JsonSchema) => (schema.properties as Record<string, JsonSchema> | undefined) ?? {};

/** Matches two schemas, each already in the spelling the other is compared in, before the walker runs the rules on them and descends. */
export function matchSchemas(a: JsonSchema, b: JsonSchema, oldTypes: TypeTable, newTypes: TypeTable): SchemaMatches {
  const [pa, pb] = [propertiesOf(a), propertiesOf(b)];
  const variants: Partial<Record<UnionKeyword, VariantPairing>> = {};
  for (const keyword of UNION_KEYWORDS) {
    const [la, lb] = [a[keyword] as JsonSchema[] | undefined, b[keyword] as JsonSchema[] | undefined];
    if (la !== undefined && lb !== undefined) variants[keyword] = pairVariants(la, lb, oldTypes, newTypes);
  }
  const [xa, xb] = [a.allOf, b.allOf];
  const isSchemaList = (list: unknown): list is unknown[] => Array.isArray(list) && list.every(isSchema);
  return {
    properties: {
      kept: Object.keys(pa).filter((name) => Object.hasOwn(pb, name)),
      added: Object.keys(pb).filter((name) => !Object.hasOwn(pa, name)),
      removed: Object.keys(pa).filter((name) => !Object.hasOwn(pb, name)),
    },
    variants,
    allOfByPosition: isSchemaList(xa) && isSchemaList(xb) && xa.length === xb.length,
  };
}
