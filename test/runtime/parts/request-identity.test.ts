import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import {
  canonicalRequestPayload,
  compareRequestPayload,
  REQUEST_IDENTITY_DEFAULTS,
  REQUEST_PAYLOAD_DEFAULTS,
  requestRetainUntil,
  type RequestPayloadSource,
} from '../../../runtime/parts/request-identity.ts';

const SEED = 20261130;
const WEEK_MS = 7 * 86_400_000;
const MAX = Number.MAX_SAFE_INTEGER;
/** The example StoredRequestRecord of spec/session-protocol/types/storage.yaml. */
const STORED_EXAMPLE = '{"op":"steer","params":{"text":"Stop editing the generated files."},"session":"sess-01"}';
const RFC_V7 = '017F22E2-79B0-7CC3-98C4-DC0C0C07398F'; // unix_ts_ms 1645557742000
const V4 = '9B2E5C1A-3F4D-4E6A-8B7C-1D2E3F4A5B6C';

// --- helpers, written independently of the module under test -----------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Freezes every object reachable through data properties (iteratively, and without running getters). */
function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || Object.isFrozen(node)) continue;
    Object.freeze(node);
    for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(node)))
      if ('value' in descriptor) stack.push(descriptor.value);
  }
  return value;
}

/** A small deterministic pseudo-random sequence (for key shuffles and letter-case changes). */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** The same JSON value with every object's members in another order and UUID letters in another case. */
function variant(value: unknown, next: () => number): unknown {
  if (typeof value === 'string')
    return UUID.test(value)
      ? [...value].map((c) => (next() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('')
      : value;
  if (Array.isArray(value)) return value.map((item) => variant(item, next));
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = variant((value as Record<string, unknown>)[key], next);
    return out;
  }
  return value;
}

/** The semantic form a canonical payload must hold: UUID string values lowercased, nothing else changed. */
function lowerUuids(value: unknown): unknown {
  if (typeof value === 'string') return UUID.test(value) ? value.toLowerCase() : value;
  if (Array.isArray(value)) return value.map(lowerUuids);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, lowerUuids(item)]));
  }
  return value;
}

function semanticallyEqual(a: RequestPayloadSource, b: RequestPayloadSource): boolean {
  const sessionA = 'session' in a ? lowerUuids(a.session) : undefined;
  const sessionB = 'session' in b ? lowerUuids(b.session) : undefined;
  return (
    a.op === b.op &&
    sessionA === sessionB &&
    'session' in a === 'session' in b &&
    jsonEqual(lowerUuids(a.params), lowerUuids(b.params))
  );
}

function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const caught = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

const rejects = (request: unknown, pointer: string | undefined, options?: object) => {
  const error = caught(() => canonicalRequestPayload(deepFreeze(request) as RequestPayloadSource, options));
  expect(error).toBeInstanceOf(ProtocolError);
  expect((error as ProtocolError).code).toBe('invalid_request');
  expect((error as ProtocolError).pointer).toBe(pointer);
  expect((error as ProtocolError).message.length).toBeLessThan(400);
};

// --- arbitraries ---------------------------------------------------------------------------------

const uuidString = fc.tuple(fc.uuid(), fc.nat()).map(([uuid, seed]) => variant(uuid, random(seed)) as string);
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 2, arbitrary: uuidString },
  { weight: 1, arbitrary: fc.constantFrom('ABC', 'é', '\ud800', '017F22E2-79B0-7CC3-98C4-DC0C0C07398F!') },
);
const key = fc
  .oneof(fc.string({ maxLength: 6 }), fc.constantFrom('a', 'b', 'A', '10', '9', V4))
  .filter((name) => name !== '__proto__');
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1e21, 1e-7, 0.1),
);
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { maxDepth: 4, depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(key, tie('json'), { maxKeys: 4 }),
  ),
}));
const params = fc.dictionary(key, json, { maxKeys: 5 }) as fc.Arbitrary<Record<string, unknown>>;
const op = fc.constantFrom('steer', 'prompt', 'follow_up', 'config.set');
const session = fc.option(fc.oneof(fc.constantFrom('sess-01', 'sess-02'), uuidString), { nil: undefined });
const request: fc.Arbitrary<RequestPayloadSource> = fc
  .record({ op, session, params, id: fc.oneof(fc.uuid(), fc.constant(RFC_V7)), v: fc.constantFrom(1, 2) })
  .map(({ session, ...rest }) => (session === undefined ? rest : { ...rest, session }));

// A small domain, so that two independent draws are often equal (or nearly).
const smallParams = fc.dictionary(
  fc.constantFrom('a', 'b'),
  fc.constantFrom<unknown>(0, -0, 1, '1', 'X', V4, V4.toLowerCase(), [1], [V4], { a: 1 }),
  { maxKeys: 2 },
);
const smallRequest: fc.Arbitrary<RequestPayloadSource> = fc
  .record({
    op: fc.constantFrom('steer', 'prompt'),
    session: fc.constantFrom(undefined, 'sess-01', V4, V4.toLowerCase()),
    params: smallParams,
  })
  .map(({ session, ...rest }) => (session === undefined ? rest : { ...rest, session }));

/** Another spelling of the same request: shuffled members, UUID case changes, another id and v. */
const spelledOtherwise = (source: RequestPayloadSource, seed: number): RequestPayloadSource => {
  const next = random(seed);
  const out = variant(source, next) as Record<string, unknown>;
  out.id = variant(RFC_V7, next);
  out.v = seed % 3;
  return out as unknown as RequestPayloadSource;
};

const pair = fc.oneof(
  fc.tuple(request, request),
  fc.tuple(smallRequest, smallRequest),
  fc.tuple(request, fc.nat()).map(([a, seed]) => [a, spelledOtherwise(a, seed)] as const),
);

// --- canonicalRequestPayload ---------------------------------------------------------------------

describe('canonicalRequestPayload', () => {
  it('rule: the stored example payload is the canonical form of its request (op, params, session; no id, no v)', () => {
    const envelope = {
      v: 1,
      id: '0192F3A4-5B6C-7D8E-9F01-23456789ABCD',
      op: 'steer',
      session: 'sess-01',
      params: { text: 'Stop editing the generated files.' },
    };
    expect(canonicalRequestPayload(deepFreeze(envelope))).toBe(STORED_EXAMPLE);
  });

  it('rule: canonical JSON: members sorted by UTF-16 code units at every level, no whitespace', () => {
    const table: [RequestPayloadSource, string][] = [
      [{ op: 'a', params: {} }, '{"op":"a","params":{}}'],
      [
        { params: { b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }, op: 'x' },
        '{"op":"x","params":{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}}',
      ],
      [
        { op: 'x', params: { z: 1, é: 2, Z: 3, '😀': 4, '\uffff': 5, '10': 6, '9': 7, '': 8 } },
        '{"op":"x","params":{"":8,"10":6,"9":7,"Z":3,"z":1,"é":2,"😀":4,"\uffff":5}}',
      ],
      [
        { session: 's', op: 'x', params: { list: [[], {}, [{}]], t: true, f: false } },
        '{"op":"x","params":{"f":false,"list":[[],{},[{}]],"t":true},"session":"s"}',
      ],
    ];
    for (const [source, expected] of table) expect(canonicalRequestPayload(deepFreeze(source))).toBe(expected);
  });

  it('rule: numbers and strings are written as JSON.stringify writes them', () => {
    const numbers = JSON.parse(
      '{"a":1.0,"b":1e21,"c":-0,"d":1E2,"e":0.10,"f":-1.5e-7,"g":123456789012345678901234567890}',
    ) as Record<string, unknown>;
    expect(canonicalRequestPayload(deepFreeze({ op: 'x', params: numbers }))).toBe(
      '{"op":"x","params":{"a":1,"b":1e+21,"c":0,"d":100,"e":0.1,"f":-1.5e-7,"g":1.2345678901234568e+29}}',
    );
    const strings = { s: 'a"b\\c\n\u0001é\ud800😀\u2028/' };
    expect(canonicalRequestPayload(deepFreeze({ op: 'x', params: strings }))).toBe(
      '{"op":"x","params":{"s":"a\\"b\\\\c\\n\\u0001é\\ud800😀\u2028/"}}',
    );
  });

  it('rule: string values that are UUIDs are lowercased (session and params, any depth); member names and other strings are kept', () => {
    const source = {
      op: 'sessions.create',
      session: V4,
      params: {
        sessionId: RFC_V7,
        list: [V4, 'not-a-uuid', `prefix ${V4}`, 'ABCDEF', { deep: [RFC_V7] }],
        [V4]: 'member name kept',
        A: 'Text Kept',
      },
    };
    expect(canonicalRequestPayload(deepFreeze(source))).toBe(
      `{"op":"sessions.create","params":{"${V4}":"member name kept","A":"Text Kept","list":["${V4.toLowerCase()}","not-a-uuid","prefix ${V4}","ABCDEF",{"deep":["${RFC_V7.toLowerCase()}"]}],"sessionId":"${RFC_V7.toLowerCase()}"},"session":"${V4.toLowerCase()}"}`,
    );
  });

  it('rule: id, v and any other envelope field are left out; a session makes a different payload', () => {
    const bare = { op: 'steer', params: { text: 'x' } };
    const envelope = { v: 7, id: 'legacy-id', op: 'steer', params: { text: 'x' }, extra: { any: 1 }, re: 'r' };
    expect(canonicalRequestPayload(deepFreeze(envelope))).toBe(canonicalRequestPayload(deepFreeze(bare)));
    expect(canonicalRequestPayload(deepFreeze({ ...bare, session: 'sess-01' }))).not.toBe(
      canonicalRequestPayload(bare),
    );
    // Without id or v at all, as a SessionCommand-like {op, params}.
    expect(canonicalRequestPayload(deepFreeze(bare))).toBe('{"op":"steer","params":{"text":"x"}}');
  });

  it('rule: null-prototype objects are plain JSON too', () => {
    const params = Object.assign(Object.create(null) as Record<string, unknown>, {
      b: 2,
      a: Object.assign(Object.create(null) as object, { c: 1 }),
    });
    const request = Object.assign(Object.create(null) as object, { op: 'x', params }) as RequestPayloadSource;
    expect(canonicalRequestPayload(deepFreeze(request))).toBe('{"op":"x","params":{"a":{"c":1},"b":2}}');
  });

  it('rule: a request that is not a plain object with op, params and an optional session is invalid_request', () => {
    class Request {
      op = 'x';
      params = {};
    }
    for (const bad of [null, undefined, 'x', 5, [], [{ op: 'x', params: {} }], new Request(), new Map()])
      rejects(bad, undefined);
    rejects({ params: {} }, '/op');
    rejects({ op: 5, params: {} }, '/op');
    rejects({ op: '', params: {} }, '/op');
    rejects({ op: 'x' }, '/params');
    for (const bad of [null, [], 'x', 1, undefined]) rejects({ op: 'x', params: bad }, '/params');
    for (const bad of [5, '', null, undefined, {}]) rejects({ op: 'x', session: bad, params: {} }, '/session');
  });

  it('rule: params that are not bounded plain JSON are rejected at their JSON Pointer', () => {
    rejects({ op: 'x', params: { a: undefined } }, '/params/a');
    rejects({ op: 'x', params: { a: Number.NaN } }, '/params/a');
    rejects({ op: 'x', params: { a: [1, Infinity] } }, '/params/a/1');
    rejects({ op: 'x', params: { d: new Date(0) } }, '/params/d');
    rejects({ op: 'x', params: { f: () => 1 } }, '/params/f');
    rejects({ op: 'x', params: { b: 1n } }, '/params/b');
    rejects({ op: 'x', params: { 'a/b': { '~': Symbol('s') } } }, '/params/a~1b/~0');
    rejects({ op: 'x', params: JSON.parse('{"__proto__":{"polluted":true}}') }, '/params/__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    rejects({ op: 'x', params: [1, , 3] }, '/params'); // eslint-disable-line no-sparse-arrays
    rejects({ op: 'x', params: { a: [1, , 3] } }, '/params/a/1'); // eslint-disable-line no-sparse-arrays
  });

  it('rule: getters are refused without running (op, session, params and inside params)', () => {
    let ran = 0;
    const getter = (target: object, name: string) =>
      Object.defineProperty(target, name, { enumerable: true, get: () => (ran++, 'x') });
    rejects(getter({ params: {} }, 'op'), '/op');
    rejects(getter({ op: 'x', params: {} }, 'session'), '/session');
    rejects(getter({ op: 'x' }, 'params'), '/params');
    rejects({ op: 'x', params: getter({}, 'secret') }, '/params/secret');
    expect(ran).toBe(0);
  });

  it('rule: nesting is bounded by jsonDepth counting the payload object (32 by default, as a frame)', () => {
    const nest = (levels: number): unknown => {
      let value: unknown = 0;
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    // payload object (1) + params (1) + 30 arrays = 32 containers: accepted.
    expect(canonicalRequestPayload({ op: 'x', params: { a: nest(30) } })).toBe(
      `{"op":"x","params":{"a":${'['.repeat(30)}0${']'.repeat(30)}}}`,
    );
    const error = caught(() => canonicalRequestPayload({ op: 'x', params: { a: nest(31) } }));
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).pointer).toBe(`/params/a${'/0'.repeat(30)}`);
    expect(canonicalRequestPayload({ op: 'x', params: {} }, { jsonDepth: 2 })).toBe('{"op":"x","params":{}}');
    rejects({ op: 'x', params: { a: {} } }, '/params/a', { jsonDepth: 2 });
    // Far deeper than any stack: refused, not a RangeError.
    rejects({ op: 'x', params: { a: nest(100_000) } }, `/params/a${'/0'.repeat(30)}`);
  });

  it('rule: a canonical payload longer than frameBytes UTF-8 bytes is rejected (StoredRequestRecord.payload bound)', () => {
    const source = { op: 'x', params: { t: 'éé' } }; // '{"op":"x","params":{"t":"éé"}}': 30 characters, 32 bytes
    expect(canonicalRequestPayload(source, { frameBytes: 32 })).toBe('{"op":"x","params":{"t":"éé"}}');
    rejects(source, undefined, { frameBytes: 31 });
    expect(REQUEST_PAYLOAD_DEFAULTS).toEqual({ jsonDepth: 32, frameBytes: 16_777_216 });
  });

  it('rule: options that are not positive safe integers are a RangeError', () => {
    for (const options of [
      { jsonDepth: 0 },
      { jsonDepth: -1 },
      { jsonDepth: 1.5 },
      { frameBytes: Number.NaN },
      { frameBytes: 0 },
    ]) {
      expect(() => canonicalRequestPayload({ op: 'x', params: {} }, options)).toThrow(RangeError);
      expect(() => compareRequestPayload('{"op":"x","params":{}}', { op: 'x', params: {} }, options)).toThrow(
        RangeError,
      );
    }
  });

  it('rule: the payload is stable under member order, UUID letter case, id and v changes, and the input is never changed', () => {
    fc.assert(
      fc.property(request, fc.nat(), (source, seed) => {
        const before = structuredClone(source);
        const other = deepFreeze(spelledOtherwise(source, seed));
        deepFreeze(source);
        expect(canonicalRequestPayload(other)).toBe(canonicalRequestPayload(source));
        expect(source).toEqual(before);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('rule: equal payloads ⇔ semantically equal requests (same op, session and params modulo UUID case)', () => {
    let equal = 0;
    fc.assert(
      fc.property(pair, ([a, b]) => {
        deepFreeze(a);
        deepFreeze(b);
        const same = canonicalRequestPayload(a) === canonicalRequestPayload(b);
        expect(same).toBe(semanticallyEqual(a, b));
        if (same) equal++;
      }),
      { seed: SEED, numRuns: 600 },
    );
    expect(equal).toBeGreaterThan(100); // the law was exercised in both directions
  });

  it('rule: the payload is JSON of the normalized command, and canonical again when parsed back', () => {
    fc.assert(
      fc.property(request, (source) => {
        deepFreeze(source);
        const payload = canonicalRequestPayload(source);
        const parsed = JSON.parse(payload) as Record<string, unknown>;
        const expected: Record<string, unknown> = { op: source.op, params: lowerUuids(source.params) };
        if ('session' in source) expected.session = lowerUuids(source.session);
        expect(jsonEqual(parsed, expected)).toBe(true);
        expect(canonicalRequestPayload(parsed as unknown as RequestPayloadSource)).toBe(payload);
        expect(payload).not.toMatch(/^\s|\s$/);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});

// --- compareRequestPayload -----------------------------------------------------------------------

describe('compareRequestPayload', () => {
  const base = {
    v: 1,
    id: RFC_V7,
    op: 'steer',
    session: 'sess-01',
    params: { text: 'Stop.', ids: [V4], n: 1 },
  } as const;
  const stored = canonicalRequestPayload(base);

  it('rule: the same command (any spelling, id or v) is same; another op, session or params is conflict', () => {
    const table: [RequestPayloadSource & { id?: string; v?: number }, 'same' | 'conflict'][] = [
      [base, 'same'],
      [{ op: 'steer', session: 'sess-01', params: { n: 1, ids: [V4.toLowerCase()], text: 'Stop.' } }, 'same'],
      [{ ...base, id: '0192f3a4-5b6c-7d8e-9f01-23456789abcd', v: 1 }, 'same'],
      [{ ...base, params: { ...base.params, text: 'Go.' } }, 'conflict'],
      [{ ...base, params: { ...base.params, n: '1' } }, 'conflict'],
      [{ ...base, params: { ...base.params, extra: null } }, 'conflict'],
      [{ ...base, params: { text: 'Stop.', ids: [V4] } }, 'conflict'],
      [{ ...base, op: 'follow_up' }, 'conflict'],
      [{ ...base, session: 'sess-02' }, 'conflict'],
      [{ op: 'steer', params: base.params }, 'conflict'],
    ];
    for (const [incoming, expected] of table)
      expect([incoming, compareRequestPayload(stored, deepFreeze(incoming))]).toEqual([incoming, expected]);
    expect(
      compareRequestPayload(STORED_EXAMPLE, {
        op: 'steer',
        session: 'sess-01',
        params: { text: 'Stop editing the generated files.' },
      }),
    ).toBe('same');
  });

  it('rule: a stored value that is not a payload this version writes, byte for byte, is unusable', () => {
    const incoming = deepFreeze({ op: 'steer', params: { text: 'é', n: 1 } });
    expect(compareRequestPayload('{"op":"steer","params":{"n":1,"text":"é"}}', incoming)).toBe('same');
    const unusable: unknown[] = [
      undefined,
      null,
      42,
      true,
      {},
      ['{"op":"steer","params":{"n":1,"text":"é"}}'],
      { toString: () => '{"op":"steer","params":{"n":1,"text":"é"}}' },
      '',
      '{}',
      'null',
      '[1]',
      '"x"',
      'not json',
      '{"op":"steer","params":{"n":1,"text":"é"}', // truncated
      ' {"op":"steer","params":{"n":1,"text":"é"}}', // whitespace
      '{"op":"steer","params":{"n":1,"text":"é"}}\n',
      '{"op": "steer", "params": {"n": 1, "text": "é"}}',
      '{"params":{"n":1,"text":"é"},"op":"steer"}', // unsorted
      '{"op":"steer","params":{"text":"é","n":1}}',
      '{"op":"steer","params":{"n":1.0,"text":"é"}}', // another number spelling
      '{"op":"steer","params":{"n":1,"text":"\\u00e9"}}', // another string spelling
      '{"op":"steer","params":{"n":1,"text":"é"},"v":1}', // another canonical version
      '{"id":"x","op":"steer","params":{"n":1,"text":"é"}}',
      '{"op":"steer","op":"steer","params":{"n":1,"text":"é"}}', // duplicate member
      '{"op":"steer"}',
      '{"params":{}}',
      '{"op":"steer","params":[]}',
      '{"op":"","params":{}}',
      '{"op":5,"params":{}}',
      '{"op":"steer","params":{},"session":""}',
      '{"op":"steer","params":{},"session":5}',
      '{"op":"steer","params":{"__proto__":1}}',
      `{"op":"steer","params":{"id":"${V4}"}}`, // an uppercase UUID
      `{"op":"steer","params":{"a":${'['.repeat(31)}${']'.repeat(31)}}}`, // deeper than jsonDepth
    ];
    for (const value of unusable) expect([value, compareRequestPayload(value, incoming)]).toEqual([value, 'unusable']);
    // Longer than frameBytes: unusable rather than conflict.
    const longer = '{"op":"steer","params":{"n":1,"text":"éé"}}';
    expect(compareRequestPayload(longer, incoming)).toBe('conflict');
    expect(compareRequestPayload(longer, incoming, { frameBytes: 44 })).toBe('unusable');
    expect(compareRequestPayload('{"op":"steer","params":{"n":1,"text":"é"}}', incoming, { frameBytes: 44 })).toBe(
      'same',
    );
  });

  it('rule: it never runs anything: getters on the stored value or the retry stay unrun', () => {
    let ran = 0;
    const storedObject = Object.defineProperty({}, 'length', { get: () => (ran++, 2) });
    expect(compareRequestPayload(storedObject, { op: 'x', params: {} })).toBe('unusable');
    const retry = { op: 'x', params: Object.defineProperty({}, 'a', { enumerable: true, get: () => (ran++, 1) }) };
    expect(caught(() => compareRequestPayload('{"op":"x","params":{"a":1}}', retry))).toBeInstanceOf(ProtocolError);
    expect(ran).toBe(0);
  });

  it('rule: an invalid retry throws invalid_request whatever is stored', () => {
    for (const storedValue of [stored, 'garbage', undefined]) {
      const error = caught(() =>
        compareRequestPayload(storedValue, deepFreeze({ op: 'steer', params: { a: Number.NaN } })),
      );
      expect(error).toBeInstanceOf(ProtocolError);
      expect((error as ProtocolError).code).toBe('invalid_request');
      expect((error as ProtocolError).pointer).toBe('/params/a');
    }
  });

  it('rule: compareRequestPayload(canonical(a), b) is same iff canonical(a) === canonical(b), else conflict', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        deepFreeze(a);
        deepFreeze(b);
        const storedA = canonicalRequestPayload(a);
        const expected = storedA === canonicalRequestPayload(b) ? 'same' : 'conflict';
        expect(compareRequestPayload(storedA, b)).toBe(expected);
      }),
      { seed: SEED, numRuns: 600 },
    );
  });

  it('rule: a re-spelled stored payload (indented or members reordered) is unusable, never same or conflict', () => {
    fc.assert(
      fc.property(request, fc.nat(), (source, seed) => {
        deepFreeze(source);
        const payload = canonicalRequestPayload(source);
        const parsed = JSON.parse(payload) as unknown;
        expect(compareRequestPayload(JSON.stringify(parsed, null, 1), source)).toBe('unusable');
        const reordered = JSON.stringify(variant(parsed, random(seed)));
        expect(compareRequestPayload(reordered, source)).toBe(reordered === payload ? 'same' : 'unusable');
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

// --- requestRetainUntil --------------------------------------------------------------------------

const hex = (value: number | bigint, digits: number) => value.toString(16).padStart(digits, '0');
const uuidV7 = fc
  .record({
    timestamp: fc.integer({ min: 0, max: 2 ** 48 - 1 }),
    rand: fc.bigInt({ min: 0n, max: 2n ** 62n - 1n }),
    randA: fc.integer({ min: 0, max: 0xfff }),
    upper: fc.boolean(),
  })
  .map(({ timestamp, rand, randA, upper }) => {
    const ts = hex(timestamp, 12);
    const tail = hex(rand | (2n ** 63n), 16); // variant bits 10
    const id = `${ts.slice(0, 8)}-${ts.slice(8)}-7${hex(randA, 3)}-${tail.slice(0, 4)}-${tail.slice(4)}`;
    return { timestamp, id: upper ? id.toUpperCase() : id };
  });
const timestamp = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 48 - 1 }),
  fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
);

describe('requestRetainUntil', () => {
  it('rule: 7 days after the later of the id timestamp and the admission time', () => {
    const table: [string, number, number][] = [
      ['0192f3a4-5b6c-7d8e-9f01-23456789abcd', 1_763_049_600_000, 1_763_654_400_000], // storage.yaml example: admission later
      [RFC_V7, 1_645_557_741_000, 1_645_557_742_000 + WEEK_MS], // id later (clock skew)
      [RFC_V7, 1_645_557_742_000, 1_645_557_742_000 + WEEK_MS], // equal
      [RFC_V7.toLowerCase(), 0, 1_645_557_742_000 + WEEK_MS],
      ['00000000-0000-7000-8000-000000000000', 0, WEEK_MS],
      ['ffffffff-ffff-7fff-bfff-ffffffffffff', 0, 2 ** 48 - 1 + WEEK_MS],
      [RFC_V7, MAX - WEEK_MS, MAX], // the largest Timestamp
    ];
    for (const [id, admittedAt, expected] of table)
      expect([id, admittedAt, requestRetainUntil(id, admittedAt)]).toEqual([id, admittedAt, expected]);
    expect(REQUEST_IDENTITY_DEFAULTS).toEqual({ requestRetentionDays: 7 });
  });

  it('rule: requestRetentionDays comes from the options (default 7)', () => {
    expect(requestRetainUntil(RFC_V7, 0, { requestRetentionDays: 1 })).toBe(1_645_557_742_000 + 86_400_000);
    expect(requestRetainUntil(RFC_V7, 0, { requestRetentionDays: 0 })).toBe(1_645_557_742_000);
    expect(requestRetainUntil(RFC_V7, 0, {})).toBe(1_645_557_742_000 + WEEK_MS);
    for (const requestRetentionDays of [-1, 1.5, Number.NaN, Infinity])
      expect(() => requestRetainUntil(RFC_V7, 0, { requestRetentionDays })).toThrow(RangeError);
  });

  it('rule: an id that is not a UUIDv7, a bad admission time, or an end past the largest Timestamp is invalid_request', () => {
    const check = (id: unknown, admittedAt: unknown, pointer: string) => {
      const error = caught(() => requestRetainUntil(id as string, admittedAt as number));
      expect(error).toBeInstanceOf(ProtocolError);
      expect((error as ProtocolError).code).toBe('invalid_request');
      expect((error as ProtocolError).pointer).toBe(pointer);
    };
    for (const id of [V4, 'req-1', '', 7, null, `${RFC_V7} `]) check(id, 0, '/id');
    for (const admittedAt of [-1, 1.5, Number.NaN, Infinity, MAX + 1, '1', null, 1n])
      check(RFC_V7, admittedAt, '/admittedAt');
    check(RFC_V7, MAX - WEEK_MS + 1, '/admittedAt');
  });

  it('rule: exactly 7 × 86,400,000 ms after the max of the embedded timestamp and admittedAt, in either letter case', () => {
    fc.assert(
      fc.property(uuidV7, timestamp, ({ timestamp: idTime, id }, admittedAt) => {
        const until = requestRetainUntil(id, admittedAt);
        expect(until).toBe(Math.max(idTime, admittedAt) + 7 * 86_400_000);
        expect(requestRetainUntil(id.toLowerCase(), admittedAt)).toBe(until);
        expect(requestRetainUntil(id.toUpperCase(), admittedAt)).toBe(until);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('rule: monotone in the admission time and in the id timestamp', () => {
    fc.assert(
      fc.property(uuidV7, uuidV7, timestamp, timestamp, (first, second, t1, t2) => {
        const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1];
        expect(requestRetainUntil(first.id, early)).toBeLessThanOrEqual(requestRetainUntil(first.id, late));
        const [older, newer] = first.timestamp <= second.timestamp ? [first, second] : [second, first];
        expect(requestRetainUntil(older.id, t1)).toBeLessThanOrEqual(requestRetainUntil(newer.id, t1));
        expect(requestRetainUntil(first.id, t1)).toBeGreaterThanOrEqual(t1 + WEEK_MS);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
