/**
 * runtime/validation/formats/uri.ts at the delimiters it splits on: the query's `?`, the scheme's
 * `:`, the authority's `[IP-literal]`, its port, and the repertoires of URIs against IRIs.
 */
import { describe, expect, it } from 'vitest';
import { isIri, isIriReference, isUri, isUriReference } from '../../../runtime/validation/formats/uri.ts';

describe('the query', () => {
  it('rule: every character of the query is checked, from the one after the `?`', () => {
    expect(isUri('a:? ')).toBe(false);
    expect(isUri('a:?x ')).toBe(false);
    expect(isUri('a:? x')).toBe(false);
    expect(isUri('a:?x/?:@')).toBe(true);
  });

  it('rule: a reference that starts with `?` has its query checked too', () => {
    expect(isUriReference('? ')).toBe(false);
    expect(isUriReference('? a')).toBe(false);
    expect(isUriReference('?a')).toBe(true);
  });

  it('rule: a URI query admits no non-ASCII character; an IRI query admits ucschar and private use', () => {
    expect(isUri('a:?\u00e9')).toBe(false);
    expect(isUri('a:?\ue000')).toBe(false);
    expect(isUriReference('?\u00e9')).toBe(false);
    expect(isIri('a:?\u00e9')).toBe(true);
    expect(isIri('a:?\ue000')).toBe(true);
    expect(isIriReference('?\ue000')).toBe(true);
  });

  it('rule: an IRI path or fragment admits ucschar but not private use', () => {
    expect(isIri('a:\u00e9')).toBe(true);
    expect(isIri('a:\ue000')).toBe(false);
    expect(isIri('a:#\ue000')).toBe(false);
    expect(isIriReference('\u00e9')).toBe(true);
    expect(isIriReference('\ue000')).toBe(false);
  });
});

describe('the scheme', () => {
  it('rule: a reference starting with `:` has an empty scheme, which is invalid', () => {
    expect(isUriReference(':a')).toBe(false);
    expect(isUri(':a')).toBe(false);
  });

  it('rule: a `:` after the first `/` is part of the path, not a scheme', () => {
    expect(isUriReference('/a:b')).toBe(true);
    expect(isUriReference('./a:b')).toBe(true);
    expect(isUri('/a:b')).toBe(false);
  });
});

describe('an IP-literal host', () => {
  it('rule: an IPvFuture literal is `v`, hex digits, a dot, then unreserved, sub-delims or `:` to the `]`', () => {
    expect(isUri('http://[v1.a]')).toBe(true);
    expect(isUri('http://[V12.a:b]/')).toBe(true);
    expect(isUri('http://[vAf.x~]')).toBe(true);
    expect(isUri('http://[xv1.a]')).toBe(false);
    expect(isUri('http://[v1.a%]')).toBe(false);
    expect(isUri('http://[v1.]')).toBe(false);
    expect(isUri('http://[v.a]')).toBe(false);
  });

  it('rule: an IP-literal without its `]` is invalid', () => {
    expect(isUri('http://[::1')).toBe(false);
    expect(isUri('http://[::1/a')).toBe(false);
  });

  it('rule: after the `]` comes nothing or a `:` and a port of digits', () => {
    expect(isUri('http://[::1]')).toBe(true);
    expect(isUri('http://[::1]:80')).toBe(true);
    expect(isUri('http://[::1]:')).toBe(true);
    expect(isUri('http://[::1]/a')).toBe(true);
    expect(isUri('http://[::1]x')).toBe(false);
    expect(isUri('http://[::1]x80')).toBe(false);
    expect(isUri('http://[::1]80:')).toBe(false);
    expect(isUri('http://[::1]:8a')).toBe(false);
  });
});

describe('a registered-name host and its port', () => {
  it('rule: the first `:` ends the host and starts the port', () => {
    expect(isUri('http://a:80')).toBe(true);
    expect(isUri('http://a:80/b')).toBe(true);
    expect(isUri('http://a:')).toBe(true);
    expect(isUri('http://a:b')).toBe(false);
    expect(isUri('http://a:8:0')).toBe(false);
  });

  it('rule: an empty host may carry a port, whose characters are checked', () => {
    expect(isUri('http://:80')).toBe(true);
    expect(isUri('http://:x')).toBe(false);
    expect(isUri('http://:')).toBe(true);
  });

  it('rule: every character of a host without a port is checked, the last one too', () => {
    expect(isUri('http://a ')).toBe(false);
    expect(isUri('http://ab ')).toBe(false);
    expect(isUri('http://a b/')).toBe(false);
    expect(isUri('http://ab')).toBe(true);
  });
});
