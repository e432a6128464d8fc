/**
 * The readers copy only what they strip (runtime/boundary/fast-read.ts). Rules checked here, against
 * the slow path (copy → Ajv → strip), which returns a fresh copy:
 * - the input is never changed;
 * - an object or array of the input stands in the result exactly where the slow path's copy of it
 *   equals it as JSON (nothing under it stripped, nothing rewritten), and only at its own place;
 *   everywhere else the result holds a fresh object, which no later call can change;
 * - an object of null prototype is never shared: the result is made of ordinary objects.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { BINDING } from '../../../generated/session-protocol/dist/boundary.js';
import { createBoundary } from '../../../generated/session-protocol/dist/runtime/boundary/boundary.js';
import { SCHEMAS } from '../../../generated/session-protocol/dist/schema-parser.js';
import * as validators from '../../../generated/session-protocol/dist/validators.js';
import { nodeFileSystem } from '../../../generator/host/node-file-system.ts';
import type { ProtocolModel } from '../../../generator/model/protocol-model.ts';
import { loadModel } from '../../../generator/pipeline.ts';
import { requestFor } from '../../support/requests.ts';

const fast = createBoundary(BINDING);
/** The exported schema of any JSON value (JsonValueSchema): open data, read by readJson. */
const BINDING_JSON_VALUE = SCHEMAS.get(protocol.JsonValueSchema)!;
const slow = createBoundary(BINDING, { readers: false, validators });

type Parse = (boundary: typeof fast, input: unknown) => unknown;
interface Case {
  readonly name: string;
  readonly frame: Record<string, unknown>;
  readonly parse: Parse;
}

const cases: Case[] = [];

beforeAll(async () => {
  const model: ProtocolModel = (await loadModel(nodeFileSystem, 'spec/session-protocol')).value!;
  for (const op of model.operations) {
    for (const [index, example] of op.examples.entries()) {
      cases.push({
        name: `request ${op.name} #${index}`,
        frame: requestFor(model, op, example.params),
        parse: (b, input) => b.parseRequest(input),
      });
      const response = { v: 1, re: 'request-1', outcome: 'accepted', result: example.result };
      cases.push({
        name: `response ${op.name} #${index}`,
        frame: response,
        parse: (b, input) => b.parseResponse(input, op.name),
      });
    }
  }
});

/**
 * Walks the input, the fast result and the slow result together, by path: at each object of the
 * input the fast result must hold that very object when the slow copy equals it as JSON, and a
 * fresh one otherwise; no object of the input may stand anywhere else.
 */
function checkSharing(input: unknown, got: unknown, want: unknown, where: string): void {
  const inputObjects = new Set<object>();
  const collect = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    inputObjects.add(value);
    for (const child of Object.values(value)) collect(child);
  };
  collect(input);
  const walk = (there: unknown, node: unknown, copy: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const same =
      typeof there === 'object' &&
      there !== null &&
      Object.getPrototypeOf(there) !== null &&
      JSON.stringify(there) === JSON.stringify(copy);
    if (same !== (node === there)) {
      expect.fail(
        `${where} at ${path || '/'}: ${same ? 'copied an object it strips nothing from' : 'shared an object the slow path changes'}`,
      );
    }
    if (node === there) return;
    if (inputObjects.has(node)) expect.fail(`${where} at ${path || '/'}: an object of the input away from its place`);
    for (const key of Object.keys(node)) {
      const child = (there as Record<string, unknown> | undefined)?.[key];
      walk(
        typeof there === 'object' && there !== null && Object.hasOwn(there, key) ? child : undefined,
        (node as Record<string, unknown>)[key],
        (copy as Record<string, unknown>)[key],
        `${path}/${key}`,
      );
    }
  };
  walk(input, got, want, '');
}

/** The value a parser returns, or the message of what it throws (a closed object refuses an unknown member). */
function attempt(run: () => unknown): { readonly value?: unknown; readonly error?: string } {
  try {
    return { value: run() };
  } catch (error) {
    return { error: String(error) };
  }
}

/** Cases the slow path accepted (and so whose sharing was checked), that the property test is not vacuous. */
let accepted = 0;

function run(parse: Parse, input: unknown, where: string): void {
  const before = JSON.stringify(input);
  const snapshot = structuredClone(input);
  const got = attempt(() => parse(fast, input));
  const want = attempt(() => parse(slow, structuredClone(input)));
  expect(JSON.stringify(input), `${where}: the input is unchanged`).toBe(before);
  expect(input, `${where}: the input is unchanged`).toStrictEqual(snapshot);
  // Both refuse or both accept; which error a value with several problems gets is readers.test.ts's rule.
  expect(got.error === undefined, `${where}: ${got.error ?? 'accepted'} / ${want.error ?? 'accepted'}`).toBe(
    want.error === undefined,
  );
  if (want.error !== undefined) return;
  accepted++;
  expect(JSON.stringify(got.value), where).toBe(JSON.stringify(want.value));
  checkSharing(input, got.value, want.value, where);
}

/** Every object and array of a value, depth first. */
function containers(value: unknown, into: object[] = []): object[] {
  if (typeof value === 'object' && value !== null) {
    into.push(value);
    for (const child of Object.values(value)) containers(child, into);
  }
  return into;
}

describe('readers copy only what they strip', () => {
  it('rule: on every example request and response, shared exactly where the slow copy equals the input', () => {
    for (const { name, frame, parse } of cases) run(parse, structuredClone(frame), name);
  });

  it('rule: a response with nothing to strip is returned as it is, every object of it shared', () => {
    const shared = cases
      .filter((entry) => entry.name.startsWith('response'))
      .map(({ frame, parse }) => {
        const input = structuredClone(frame);
        return parse(fast, input) === input;
      });
    expect(shared.every(Boolean)).toBe(true);
  });

  it('rule: an unknown member added anywhere is stripped by copying that object and those holding it, nothing else (fast-check)', () => {
    const before = accepted;
    const picks = fc.record({
      at: fc.nat(),
      key: fc.constantFrom('zzUnknown', 'extra', 'x-note'),
      value: fc.jsonValue({ maxDepth: 2 }),
    });
    fc.assert(
      fc.property(fc.nat(), fc.array(picks, { minLength: 1, maxLength: 3 }), (which, edits) => {
        const { name, frame, parse } = cases[which % cases.length]!;
        const input = structuredClone(frame);
        for (const { at, key, value } of edits) {
          const objects = containers(input).filter((object) => !Array.isArray(object));
          const target = objects[at % objects.length] as Record<string, unknown>;
          target[key] = value;
        }
        run(parse, input, `${name} with ${JSON.stringify(edits.map((edit) => edit.key))}`);
      }),
      { numRuns: 1500, seed: 20261202 },
    );
    expect(accepted - before).toBeGreaterThan(300);
  });

  it('rule: an object of null prototype is read into an ordinary object, never returned (a frame, open JSON, a whole of parts)', () => {
    const nullPrototype = (value: object) => Object.assign(Object.create(null) as Record<string, unknown>, value);
    const { frame, parse } = cases.find((entry) => entry.name === 'response session.history #0')!;
    const page = structuredClone(frame) as { result: { entries: object[] } };
    expect(page.result.entries.length).toBeGreaterThan(0);
    const inputs: [unknown, Parse][] = [
      [nullPrototype(structuredClone(frame)), parse],
      [{ ...page, result: { ...page.result, entries: page.result.entries.map(nullPrototype) } }, parse],
      [
        { data: nullPrototype({ a: 1, b: nullPrototype({ c: [] }) }) },
        (b, input) => b.parseKnown(BINDING_JSON_VALUE, input),
      ],
    ];
    for (const [input, read] of inputs) {
      const got = read(fast, input);
      const ordinary = (value: unknown): boolean =>
        typeof value !== 'object' ||
        value === null ||
        ((Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) &&
          Object.values(value).every(ordinary));
      expect(ordinary(got)).toBe(true);
      expect(JSON.stringify(got)).toBe(JSON.stringify(read(slow, input)));
    }
  });

  it('rule: a mutation id returned in lowercase is written on a copy of the frame, never on the input', () => {
    const mutating = cases.filter(
      (entry) =>
        entry.name.startsWith('request') && (entry.frame.id as string) !== (entry.frame.id as string).toLowerCase(),
    );
    expect(mutating.length).toBeGreaterThan(0);
    for (const { name, frame, parse } of mutating) {
      const input = structuredClone(frame);
      const got = parse(fast, input) as Record<string, unknown>;
      expect(got, name).not.toBe(input);
      expect(got.id, name).toBe((frame.id as string).toLowerCase());
      expect(input.id, name).toBe(frame.id);
      expect(got.params, name).toBe(input.params);
    }
  });

  it('rule: a frozen input is read as any other, its unstripped parts returned as they are', () => {
    const { frame, parse } = cases.find((entry) => entry.name.startsWith('response'))!;
    const input = structuredClone(frame);
    for (const object of containers(input)) Object.freeze(object);
    expect(parse(fast, input)).toBe(input);
  });
});
