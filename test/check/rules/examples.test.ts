/**
 * examples (generator/check/rules/examples.ts): every example must validate against its schema, and
 * is reported at the value that fails with Ajv's account of it (the failing path, or "(root)"). An
 * example of the framing's request or command type is also held to its operation, as the generated
 * parsers hold a frame: the operation member must name an operation of the spec (a typo is told the
 * nearest), and the params member, when there is one, must be that operation's params.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, yaml } from './support.ts';

/** A framing whose request type (Envelope) and command type (Command) list the examples given (lines 19 and 25 on). */
const framed = (requestExamples: readonly string[], commandExamples: readonly string[] = []) => ({
  'framing.yaml': yaml(
    'limits:', //                                                             2
    '  frameBytes: { value: 4096, unit: bytes, description: Most bytes of a frame. }',
    '  frameDepth: { value: 16, unit: depth, description: Deepest nesting. }',
    'framing:', //                                                            5
    '  encoding: json-lines',
    '  limits: { frame: frameBytes, depth: frameDepth }',
    '  codes: { invalid: invalid_request, unknownOperation: invalid_request }',
    '  request: { type: Envelope, operation: op, id: id, params: params, command: Command, parser: parseRequest, parsed: Request }',
    '  response: { type: Reply, correlation: re, result: { field: result }, parser: parseResponse, parsed: Response }', // 10
    'types:',
    '  Reply: { type: object, properties: { re: { type: integer }, result: { type: object } } }',
    '  Envelope:',
    '    type: object',
    '    properties:', //                                                    15
    '      op: {}',
    '      id: { type: integer }',
    '      params: {}',
    `    examples: [${requestExamples.join(', ')}]`, //                      19
    '  Command:', //                                                         20
    '    type: object',
    '    properties:',
    '      op: {}',
    '      params: {}',
    `    examples: [${commandExamples.join(', ')}]`, //                      25
  ),
});

describe('examples', () => {
  describe('examples of named types', () => {
    it('rule: an example that is not even of the type fails at the root, said "(root)"', async () => {
      const files = { 'extra.yaml': yaml('types:', '  Word:', '    type: string', '    examples: [hello, 5]') };
      expect(await diagnose(files)).toEqual([
        'extra.yaml:5:23  invalid-type-example  example 1 of type Word does not match its schema: (root) must be string',
      ]);
    });

    it('rule: an example failing inside is reported at the failing value, by its path', async () => {
      const files = {
        'extra.yaml': yaml(
          'types:',
          '  Point:',
          '    type: object',
          '    properties: { at: { type: integer, minimum: 0 } }',
          '    examples: [{ at: -1 }]',
        ),
      };
      expect(await diagnose(files)).toEqual([
        'extra.yaml:6:22  invalid-type-example  example 0 of type Point does not match its schema: /at must be >= 0',
      ]);
    });
  });

  describe('examples of the request and command types', () => {
    it('rule: a request example naming an operation of the spec, with or without params that are its params, is valid', async () => {
      expect(
        await diagnose(
          framed(
            ['{ op: ping, id: 1, params: { tags: [a] } }', '{ op: ping, id: 2 }'],
            ['{ op: ping.echo, params: { at: 1 } }'],
          ),
        ),
      ).toEqual([]);
    });

    it('rule: a request example naming no operation is told so, with the nearest operation', async () => {
      expect(await diagnose(framed(['{ op: pnig, id: 1 }']))).toEqual([
        'framing.yaml:19:22  invalid-type-example  example 0 of type Envelope does not match its schema: /op names no operation of this spec ("pnig") (did you mean "ping"?)',
      ]);
    });

    it('rule: an operation member that is not a string names no operation, and gets no suggestion', async () => {
      expect(await diagnose(framed(['{ op: 5, id: 1 }', '{ op: [ping], id: 2 }']))).toEqual([
        'framing.yaml:19:22  invalid-type-example  example 0 of type Envelope does not match its schema: /op names no operation of this spec (5)',
        'framing.yaml:19:40  invalid-type-example  example 1 of type Envelope does not match its schema: /op names no operation of this spec (["ping"])',
      ]);
    });

    it("rule: a request example's params must be its operation's params, reported under the params member", async () => {
      expect(await diagnose(framed(['{ op: ping, id: 1, params: { tags: 5 } }']))).toEqual([
        'framing.yaml:19:51  invalid-type-example  example 0 of type Envelope does not match its schema: /params/tags must be array',
      ]);
    });

    it('rule: an example of the command type is held to its operation as a request example is', async () => {
      expect(await diagnose(framed([], ['{ op: ping.echo, params: { at: -1 } }', '{ op: pnig }']))).toEqual([
        'framing.yaml:25:47  invalid-type-example  example 0 of type Command does not match its schema: /params/at must be >= 0',
        'framing.yaml:25:61  invalid-type-example  example 1 of type Command does not match its schema: /op names no operation of this spec ("pnig") (did you mean "ping"?)',
      ]);
    });
  });
});
