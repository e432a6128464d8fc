import type { JsonSchema, OperationSender, SpecDocument } from '../load/spec-document.ts';
import { catalogFieldSchemas } from '../schema/interaction-declarations.ts';
import { refTarget, walkSchema } from '../schema/type-refs.ts';
import type { Direction } from './change.ts';

function join(a: Direction | undefined, b: Direction): Direction {
  return a === undefined || a === b ? b : 'both';
}

/**
 * Which way each named type's data flows, from where the contract uses it: operation params are
 * written by clients and read by hosts, results the other way, interaction answers go client to
 * host, and a type may declare its own direction (envelopes, events, stored rows). A type reached
 * from several directions is `both`; one the contract never places is `both` too, the cautious reading.
 */
export function typeDirections(spec: SpecDocument): Map<string, Direction> {
  const types = spec.types ?? {};
  const found = new Map<string, Direction>();
  const queue: [string, Direction][] = [];
  const visitRefs = (schema: JsonSchema, direction: Direction) =>
    walkSchema(schema, [], (node) => {
      const name = refTarget(node.$ref);
      if (name !== undefined && Object.hasOwn(types, name)) queue.push([name, direction]);
    });
  for (const operation of Object.values(spec.operations)) {
    const [request, response] = operationDirections(operation);
    visitRefs(operation.params, request);
    visitRefs(operation.result, response);
  }
  for (const [name, catalog] of Object.entries(spec.interactions ?? {})) {
    for (const { schema } of catalogFieldSchemas(name, catalog)) visitRefs(schema, 'client-to-host');
  }
  for (const [name, schema] of Object.entries(types)) {
    if (typeof schema.direction === 'string') queue.push([name, schema.direction as Direction]);
  }
  while (queue.length > 0) {
    const [name, direction] = queue.pop()!;
    const before = found.get(name);
    const after = join(before, direction);
    if (before === after) continue;
    found.set(name, after);
    visitRefs(types[name]!, after);
  }
  for (const name of Object.keys(types)) if (!found.has(name)) found.set(name, 'both');
  return found;
}

/** A type's direction across two versions: where they disagree, both. */
export function joinDirections(a: Direction | undefined, b: Direction | undefined): Direction {
  if (a === undefined) return b ?? 'both';
  if (b === undefined) return a;
  return join(a, b);
}

/**
 * Which way an operation's params and its result flow: from its sender (a client unless it says
 * host) and back; both ways for one either peer sends.
 */
export function operationDirections(operation: { readonly sender?: OperationSender }): readonly [Direction, Direction] {
  if (operation.sender === 'both') return ['both', 'both'];
  return operation.sender === 'host' ? ['host-to-client', 'client-to-host'] : ['client-to-host', 'host-to-client'];
}
