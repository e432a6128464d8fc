/**
 * Governance is optional (docs/spec-format.md, governance): an operation may leave out its group,
 * scope, mutation, persistence, clients, since and examples, and an error code its since; the lint
 * operation-governance (off by default) makes a project require them, at the severity it sets, and
 * reports each operation at its key with what it leaves out.
 */
import { describe, expect, it } from 'vitest';
import { checked, diagnose, yaml } from './support.ts';

const BARE = {
  'extra.yaml': yaml(
    'operations:',
    "  'tools/call':",
    '    params: { type: object }',
    '    result: { type: object }',
    'errors:',
    '  nope:',
    '    description: Refused.',
  ),
};

describe('operation-governance', () => {
  it('rule: an operation and an error code that state no governance are valid by default, their fields absent', async () => {
    const { lines, spec } = await checked(BARE);
    expect(lines).toEqual([]);
    expect(spec!.operations['tools/call']).toEqual({ params: { type: 'object' }, result: { type: 'object' } });
  });

  it('rule: with the lint at error, each is an error at its key naming every field it leaves out', async () => {
    expect(await diagnose(BARE, { advice: true, lint: { 'operation-governance': 'error' } })).toEqual([
      'extra.yaml:3:3  governance-missing  operation tools/call states no group, scope, mutation, persistence, clients, since, examples, which this project requires (lint operation-governance in felan-protocol.yaml)',
      'extra.yaml:7:3  governance-missing  error code nope states no since, which this project requires (lint operation-governance in felan-protocol.yaml)',
    ]);
  });

  it('rule: at warning the same findings are warnings, and the spec still checks', async () => {
    const { lines, spec } = await checked(BARE, { advice: true, lint: { 'operation-governance': 'warning' } });
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.includes('governance-missing (warning)'))).toBe(true);
    expect(spec).toBeDefined();
  });

  it('rule: an operation stating all of it passes the lint (the minimal spec does)', async () => {
    expect(await diagnose({}, { advice: true, lint: { 'operation-governance': 'error' } })).toEqual([]);
  });

  it('rule: contract comparisons (advice: false) run no lint', async () => {
    expect(await diagnose(BARE, { advice: false, lint: { 'operation-governance': 'error' } })).toEqual([]);
  });
});
