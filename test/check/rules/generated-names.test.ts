/**
 * generated-names (generator/check/rules/generated-names.ts): the TypeScript names generated from an
 * operation (`ping.echo` → PingEchoParams, PingEchoResult) must not be a declared type, a name the
 * package declares itself, or another operation's; a type may not take a reserved name either, nor
 * a constant a name the catalog exports. Reported at the key of what takes the name, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, operationLines, yaml } from './support.ts';

describe('generated-names', () => {
  it('rule: an operation whose generated type is a declared type takes <Name>Operation<Part> instead, and only when that is declared too is it told so, at the operation', async () => {
    expect(await diagnose({ 'extra.yaml': yaml('types:', '  PingResult: { type: string }') })).toEqual([]);
    const both = {
      'extra.yaml': yaml('types:', '  PingResult: { type: string }', '  PingOperationResult: { type: string }'),
    };
    expect(await diagnose(both)).toEqual([
      'operations.yaml:3:3  name-clash  operation ping generates the type name PingOperationResult, which is also a type under types',
    ]);
  });

  it('rule: an operation whose generated type the package declares itself is told so', async () => {
    const files = { 'extra.yaml': yaml('operations:', ...operationLines('operation')) };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:3  name-clash  operation operation generates the type name OperationParams, which the generated package declares itself',
      'extra.yaml:3:3  name-clash  operation operation generates the type name OperationResult, which the generated package declares itself',
    ]);
  });

  it('rule: two operations generating the same names are reported at the later in name order, whatever order the files list them', async () => {
    // extra.yaml is read before operations.yaml: ping_echo comes first as written, after ping.echo by name.
    const files = { 'extra.yaml': yaml('operations:', ...operationLines('ping_echo')) };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:3  name-clash  operation ping_echo generates the type name PingEchoParams, which operation ping.echo generates too',
      'extra.yaml:3:3  name-clash  operation ping_echo generates the type name PingEchoResult, which operation ping.echo generates too',
    ]);
  });

  it('rule: wire names that derive one TypeScript name (tools/call, tools.call) are an error at the later by name (. sorts before /), and distinct ones are not', async () => {
    const files = {
      'extra.yaml': yaml(
        'operations:',
        ...operationLines("'tools/call'"),
        ...operationLines('tools.call'),
        ...operationLines("'$/cancelRequest'"),
      ),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:3  name-clash  operation tools/call generates the type name ToolsCallParams, which operation tools.call generates too',
      'extra.yaml:3:3  name-clash  operation tools/call generates the type name ToolsCallResult, which operation tools.call generates too',
    ]);
  });

  it('rule: a declared type may not take a name the package declares itself', async () => {
    const files = { 'extra.yaml': yaml('types:', '  KnownErrorCode:', '    type: string') };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:3  name-clash  operation - generates the type name KnownErrorCode, which the generated package declares itself',
    ]);
  });

  it('rule: a constant may not take a name the catalog exports, reported at its key', async () => {
    const files = {
      'extra.yaml': yaml(
        'constants:',
        '  LIMITS:',
        '    value: 1',
        '    description: Clashes.',
        '  MY_LIMITS:',
        '    value: 2',
        '    description: Does not.',
      ),
    };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:3:3  constant-name-clash  constant LIMITS is a name the generated catalog exports itself: choose another',
    ]);
  });
});
