import { isIpv6 } from './ip.js';
import { consistsOf, PCHAR, SUB_DELIMS, UNRESERVED, type NonAscii } from './uri-characters.js';

/**
 * RFC 3986 URIs and URI references, and their RFC 3987 IRI counterparts, as JSON Schema's `uri`,
 * `uri-reference`, `iri` and `iri-reference` formats. A hand parser that splits at the delimiters
 * the grammar fixes (`#`, then `?`, then the scheme's `:`, then `//authority`) and checks each
 * component's repertoire in one pass: linear, and with no regex over the whole string.
 * Carried into the generated package; imports nothing outside runtime/validation.
 */
export function isUri(value: string): boolean {
  return isReference(value, 'none', true);
}

export function isUriReference(value: string): boolean {
  return isReference(value, 'none', false);
}

export function isIri(value: string): boolean {
  return isReference(value, 'ucschar', true);
}

export function isIriReference(value: string): boolean {
  return isReference(value, 'ucschar', false);
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const PORT = /^\d*$/;
const IP_FUTURE = /^[Vv][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;

function isReference(value: string, nonAscii: 'none' | 'ucschar', schemeRequired: boolean): boolean {
  // RFC 3987 admits private-use characters in the query only.
  const queryNonAscii: NonAscii = nonAscii === 'none' ? 'none' : 'ucschar-and-private';
  const hash = value.indexOf('#');
  const beforeFragment = hash < 0 ? value : value.slice(0, hash);
  if (hash >= 0 && !consistsOf(value.slice(hash + 1), `${PCHAR}/?`, nonAscii)) return false;
  const question = beforeFragment.indexOf('?');
  const hierarchy = question < 0 ? beforeFragment : beforeFragment.slice(0, question);
  if (question >= 0 && !consistsOf(beforeFragment.slice(question + 1), `${PCHAR}/?`, queryNonAscii)) return false;

  // A `:` before any `/` ends a scheme. In a relative reference the first segment may not hold a
  // `:` at all (path-noscheme), so a bad scheme is an error either way: `1:b` is not a path.
  const colon = hierarchy.indexOf(':');
  const slash = hierarchy.indexOf('/');
  let rest = hierarchy;
  if (colon >= 0 && (slash < 0 || colon < slash)) {
    if (!SCHEME.test(hierarchy.slice(0, colon))) return false;
    rest = hierarchy.slice(colon + 1);
  } else if (schemeRequired) {
    return false;
  }
  if (rest.startsWith('//')) {
    const pathStart = rest.indexOf('/', 2);
    const authority = pathStart < 0 ? rest.slice(2) : rest.slice(2, pathStart);
    if (!isAuthority(authority, nonAscii)) return false;
    rest = pathStart < 0 ? '' : rest.slice(pathStart);
  }
  // Without an authority the path cannot start with `//`, and that case was taken above.
  return consistsOf(rest, `${PCHAR}/`, nonAscii);
}

/** `[userinfo@]host[:port]`, where host is `[IPv6]`, `[vX.future]` or a registered name. */
function isAuthority(authority: string, nonAscii: NonAscii): boolean {
  const at = authority.indexOf('@');
  if (at >= 0 && !consistsOf(authority.slice(0, at), `${UNRESERVED}${SUB_DELIMS}:`, nonAscii)) return false;
  const hostPort = authority.slice(at + 1);
  let port: string;
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close < 0) return false;
    const literal = hostPort.slice(1, close);
    if (!isIpv6(literal) && !IP_FUTURE.test(literal)) return false;
    const after = hostPort.slice(close + 1);
    if (after !== '' && !after.startsWith(':')) return false;
    port = after.slice(1);
  } else {
    // A registered name holds no `:`, so the first one starts the port. An IPv4 address is a
    // registered name by syntax too, which is why `999.999.999.999` is a valid host here.
    const colon = hostPort.indexOf(':');
    const host = colon < 0 ? hostPort : hostPort.slice(0, colon);
    if (!consistsOf(host, `${UNRESERVED}${SUB_DELIMS}`, nonAscii)) return false;
    port = colon < 0 ? '' : hostPort.slice(colon + 1);
  }
  return PORT.test(port);
}
