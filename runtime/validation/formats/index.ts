import { isByte } from './byte.js';
import { isDate, isDateTime, isDuration, isTime } from './date-time.js';
import { isEmail } from './email.js';
import { isHostname } from './hostname.js';
import { isIpv4, isIpv6 } from './ip.js';
import { isJsonPointer, isRelativeJsonPointer } from './json-pointer.js';
import { isRegex } from './regex.js';
import { isUriTemplate } from './uri-template.js';
import { isIri, isIriReference, isUri, isUriReference } from './uri.js';
import { isUuid } from './uuid.js';

/**
 * The `format` values the generated validators assert, each checked by the package's own function.
 * A format missing here is not asserted: idn-email and idn-hostname need IDNA2008's Bidi rule and
 * tables, which no JavaScript engine exposes.
 */
export const FORMATS: { readonly [Name in FormatName]: (value: string) => boolean } = {
  byte: isByte,
  date: isDate,
  'date-time': isDateTime,
  duration: isDuration,
  email: isEmail,
  hostname: isHostname,
  ipv4: isIpv4,
  ipv6: isIpv6,
  iri: isIri,
  'iri-reference': isIriReference,
  'json-pointer': isJsonPointer,
  regex: isRegex,
  'relative-json-pointer': isRelativeJsonPointer,
  time: isTime,
  uri: isUri,
  'uri-reference': isUriReference,
  'uri-template': isUriTemplate,
  uuid: isUuid,
};

/**
 * Spelled out rather than `keyof typeof FORMATS` because the generated package compiles with
 * isolatedDeclarations, which needs FORMATS's type written down; the annotation above still makes a
 * missing or extra key a type error.
 */
export type FormatName =
  | 'byte'
  | 'date'
  | 'date-time'
  | 'duration'
  | 'email'
  | 'hostname'
  | 'ipv4'
  | 'ipv6'
  | 'iri'
  | 'iri-reference'
  | 'json-pointer'
  | 'regex'
  | 'relative-json-pointer'
  | 'time'
  | 'uri'
  | 'uri-reference'
  | 'uri-template'
  | 'uuid';
