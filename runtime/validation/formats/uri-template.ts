import { consistsOf } from './uri-characters.js';

/**
 * JSON Schema's `uri-template` format: RFC 6570's syntax (section 2), literals and `{…}`
 * expressions up to level 4. Syntax only: a template is valid whether or not its expansion is a URI.
 * Carried into the generated package; imports nothing outside runtime/validation.
 */
export function isUriTemplate(value: string): boolean {
  let i = 0;
  while (i < value.length) {
    const open = value.indexOf('{', i);
    const literalEnd = open < 0 ? value.length : open;
    if (!consistsOf(value.slice(i, literalEnd), LITERAL, 'ucschar-and-private')) return false;
    if (open < 0) return true;
    const close = value.indexOf('}', open);
    if (close < 0 || !isExpression(value.slice(open + 1, close))) return false;
    i = close + 1;
  }
  return true;
}

/**
 * ASCII punctuation a literal may hold. Section 2.1's ranges skip the apostrophe (%x27), a
 * sub-delim in RFC 3986 that expansion would copy unchanged; the JSON Schema suite accepts it, so
 * this does too.
 */
const LITERAL = "!#$&'()*+,-./:;=?@[]_~";

/**
 * Level 2-3 operators, then the ones section 2.2 reserves for future extensions: the grammar
 * includes those, and this checks the grammar.
 */
const OPERATORS = '+#./;?&=,!@|';

// varname: varchars (letters, digits, `_`, `%XX`) in dot-separated runs; then `:1`-`:9999` or `*`.
// Each alternative starts with a different character, so the regex never backtracks far.
const VARSPEC = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+(?:\.(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+)*(?::[1-9]\d{0,3}|\*)?$/;

function isExpression(body: string): boolean {
  const operator = body.charAt(0);
  const variables = operator !== '' && OPERATORS.includes(operator) ? body.slice(1) : body;
  return variables.split(',').every((varspec) => VARSPEC.test(varspec));
}
