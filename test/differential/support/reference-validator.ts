import { dereference, format, validate, type Schema as CfSchema } from '@cfworker/json-schema';
import { allNodes, resolveRef, subschemas, type Schema } from './keywords.ts';
import { jsonBytes, jsonEntries, utf8Bytes } from './reference-counters.ts';

/** Keywords that hold or reach subschemas; the structural evaluator applies them itself. */
const APPLICATORS = new Set(['$ref', '$defs', 'allOf', 'anyOf', 'oneOf', 'not', 'properties', 'additionalProperties', 'propertyNames', 'items']);
/** Custom keywords bounding a whole value of any type. */
const WHOLE_VALUE_KEYWORDS = ['maxEntries', 'maxJsonBytes'] as const;

/**
 * `maxBytes: N` bounds strings only, as cfworker's `format` does; so it is handed to cfworker as a
 * format whose check is the reference byte count, and cfworker's own oneOf/anyOf/not logic decides
 * the rest. Registered once per bound in cfworker's format table.
 */
function maxBytesFormat(limit: number): string {
  const name = `felan-reference-max-bytes-${limit}`;
  format[name] ??= (text: string) => utf8Bytes(text) <= limit;
  return name;
}

type Mutable = { [keyword: string]: unknown };

/**
 * The reference verdict for one exported schema: @cfworker/json-schema (draft 2020-12) on a copy of
 * the emitted schema, plus the custom keywords measured by reference-counters.ts.
 * `maxBytes` rides in cfworker as a format. `maxEntries`/`maxJsonBytes` bound values of any type,
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
      if (node.maxBytes === undefined) continue;
      if (node.format !== undefined) throw new Error('a schema node has both format and maxBytes: extend the reference');
      node.format = maxBytesFormat(node.maxBytes as number);
      delete node.maxBytes;
    }
    this.lookup = dereference(this.root as CfSchema);
    this.markReach();
  }

  validate(instance: unknown): boolean {
    return this.evaluate(instance, this.root);
  }

  /** cfworker's last errors on the whole instance, for reports; it does not see maxEntries/maxJsonBytes. */
  explain(instance: unknown): string {
    const { errors } = validate(instance, this.root as CfSchema, '2020-12', this.lookup, true);
    const cfworker = errors.slice(-2).map((e) => `${e.instanceLocation} ${e.keyword}: ${e.error}`).join('; ');
    return cfworker || (this.validate(instance) ? 'valid' : 'cfworker alone accepts: a maxEntries or maxJsonBytes bound fails');
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
    if (typeof node.$ref === 'string' && !this.evaluate(instance, resolveRef(this.root, node.$ref))) return false;
    const branches = (key: string) => (node[key] as Schema[] | undefined) ?? [];
    if (!branches('allOf').every((s) => this.evaluate(instance, s))) return false;
    if (node.anyOf !== undefined && !branches('anyOf').some((s) => this.evaluate(instance, s))) return false;
    if (node.oneOf !== undefined && branches('oneOf').filter((s) => this.evaluate(instance, s)).length !== 1) return false;
    if (node.not !== undefined && this.evaluate(instance, node.not as Schema)) return false;
    if (typeof instance === 'object' && instance !== null && !Array.isArray(instance)) return this.evaluateObject(instance as Record<string, unknown>, node);
    if (Array.isArray(instance) && node.items !== undefined) return instance.every((item) => this.evaluate(item, node.items as Schema));
    return true;
  }

  private evaluateObject(instance: Record<string, unknown>, node: Schema): boolean {
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    for (const key of Object.keys(instance)) {
      const declared = Object.prototype.hasOwnProperty.call(properties, key);
      if (declared && !this.evaluate(instance[key], properties[key]!)) return false;
      if (!declared && node.additionalProperties === false) return false;
      if (!declared && typeof node.additionalProperties === 'object' && !this.evaluate(instance[key], node.additionalProperties as Schema)) return false;
      if (node.propertyNames !== undefined && !this.evaluate(key, node.propertyNames as Schema)) return false;
    }
    return true;
  }

  private assertionsOf(node: Schema): Schema {
    let shallow = this.assertionsOnly.get(node);
    if (shallow === undefined) {
      shallow = Object.fromEntries(Object.entries(node).filter(([k]) => !APPLICATORS.has(k) && !(WHOLE_VALUE_KEYWORDS as readonly string[]).includes(k)));
      this.assertionsOnly.set(node, shallow);
    }
    return shallow;
  }
}
