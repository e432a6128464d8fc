import { _, Name, str, type KeywordDefinition } from 'ajv';
import { FORMATS, type FormatName } from '../../runtime/validation/formats/index.ts';

/** Where generated code imports each format's function from: runtime/validation/formats/<module>.ts, export `name`. */
export const FORMAT_FUNCTIONS: { readonly [Format in FormatName]: { readonly module: string; readonly name: string } } =
  {
    byte: { module: 'byte', name: 'isByte' },
    date: { module: 'date-time', name: 'isDate' },
    'date-time': { module: 'date-time', name: 'isDateTime' },
    duration: { module: 'date-time', name: 'isDuration' },
    email: { module: 'email', name: 'isEmail' },
    hostname: { module: 'hostname', name: 'isHostname' },
    ipv4: { module: 'ip', name: 'isIpv4' },
    ipv6: { module: 'ip', name: 'isIpv6' },
    iri: { module: 'uri', name: 'isIri' },
    'iri-reference': { module: 'uri', name: 'isIriReference' },
    'json-pointer': { module: 'json-pointer', name: 'isJsonPointer' },
    regex: { module: 'regex', name: 'isRegex' },
    'relative-json-pointer': { module: 'json-pointer', name: 'isRelativeJsonPointer' },
    time: { module: 'date-time', name: 'isTime' },
    uri: { module: 'uri', name: 'isUri' },
    'uri-reference': { module: 'uri', name: 'isUriReference' },
    'uri-template': { module: 'uri-template', name: 'isUriTemplate' },
    uuid: { module: 'uuid', name: 'isUuid' },
  };

/** The module specifier generated code `require`s a format's function from (emit/validators/runtime-imports.ts maps it). */
export const FORMAT_REQUIRE_PREFIX = 'felan-runtime/formats/';

/**
 * `format` as an assertion, each format checked by the package's own function (the package imports
 * nothing). In place of Ajv's format vocabulary, whose standalone code reads every format from one
 * table object: here each validator imports only the functions its schemas use, so a bundle that
 * needs no email address carries no email parser. The spec's meta-schema admits only the names of
 * FORMATS, so an unknown name never reaches this keyword.
 */
export const formatKeyword: KeywordDefinition = {
  keyword: 'format',
  type: 'string',
  schemaType: 'string',
  code(cxt) {
    const format = cxt.schema as FormatName;
    const source = FORMAT_FUNCTIONS[format];
    if (source === undefined) throw new Error(`format ${JSON.stringify(format)} has no function`);
    const check = cxt.gen.scopeValue('func', {
      ref: FORMATS[format],
      code: _`require(${FORMAT_REQUIRE_PREFIX + source.module}).${new Name(source.name)}`,
    });
    cxt.fail(_`!${check}(${cxt.data})`);
  },
  error: {
    message: ({ schemaCode }) => str`must match format "${schemaCode}"`,
    params: ({ schemaCode }) => _`{format: ${schemaCode}}`,
  },
};
