import { format as cfworkerFormats } from '@cfworker/json-schema';
import { readFileSync } from 'node:fs';

/**
 * The reference side's `format` checks, sharing no code with runtime/validation/formats/:
 * @cfworker/json-schema's format table (its `uri-template` refusing lone surrogates, which its
 * regexp lets through), RFC 3986's grammar (written here from its ABNF) for `uri`
 * and `uri-reference`, RFC 3987's mapping of IRIs to URIs for `iri` and `iri-reference`, which
 * cfworker lacks, the relative JSON Pointer draft's ABNF (cfworker follows the draft before), RFC
 * 4648 decoded by Node for `byte`, and the JSON-Schema-Test-Suite's verdict on each of its own strings
 * (format-corpus.json): on those the suite is the oracle, wherever cfworker gets one wrong.
 */

const SPEC_META = JSON.parse(
  readFileSync(new URL('../../../schema/felan-spec.schema.json', import.meta.url), 'utf8'),
) as {
  definitions: { schema: { properties: { format: { enum: string[] } } } };
};
/** The format names the spec format admits, read from its meta-schema. */
export const SPEC_FORMATS: readonly string[] = SPEC_META.definitions.schema.properties.format.enum;

type Corpus = { readonly [format: string]: readonly (readonly [value: string, valid: boolean])[] };
const { $comment: _comment, ...corpus } = JSON.parse(
  readFileSync(new URL('format-corpus.json', import.meta.url), 'utf8'),
) as Corpus & { $comment: string };
/** The suite's cases by format: [value, valid]. */
export const FORMAT_CORPUS: Corpus = corpus;
const SUITE_VERDICTS = new Map(Object.entries(FORMAT_CORPUS).map(([format, cases]) => [format, new Map(cases)]));

// RFC 3986, section 3 and appendix A. ABNF strings are case-insensitive: "v" and hex digits too.
const UNRESERVED = 'A-Za-z0-9\\-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const PCT = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`;
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const IPV4 = `${DEC_OCTET}(?:\\.${DEC_OCTET}){3}`;
const H16 = '[0-9A-Fa-f]{1,4}';
const LS32 = `(?:${H16}:${H16}|${IPV4})`;
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
]
  .map((form) => `(?:${form})`)
  .join('|');
const IP_LITERAL = `\\[(?:${IPV6}|[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+)\\]`;
const AUTHORITY = `(?:(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*@)?(?:${IP_LITERAL}|${IPV4}|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*)(?::[0-9]*)?`;
const SEGMENT_NZ_NC = `(?:[${UNRESERVED}${SUB_DELIMS}@]|${PCT})+`;
const TAIL = `(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?`;
const HIER_PART = `(?://${AUTHORITY}(?:/${PCHAR}*)*|/(?:${PCHAR}+(?:/${PCHAR}*)*)?|${PCHAR}+(?:/${PCHAR}*)*|)`;
const RELATIVE_PART = `(?://${AUTHORITY}(?:/${PCHAR}*)*|/(?:${PCHAR}+(?:/${PCHAR}*)*)?|${SEGMENT_NZ_NC}(?:/${PCHAR}*)*|)`;
const URI = new RegExp(`^[A-Za-z][A-Za-z0-9+\\-.]*:${HIER_PART}${TAIL}$`);
const RELATIVE_REF = new RegExp(`^${RELATIVE_PART}${TAIL}$`);

const isUri = (value: string) => URI.test(value);
const isUriReference = (value: string) => URI.test(value) || RELATIVE_REF.test(value);

/** RFC 3987 `ucschar`: the code points an IRI may hold wherever a URI allows unreserved characters. */
const UCSCHAR =
  /[\u{A0}-\u{D7FF}\u{F900}-\u{FDCF}\u{FDF0}-\u{FFEF}\u{10000}-\u{1FFFD}\u{20000}-\u{2FFFD}\u{30000}-\u{3FFFD}\u{40000}-\u{4FFFD}\u{50000}-\u{5FFFD}\u{60000}-\u{6FFFD}\u{70000}-\u{7FFFD}\u{80000}-\u{8FFFD}\u{90000}-\u{9FFFD}\u{A0000}-\u{AFFFD}\u{B0000}-\u{BFFFD}\u{C0000}-\u{CFFFD}\u{D0000}-\u{DFFFD}\u{E1000}-\u{EFFFD}]/gu;
/** RFC 3987 `iprivate`: allowed in the query only. */
const IPRIVATE = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;

/**
 * RFC 3987 section 3.1: an IRI becomes a URI by percent-encoding the UTF-8 of each `ucschar` (and of
 * each `iprivate`, which only `iquery` admits). The IRI grammar allows those code points exactly where
 * RFC 3986 allows `pct-encoded`, so the IRI is valid when its mapping is a valid URI.
 */
function iriToUri(value: string): string {
  const encode = (char: string) => encodeURIComponent(char);
  const hash = value.indexOf('#');
  const query = value.indexOf('?');
  const queryEnd = hash === -1 ? value.length : hash;
  const inQuery = query !== -1 && query < queryEnd;
  const mapped = (part: string, privateAllowed: boolean) => {
    const out = part.replace(UCSCHAR, encode);
    return privateAllowed ? out.replace(IPRIVATE, encode) : out;
  };
  if (!inQuery) return mapped(value, false);
  return (
    mapped(value.slice(0, query), false) +
    mapped(value.slice(query, queryEnd), true) +
    mapped(value.slice(queryEnd), false)
  );
}

/** A lone surrogate: not a Unicode scalar value, so no character of any RFC's grammar (cfworker's regexps, without the u flag, let one through). */
const LONE_SURROGATE = /\p{Cs}/u;

/** The reference check of each format, before the suite's verdicts. */
const CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  ...Object.fromEntries(
    SPEC_FORMATS.filter((name) => cfworkerFormats[name] !== undefined).map((name) => [name, cfworkerFormats[name]!]),
  ),
  // RFC 6570 §2.1: a literal is ASCII or a ucschar or iprivate code point, never half of a surrogate pair.
  'uri-template': (value) => !LONE_SURROGATE.test(value) && cfworkerFormats['uri-template']!(value),
  // draft-bhutton-relative-json-pointer-00 §3, which 2020-12 cites, from its ABNF: a non-negative integer, an
  // optional index manipulation ("+" / "-" and a positive integer), then "#" or a JSON Pointer. cfworker
  // follows the draft before, without the index manipulation.
  'relative-json-pointer': (value) =>
    /^(?:0|[1-9][0-9]*)(?:[+-][1-9][0-9]*)?(?:#|(?:\/(?:[^~/]|~[01])*)*)$/u.test(value),
  // RFC 4648 §4: a multiple of four characters of the alphabet, padded; Node's decoder, which skips what
  // is not base64, must then give back exactly the bytes the length promises.
  byte: (value) =>
    value.length % 4 === 0 &&
    /^[A-Za-z0-9+/]*={0,2}$/.test(value) &&
    Buffer.from(value, 'base64').length === (value.length / 4) * 3 - value.match(/=*$/)![0].length,
  uri: isUri,
  'uri-reference': isUriReference,
  iri: (value) => isUri(iriToUri(value)),
  'iri-reference': (value) => isUriReference(iriToUri(value)),
};

for (const name of SPEC_FORMATS)
  if (CHECKS[name] === undefined)
    throw new Error(`the reference has no check for format ${name}: add one to reference-formats.ts`);

/**
 * IDNA A-labels (`xn--…`, in any case) in a hostname or an email address's domain: cfworker does not
 * decode them, so its verdict on one the suite does not hold means nothing (RFC 5891 refuses most).
 */
const A_LABEL = /(^|[.@])xn--/i;

/** Whether the reference can judge a string in a format: not an A-label the suite does not hold. */
export function judgeableFormat(format: string, value: string): boolean {
  return (
    SUITE_VERDICTS.get(format)?.has(value) === true ||
    !((format === 'hostname' || format === 'email') && A_LABEL.test(value))
  );
}

/** The reference verdict on a string: the suite's when it holds that string, the reference check's otherwise. */
export function referenceFormat(format: string, value: string): boolean {
  const check = CHECKS[format];
  if (check === undefined) throw new Error(`the reference has no check for format ${format}`);
  return SUITE_VERDICTS.get(format)?.get(value) ?? check(value);
}

/** Where the reference check (cfworker, or the grammars above) and the suite disagree: what the suite overrides. */
export function checksOverruledBySuite(): { format: string; value: string; suite: boolean }[] {
  return Object.entries(FORMAT_CORPUS).flatMap(([format, cases]) =>
    cases
      .filter(([value, valid]) => CHECKS[format]!(value) !== valid)
      .map(([value, suite]) => ({ format, value, suite })),
  );
}
