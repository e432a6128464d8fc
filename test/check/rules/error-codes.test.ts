/**
 * error-codes (generator/check/rules/error-codes.ts) and the framing's codes in a json-rpc framing:
 * every error code declares its JSON-RPC integer, one integer names one error (the standard five
 * included), a standard name keeps its standard integer, integers are refused where codes are
 * names, and the framing's codes default to JSON-RPC's. Reported at the error's key or its code.
 */
import { describe, expect, it } from 'vitest';
import { checked, diagnose, yaml } from './support.ts';

/** A framing of family json-rpc over the minimal spec, with `codes` lines when given. */
const framing = (...codes: string[]) =>
  yaml(
    'framing:',
    '  family: json-rpc',
    '  encoding: json-lines',
    ...codes,
    '  request: { type: Frame, operation: method, id: id, params: params, parser: parseRequest, parsed: Request }',
    '  response: { type: Frame, correlation: id, result: { field: result }, parser: parseResponse, parsed: Response }',
    'types:',
    '  Frame:',
    '    type: object',
    '    properties: { method: { type: string }, id: { type: integer }, params: { type: object }, result: { type: object } }',
  );

/** Error codes added beside the minimal spec's `busy` (protocol.yaml:27, which has no integer). */
const more = (...lines: string[]) => yaml('errors:', ...lines);

const BUSY_MISSING =
  'protocol.yaml:27:3  error-code-missing  error busy has no code: in a json-rpc framing every error code declares its integer (code: -32001)';

describe('error-codes', () => {
  it('rule: in a json-rpc framing an error without its integer is an error at its key; with one it is fine', async () => {
    expect(await diagnose({ 'framing.yaml': framing() })).toEqual([BUSY_MISSING]);
    const withCode = { 'framing.yaml': framing(), 'more.yaml': more('  gone: { code: -32010, description: Gone. }') };
    expect(await diagnose(withCode)).toEqual([BUSY_MISSING]);
  });

  it('rule: two errors with one integer, or a standard integer under another name, are an error at the later code', async () => {
    const files = {
      'framing.yaml': framing(),
      'more.yaml': more(
        '  gone: { code: -32010, description: Gone. }',
        '  lost: { code: -32010, description: Lost. }',
        '  unparsable: { code: -32700, description: Not JSON. }',
      ),
    };
    expect(await diagnose(files)).toEqual([
      'more.yaml:4:17  error-code-duplicate  error lost declares code -32010, which error gone already is: a code names one error',
      "more.yaml:5:23  error-code-duplicate  error unparsable declares code -32700, which JSON-RPC's standard parse_error already is: a code names one error",
      BUSY_MISSING,
    ]);
  });

  it('rule: a standard name may be declared again, with its own integer or none (the minimal spec declares invalid_request), not another', async () => {
    const files = {
      'framing.yaml': framing(),
      'more.yaml': more(
        '  method_not_found: { code: -32601, description: No such method here. }',
        '  invalid_params: { code: -32000, description: Wrong. }',
      ),
    };
    expect(await diagnose(files)).toEqual([
      "more.yaml:4:27  error-code-not-standard  error invalid_params declares code -32000, but invalid_params is JSON-RPC's standard name for -32602: give it -32602, or another name",
      BUSY_MISSING,
    ]);
  });

  it('rule: where codes are names (no json-rpc framing), an integer is refused at it', async () => {
    expect(await diagnose({ 'more.yaml': more('  gone: { code: -32010, description: Gone. }') })).toEqual([
      'more.yaml:3:17  error-code-outside-json-rpc  error gone declares code -32010, but its codes are names: integer codes belong to a framing of family json-rpc',
    ]);
  });
});

describe('framing codes', () => {
  it('rule: a json-rpc framing needs no codes, and may name the standard ones without declaring them', async () => {
    const { lines } = await checked({
      'framing.yaml': framing('  codes: { invalid: invalid_request, unknownOperation: method_not_found }'),
    });
    expect(lines).toEqual([BUSY_MISSING]);
  });

  it('rule: any other framing without codes is an error at framing', async () => {
    const plain = framing().replace('  family: json-rpc\n', '');
    expect(await diagnose({ 'framing.yaml': plain })).toEqual([
      "framing.yaml:2:1  framing-missing-codes  framing declares no codes: name the error codes of a malformed frame and an unknown operation (codes.invalid, codes.unknownOperation), or declare family: json-rpc for JSON-RPC's own",
    ]);
  });
});
