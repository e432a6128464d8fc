/**
 * How operation wire names become TypeScript names (generator/schema/naming.ts): every run of ASCII
 * letters and digits is a segment, capitalised and joined; anything else separates. The result is
 * always an identifier, and the names the bundled spec uses derive as they always have.
 */
import { describe, expect, it } from 'vitest';
import { operationTypeName, pascalCase } from '../../generator/schema/naming.ts';

describe('pascalCase', () => {
  it.each([
    ['config.set', 'ConfigSet'],
    ['history.set_label', 'HistorySetLabel'],
    ['session-binding', 'SessionBinding'],
    ['tools/call', 'ToolsCall'],
    ['logging/setLevel', 'LoggingSetLevel'],
    ['notifications/resources/list_changed', 'NotificationsResourcesListChanged'],
    ['$/cancelRequest', 'CancelRequest'],
    ['textDocument/didOpen', 'TextDocumentDidOpen'],
  ])('rule: %s derives %s', (name, expected) => {
    expect(pascalCase(name)).toBe(expected);
  });

  it.each([
    ['2fa/verify', 'Op2faVerify'],
    ['$/', 'Op'],
    ['héllo', 'HLlo'],
  ])(
    'rule: %s, which would not start with a letter or has letters outside ASCII, still derives an identifier (%s)',
    (name, expected) => {
      expect(pascalCase(name)).toBe(expected);
      expect(pascalCase(name)).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    },
  );

  it('rule: an operation types its params and result after its derived name', () => {
    expect(operationTypeName('tools/call', 'params', {})).toBe('ToolsCallParams');
    expect(operationTypeName('$/cancelRequest', 'result', {})).toBe('CancelRequestResult');
  });

  it('rule: where the spec declares that name itself, the operation takes <Name>Operation<Part> instead', () => {
    const declared = { InitializeResult: {}, InitializeRequestParams: {} };
    expect(operationTypeName('initialize', 'result', declared)).toBe('InitializeOperationResult');
    expect(operationTypeName('initialize', 'params', declared)).toBe('InitializeParams');
  });
});
