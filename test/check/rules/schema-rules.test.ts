/**
 * The small rules over schema nodes, each held to what it refuses, what it lets through, and the place
 * and wording of its diagnostic: bounds (generator/check/rules/bounds.ts), part-checks, type-references,
 * required-properties, schema-annotations and alias-cycles.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, operationLines, yaml } from './support.ts';

describe('bounds', () => {
  it('rule: a lower bound above its upper bound admits no value, reported at the lower bound', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        '  Word: { type: string, minLength: 3, maxLength: 2 }',
        '  Span: { type: number, minimum: 2, maximum: 1 }',
      ),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:25  bad-bounds  minLength 3 is greater than maxLength 2',
      'extra.yaml:4:25  bad-bounds  minimum 2 is greater than maximum 1',
    ]);
  });

  it('rule: equal bounds admit exactly one size, and are fine', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        '  Word: { type: string, minLength: 2, maxLength: 2 }',
        '  Pair: { type: array, minItems: 2, maxItems: 2 }',
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });

  it('rule: beside contains, an absent minContains counts as 1, so maxContains: 0 is reported at maxContains', async () => {
    const files = {
      'extra.yaml': yaml('types:', '  None:', '    type: array', '    contains: { const: a }', '    maxContains: 0'),
    };
    expect(await diagnose(files)).toEqual(['extra.yaml:6:5  bad-bounds  minContains 1 is greater than maxContains 0']);
  });

  it('rule: a written minContains: 0 beside maxContains: 0 is fine', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        '  None:',
        '    type: array',
        '    contains: { const: a }',
        '    minContains: 0',
        '    maxContains: 0',
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });

  it('rule: contains lends its default of 1 to minContains only, not to minItems', async () => {
    const files = {
      'extra.yaml': yaml('types:', '  Empty:', '    type: array', '    contains: { const: a }', '    maxItems: 0'),
    };
    expect(await diagnose(files)).toEqual([]);
  });
});

describe('part-checks', () => {
  const columns = [
    'types:',
    '  Columns:',
    '    type: array',
    '    check: uniqueNames',
    '    items: { type: object, properties: { name: { type: string } } }',
  ];

  it('rule: a check of a part the spec does not ask for is reported at the check, naming the part to add', async () => {
    expect(await diagnose({ 'extra.yaml': yaml(...columns) })).toEqual([
      'extra.yaml:5:12  check-part-missing  check uniqueNames is a check of the part invariants, which this spec does not ask for: add invariants to parts',
    ]);
  });

  it('rule: a check of a part the spec asks for is fine', async () => {
    expect(await diagnose({ 'extra.yaml': yaml('parts: [invariants]', ...columns) })).toEqual([]);
  });
});

describe('type-references', () => {
  it('rule: a ref of another form is told the form, and the type its last segment nearly names', async () => {
    const files = { 'extra.yaml': yaml('types:', "  Alias: { $ref: '#/definitions/Stmap' }") };
    expect(await diagnose(files)).toEqual([
      `extra.yaml:3:18  bad-ref-form  $ref "#/definitions/Stmap" must have the form '#/types/<Name>' (did you mean "#/types/Stamp"?)`,
    ]);
  });

  it('rule: a ref may stand beside description, $comment and requires, which only annotate it', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        "  Alias: { $ref: '#/types/Payload', description: Text., $comment: note, requires: ping.echo }",
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });

  it('rule: every other keyword beside a ref is listed, reported at the first', async () => {
    const files = {
      'extra.yaml': yaml('types:', '  Alias:', "    $ref: '#/types/Payload'", '    title: Alias', '    minLength: 1'),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:5:5  ref-with-siblings  $ref cannot stand beside title, minLength: wrap the reference and the extra keywords in allOf',
    ]);
  });
});

describe('required-properties', () => {
  it('rule: a required name matched by a patternProperties pattern of the same schema is declared', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        "  Headers: { type: object, patternProperties: { '^x-[a-z]+$': { type: string } }, required: [x-trace] }",
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });

  it('rule: a required name no pattern matches is not declared', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        "  Headers: { type: object, patternProperties: { '^x-[a-z]+$': { type: string } }, required: [y-trace] }",
      ),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:94  required-not-declared  required property "y-trace" is not declared under properties',
    ]);
  });

  it("rule: a pattern that does not compile declares nothing (and is the patterns rule's error)", async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        '  Headers:',
        '    type: object',
        "    patternProperties: { '(': { type: string } }",
        '    required: [x]',
      ),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:5:26  invalid-pattern  pattern "(" is not a valid regular expression with the u flag: Invalid regular expression: /(/u: Unterminated group',
      'extra.yaml:6:16  required-not-declared  required property "x" is not declared under properties',
    ]);
  });

  it('rule: patterns match with Unicode semantics, as the validators do', async () => {
    // Without the u flag, . matches one UTF-16 unit and the astral character is two.
    const files = {
      'extra.yaml': yaml(
        'types:',
        "  Tagged: { type: object, patternProperties: { '^.$': { type: string } }, required: ['😀'] }",
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });
});

describe('schema-annotations', () => {
  it('rule: requires must name a declared feature, told the nearest', async () => {
    const files = { 'extra.yaml': yaml('types:', '  Gated: { type: string, requires: ping.ech }') };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:36  unknown-gate-feature  requires names feature ping.ech, which is not declared under features (did you mean "ping.echo"?)',
    ]);
  });

  it('rule: direction stands at the top of a named type, and nowhere else', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        '  Stored:',
        '    type: object',
        '    direction: stored',
        '    properties:',
        '      inner: { type: object, direction: stored }',
      ),
    };
    expect(await diagnose(files)).toEqual([
      "extra.yaml:7:30  misplaced-direction  direction belongs at the top of a named type under types, where it says which way that type's data flows",
    ]);
  });

  it('rule: direction on an operation params schema, at the same depth as a type top, is misplaced', async () => {
    const files = {
      'extra.yaml': yaml('operations:', ...operationLines('other', { params: '{ type: object, direction: stored }' })),
    };
    expect(await diagnose(files)).toEqual([
      "extra.yaml:11:29  misplaced-direction  direction belongs at the top of a named type under types, where it says which way that type's data flows",
    ]);
  });
});

describe('alias-cycles', () => {
  it('rule: a cycle of aliases is reported at each member, with the chain from it', async () => {
    const files = { 'extra.yaml': yaml('types:', "  Bee: { $ref: '#/types/Ant' }", "  Ant: { $ref: '#/types/Bee' }") };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:3  circular-alias  type Bee is an alias of itself through Bee -> Ant -> Bee',
      'extra.yaml:4:3  circular-alias  type Ant is an alias of itself through Ant -> Bee -> Ant',
    ]);
  });

  it('rule: an alias chain that runs into a cycle it is not part of ends, reported only from the members', async () => {
    const files = {
      'extra.yaml': yaml('types:', "  Lead: { $ref: '#/types/Loop' }", "  Loop: { $ref: '#/types/Loop' }"),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:4:3  circular-alias  type Loop is an alias of itself through Loop -> Loop',
    ]);
  });

  it('rule: an alias of an undeclared type is the unresolved ref only', async () => {
    const files = { 'extra.yaml': yaml('types:', "  Lead: { $ref: '#/types/Nowhere' }") };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:17  unresolved-ref  $ref "#/types/Nowhere" does not name a type; known types are listed under types',
    ]);
  });
});
