/**
 * The `format` checks the generated package carries (runtime/validation/formats), run in-process
 * against every case of the official JSON-Schema-Test-Suite's draft 2020-12 format files, read in
 * place from the suite checkout that JSON_SCHEMA_TEST_SUITE names (MIT; never copied into this
 * repository). Then a few properties, with outside oracles where one exists, and a guard that every
 * check stays linear on long hostile input.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isDate, isDateTime, isTime } from '../../runtime/validation/formats/date-time.ts';
import { FORMATS, type FormatName } from '../../runtime/validation/formats/index.ts';
import { suiteDraftFolder, type SuiteGroup as Group } from '../support/json-schema-suite.ts';

type SuiteGroup = Group<{ readonly format: string }>;

/**
 * Suite files whose format is not in FORMATS, with the reason. Every other file runs in full, and
 * the first test below fails on a file in neither place, so a new suite file cannot go unnoticed.
 */
const SKIPPED_FILES: Readonly<Record<string, string>> = {
  'idn-email.json': 'idn-email is not asserted: its domain is an IDNA2008 host name, as in idn-hostname',
  'idn-hostname.json':
    "idn-hostname is not asserted: it needs RFC 5893's Bidi rule, whose Bidi_Class data no JavaScript regex exposes, and Punycode encoding to bound an A-label's length",
  'unknown.json': 'an unknown format asserts nothing, so there is no function to run it against',
};

const SUITE_DIR = suiteDraftFolder('the JSON-Schema-Test-Suite format cases');

/** The suite's format files, name → groups; read only when the suite is there. */
function suiteFiles(draft: string): ReadonlyMap<string, readonly SuiteGroup[]> {
  const folder = join(draft, 'optional/format');
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return new Map(names.map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as SuiteGroup[]]));
}

const FILES = SUITE_DIR === undefined ? new Map<string, readonly SuiteGroup[]>() : suiteFiles(SUITE_DIR);

/** Formats JSON Schema does not define, so no suite file has: each is held by a property test below. */
const NOT_JSON_SCHEMA_FORMATS: Readonly<Record<string, string>> = {
  byte: "OpenAPI's base64 (RFC 4648 §4): the `byte` property test",
};

function isFormatName(format: string): format is FormatName {
  return Object.hasOwn(FORMATS, format);
}

/**
 * How the `format` keyword applies a check: it constrains strings only, so any other value passes
 * and the check is never called with it.
 */
function formatKeywordHolds(check: (value: string) => boolean, data: unknown): boolean {
  return typeof data !== 'string' || check(data);
}

describe.skipIf(SUITE_DIR === undefined)('the JSON-Schema-Test-Suite format files (draft 2020-12)', () => {
  it('every file is either run or skipped with a reason, and every skip and every format is current', () => {
    const files = [...FILES.keys()];
    expect(files.length).toBeGreaterThan(0);
    for (const [file, groups] of FILES) {
      const formats = groups.map((group) => group.schema.format);
      if (file in SKIPPED_FILES) {
        expect(formats.filter(isFormatName), `${file} is skipped, but FORMATS now has its format`).toEqual([]);
      } else {
        expect(
          formats.filter((format) => !isFormatName(format)),
          `${file} has formats FORMATS lacks; add them or skip the file`,
        ).toEqual([]);
      }
    }
    expect(
      Object.keys(SKIPPED_FILES).filter((file) => !FILES.has(file)),
      'skipped files the suite no longer has',
    ).toEqual([]);
    const covered = new Set([...FILES.values()].flatMap((groups) => groups.map((group) => group.schema.format)));
    expect(
      Object.keys(FORMATS).filter((format) => !covered.has(format) && !Object.hasOwn(NOT_JSON_SCHEMA_FORMATS, format)),
      'formats no suite file exercises',
    ).toEqual([]);
  });

  for (const [file, groups] of FILES) {
    if (file in SKIPPED_FILES) continue;
    describe(file, () => {
      for (const group of groups) {
        const format = group.schema.format as FormatName;
        for (const testCase of group.tests) {
          it(`${group.description}: ${testCase.description} (${JSON.stringify(testCase.data)})`, () => {
            const check = vi.fn(FORMATS[format]);
            expect(formatKeywordHolds(check, testCase.data)).toBe(testCase.valid);
            if (typeof testCase.data === 'string') expect(check).toHaveBeenCalledExactlyOnceWith(testCase.data);
            else expect(check).not.toHaveBeenCalled();
          });
        }
      }
    });
  }
});

/** Fixed seed and run count: a failure reproduces on every machine. */
const RUNS = { seed: 0x0f0_2020, numRuns: 1000 } as const;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Every instant RFC 3339 can write: toISOString() switches to a signed 6-digit year outside these. */
const rfc3339Instant = fc.date({
  min: new Date('0000-01-01T00:00:00.000Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});
const offset = fc.record({
  sign: fc.constantFrom(1, -1),
  hours: fc.integer({ min: 0, max: 23 }),
  minutes: fc.integer({ min: 0, max: 59 }),
});
const offsetText = (o: { sign: number; hours: number; minutes: number }) =>
  `${o.sign < 0 ? '-' : '+'}${pad(o.hours, 2)}:${pad(o.minutes, 2)}`;

describe('format properties', () => {
  it('date-time: every toISOString() of a 4-digit-year instant is valid, with Z or any numeric offset', () => {
    fc.assert(
      fc.property(rfc3339Instant, offset, (instant, o) => {
        const iso = instant.toISOString();
        expect(isDateTime(iso)).toBe(true);
        expect(isDateTime(iso.replace('Z', offsetText(o)))).toBe(true);
      }),
      RUNS,
    );
  });

  it("date: a YYYY-MM-DD string is valid exactly when Date's own calendar keeps the day it names", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999; an out-of-range
          // month or day rolls over into a different date.
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const exists =
            date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          expect(isDate(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)).toBe(exists);
        },
      ),
      RUNS,
    );
  });

  it('time: second 60 is valid exactly at the local time that is 23:59 UTC for its offset', () => {
    fc.assert(
      fc.property(offset, fc.integer({ min: 0, max: 1439 }), (o, localMinutes) => {
        const utcMinutes = (localMinutes - o.sign * (o.hours * 60 + o.minutes) + 2 * 1440) % 1440;
        const text = `${pad(Math.floor(localMinutes / 60), 2)}:${pad(localMinutes % 60, 2)}:60${offsetText(o)}`;
        expect(isTime(text)).toBe(utcMinutes === 23 * 60 + 59);
      }),
      RUNS,
    );
  });

  it('uuid: any 32 hex digits in 8-4-4-4-12 groups, in any case, are a uuid; so is every randomUUID()', () => {
    const hexDigits = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 32, maxLength: 32 });
    fc.assert(
      fc.property(hexDigits, (hex) => {
        const groups = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)];
        expect(FORMATS.uuid(groups.join('-'))).toBe(true);
        expect(FORMATS.uuid(hex)).toBe(false);
        expect(FORMATS.uuid(randomUUID())).toBe(true);
      }),
      RUNS,
    );
  });

  it('byte: the base64 of any bytes is byte, and so is nothing else the encoder could not have written', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.nat(), fc.string({ maxLength: 1 }), (bytes, at, junk) => {
        const encoded = Buffer.from(bytes).toString('base64');
        expect(FORMATS.byte(encoded)).toBe(true);
        // One character replaced, removed or added: valid only when the result is still padded base64.
        const position = encoded.length === 0 ? 0 : at % encoded.length;
        const edited = encoded.slice(0, position) + junk + encoded.slice(position + 1);
        const stillBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(edited);
        expect(FORMATS.byte(edited)).toBe(stillBase64);
      }),
      RUNS,
    );
    for (const bad of ['QQ', 'QQ=', 'Q===', '====', 'QQ==QQ==', 'Zm9v\n', 'Zm9-', 'Zm9_', ' Zm9v'])
      expect(FORMATS.byte(bad), bad).toBe(false);
    expect(FORMATS.byte('')).toBe(true);
    expect(FORMATS.byte('A'.repeat(8_000_000))).toBe(true);
  });

  it("ipv4, ipv6, uri, email and hostname accept fast-check's generators of them", () => {
    const generators: ReadonlyArray<readonly [FormatName, fc.Arbitrary<string>]> = [
      ['ipv4', fc.ipV4()],
      ['ipv6', fc.ipV6()],
      ['uri', fc.webUrl({ withFragments: true, withQueryParameters: true })],
      ['email', fc.emailAddress()],
      ['hostname', fc.domain()],
    ];
    for (const [format, generator] of generators) fc.assert(fc.property(generator, FORMATS[format]), RUNS);
  });
});
