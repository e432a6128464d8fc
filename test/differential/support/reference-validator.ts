import { dereference, format, validate, type Schema as CfSchema } from '@cfworker/json-schema';
import { PART_CHECKS, type CheckName } from '../../../generator/parts/part-checks.ts';
import { allNodes, resolveRef, subschemas, type Schema } from './keywords.ts';
import { jsonBytes, jsonEntries, utf8Bytes } from './reference-counters.ts';
import { judgeableFormat, referenceFormat } from './reference-formats.ts';

/**
 * Keywords that hold or reach subschemas (and the counts contains needs); the structural evaluator
 * applies them itself.
 */
const APPLICATORS = new Set([
  '$ref',
  '$defs',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'dependentSchemas',
  'prefixItems',
  'items',
  'contains',
  'minContains',
  'maxContains',
]);
/** Custom keywords judging a whole value of any type: the JSON bounds, and a part's check. */
const WHOLE_VALUE_KEYWORDS = ['maxEntries', 'maxJsonBytes', 'check'] as const;

/**
 * `format: F` and `maxBytes: N` bound strings only, as cfworker's `format` does; so a node's format
 * and byte bound are handed to cfworker as one format whose check is the reference's (the reference
 * format check, reference-formats.ts, and the reference byte count), and cfworker's own
 * oneOf/anyOf/not logic decides the rest. Registered once per pair in cfworker's format table, under
 * a name of its own: cfworker's checks of the standard names stay as they are.
 */
function stringFormat(name: string | undefined, limit: number | undefined): string {
  const key = `felan-reference${name === undefined ? '' : `-format-${name}`}${limit === undefined ? '' : `-max-bytes-${limit}`}`;
  format[key] ??= (text: string) => {
    if (name !== undefined && !judgeableFormat(name, text)) unjudgedChecks++;
    return (name === undefined || referenceFormat(name, text)) && (limit === undefined || utf8Bytes(text) <= limit);
  };
  return key;
}

/** Format checks made on strings the reference cannot judge (judgeableFormat), counted across validators. */
let unjudgedChecks = 0;

type Mutable = { [keyword: string]: unknown };

/**
 * The reference verdict for one exported schema: @cfworker/json-schema (draft 2020-12) on a copy of
 * the emitted schema, plus the custom keywords measured by reference-counters.ts and the formats
 * checked by reference-formats.ts. `format` and `maxBytes` ride in cfworker as one format of their
 * own. `maxEntries`/`maxJsonBytes` bound values of any type, and so does a part's `check`,
 * which cfworker offers no hook for: schema nodes that can reach them are evaluated structurally
 * here (applicators by their 2020-12 meaning, each node's other keywords by cfworker), so a custom
 * bound failing inside a oneOf branch changes that branch's verdict, not just the final one.
 */
export class ReferenceValidator {
  private readonly root: Schema;
  private readonly lookup: ReturnType<typeof dereference>;
  private readonly reachesWholeValueBound = new Set<Schema>();
  private readonly assertionsOnly = new Map<Schema, Schema>();

  constructor(emitted: Schema) {
    // The package's schemas are frozen and share their $defs objects; cfworker annotates the nodes it indexes.
    this.root = structuredClone(emitted);
    for (const node of allNodes(this.root) as Mutable[]) {
      if (node.maxBytes === undefined && node.format === undefined) continue;
      node.format = stringFormat(node.format as string | undefined, node.maxBytes as number | undefined);
      delete node.maxBytes;
    }
    this.lookup = dereference(this.root as CfSchema);
    this.markReach();
  }

  private lastJudged = true;

  validate(instance: unknown): boolean {
    const before = unjudgedChecks;
    const verdict = this.evaluate(instance, this.root);
    this.lastJudged = unjudgedChecks === before;
    return verdict;
  }

  /**
   * Whether the last verdict rests only on checks the reference can make: false when it checked a
   * format on a string it cannot judge (an IDNA A-label outside the suite), so the verdict means nothing.
   */
  get judged(): boolean {
    return this.lastJudged;
  }

  /** cfworker's last errors on the whole instance, for reports; it does not see maxEntries/maxJsonBytes. */
  explain(instance: unknown): string {
    const { errors } = validate(instance, this.root as CfSchema, '2020-12', this.lookup, true);
    const cfworker = errors
      .slice(-2)
      .map((e) => `${e.instanceLocation} ${e.keyword}: ${e.error}`)
      .join('; ');
    return (
      cfworker ||
      (this.validate(instance) ? 'valid' : 'cfworker alone accepts: a maxEntries or maxJsonBytes bound fails')
    );
  }

  private markReach(): void {
    const nodes = allNodes(this.root);
    let changed = true;
    while (changed) {
      changed = false;
      for (const node of nodes) {
        if (this.reachesWholeValueBound.has(node)) continue;
        const reaches =
          WHOLE_VALUE_KEYWORDS.some((k) => node[k] !== undefined) ||
          subschemas(node).some((s) => this.reachesWholeValueBound.has(s)) ||
          (typeof node.$ref === 'string' && this.reachesWholeValueBound.has(resolveRef(this.root, node.$ref)));
        if (reaches) {
          this.reachesWholeValueBound.add(node);
          changed = true;
        }
      }
    }
  }

  private cfworker(instance: unknown, node: Schema): boolean {
    return validate(instance, node as CfSchema, '2020-12', this.lookup, true).valid;
  }

  private evaluate(instance: unknown, node: Schema): boolean {
    if (!this.reachesWholeValueBound.has(node)) return this.cfworker(instance, node);
    if (!this.cfworker(instance, this.assertionsOf(node))) return false;
    if (typeof node.maxEntries === 'number' && jsonEntries(instance) > node.maxEntries) return false;
    if (typeof node.maxJsonBytes === 'number' && jsonBytes(instance) > node.maxJsonBytes) return false;
    // The part's own function: its rules are tested on their own (test/runtime/parts/checks); here it
    // is the verdict the keyword must reach wherever the validators and readers meet it.
    if (typeof node.check === 'string' && PART_CHECKS[node.check as CheckName].check(instance) !== undefined)
      return false;
    if (typeof node.$ref === 'string' && !this.evaluate(instance, resolveRef(this.root, node.$ref))) return false;
    const branches = (key: string) => (node[key] as Schema[] | undefined) ?? [];
    if (!branches('allOf').every((s) => this.evaluate(instance, s))) return false;
    if (node.anyOf !== undefined && !branches('anyOf').some((s) => this.evaluate(instance, s))) return false;
    if (node.oneOf !== undefined && branches('oneOf').filter((s) => this.evaluate(instance, s)).length !== 1)
      return false;
    if (node.not !== undefined && this.evaluate(instance, node.not as Schema)) return false;
    if (node.if !== undefined) {
      // 2020-12 §10.2.2.1: the condition's verdict only picks then or else.
      const next = this.evaluate(instance, node.if as Schema) ? node.then : node.else;
      if (next !== undefined && !this.evaluate(instance, next as Schema)) return false;
    }
    if (typeof instance === 'object' && instance !== null && !Array.isArray(instance))
      return this.evaluateObject(instance as Record<string, unknown>, node);
    if (Array.isArray(instance)) return this.evaluateArray(instance, node);
    return true;
  }

  private evaluateObject(instance: Record<string, unknown>, node: Schema): boolean {
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    const patterns = Object.entries((node.patternProperties ?? {}) as Record<string, Schema>).map(
      ([source, schema]) => [new RegExp(source, 'u'), schema] as const,
    );
    for (const key of Object.keys(instance)) {
      const declared = Object.prototype.hasOwnProperty.call(properties, key);
      if (declared && !this.evaluate(instance[key], properties[key]!)) return false;
      const matching = patterns.filter(([pattern]) => pattern.test(key));
      if (!matching.every(([, schema]) => this.evaluate(instance[key], schema))) return false;
      // additionalProperties: the members neither properties nor patternProperties apply to.
      const additional = !declared && matching.length === 0;
      if (additional && node.additionalProperties === false) return false;
      if (
        additional &&
        typeof node.additionalProperties === 'object' &&
        !this.evaluate(instance[key], node.additionalProperties as Schema)
      )
        return false;
      if (node.propertyNames !== undefined && !this.evaluate(key, node.propertyNames as Schema)) return false;
    }
    for (const [key, schema] of Object.entries((node.dependentSchemas ?? {}) as Record<string, Schema>)) {
      if (Object.prototype.hasOwnProperty.call(instance, key) && !this.evaluate(instance, schema)) return false;
    }
    return true;
  }

  private evaluateArray(instance: readonly unknown[], node: Schema): boolean {
    const prefix = (node.prefixItems ?? []) as Schema[];
    if (
      !instance.every((item, index) =>
        index < prefix.length
          ? this.evaluate(item, prefix[index]!)
          : node.items === undefined || this.evaluate(item, node.items as Schema),
      )
    )
      return false;
    if (node.contains === undefined) return true;
    const matches = instance.filter((item) => this.evaluate(item, node.contains as Schema)).length;
    return (
      matches >= ((node.minContains as number | undefined) ?? 1) &&
      matches <= ((node.maxContains as number | undefined) ?? Infinity)
    );
  }

  private assertionsOf(node: Schema): Schema {
    let shallow = this.assertionsOnly.get(node);
    if (shallow === undefined) {
      shallow = Object.fromEntries(
        Object.entries(node).filter(
          ([k]) => !APPLICATORS.has(k) && !(WHOLE_VALUE_KEYWORDS as readonly string[]).includes(k),
        ),
      );
      this.assertionsOnly.set(node, shallow);
    }
    return shallow;
  }
}
