/**
 * The session protocol's interaction answers declared as interaction-kit catalogs (spec
 * interactions.yaml) accept exactly what the answer types of the spec accept.
 */
import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';

const accepts = (run: () => unknown) => {
  try {
    run();
    return true;
  } catch {
    return false;
  }
};

const FORM = [
  { interactionId: 'ia-7', type: 'form', action: 'submit', values: { version: '0.4.3', dryRun: false } },
  { interactionId: 'ia-7', type: 'form', action: 'cancel' },
  { interactionId: 'ia-7', type: 'form', action: 'submit' },
  { interactionId: 'ia-7', type: 'form', action: 'cancel', values: {} },
  { interactionId: 'ia-7', type: 'approval', action: 'submit', values: {} },
  { interactionId: '', type: 'form', action: 'cancel' },
  { type: 'form', action: 'cancel' },
  { interactionId: 'ia-7', type: 'form', action: 'approve' },
  { interactionId: 'ia-7', type: 'form' },
];
const APPROVAL = [
  { interactionId: 'ia-8', type: 'approval', action: 'approve' },
  { interactionId: 'ia-8', type: 'approval', action: 'deny', reason: 'Do not delete dist.' },
  { interactionId: 'ia-8', type: 'approval', action: 'deny' },
  { interactionId: 'ia-8', type: 'approval', action: 'deny', reason: '' },
  { interactionId: 'ia-8', type: 'approval', action: 'deny', reason: '€'.repeat(1366) },
  { interactionId: 'ia-8', type: 'approval', action: 'approve', reason: 'why' },
  { interactionId: 'ia-8', type: 'form', action: 'approve' },
];

describe('interaction answers as kit catalogs', () => {
  it('rule: the form-answer catalog accepts exactly what FormInteractionAnswer accepts', () => {
    for (const answer of FORM) {
      expect(accepts(() => protocol.formAnswer.parse(answer as never)), JSON.stringify(answer)).toBe(accepts(() => protocol.parseSchema(protocol.FormInteractionAnswerSchema, answer)));
    }
    expect(FORM.filter((answer) => accepts(() => protocol.formAnswer.parse(answer as never)))).toHaveLength(2);
  });

  it('rule: the approval-answer catalog accepts exactly what ApprovalInteractionAnswer accepts', () => {
    for (const answer of APPROVAL) {
      expect(accepts(() => protocol.approvalAnswer.parse(answer as never)), JSON.stringify(answer)).toBe(accepts(() => protocol.parseSchema(protocol.ApprovalInteractionAnswerSchema, answer)));
    }
    expect(APPROVAL.filter((answer) => accepts(() => protocol.approvalAnswer.parse(answer as never)))).toHaveLength(3);
  });

  it('rule: a typed bind dispatches each action to its handler; the manifest lists the actions', () => {
    const bound = protocol.bindFormAnswer({ submit: (answer) => Object.keys(answer.values).length, cancel: () => -1 });
    expect(bound.dispatch({ interactionId: 'ia-7', type: 'form', action: 'submit', values: { a: 'x', b: true } }, undefined)).toBe(2);
    expect(bound.dispatch({ interactionId: 'ia-7', type: 'form', action: 'cancel' }, undefined)).toBe(-1);
    expect(protocol.APPROVAL_ANSWER_MANIFEST.map((row) => row.id)).toEqual(['approve', 'deny']);
  });

  it('rule: the model-facing schema of each catalog is self-contained (no $ref) and requires what the model must write', () => {
    const text = JSON.stringify(protocol.formAnswer.modelJsonSchema);
    expect(text).not.toContain('$ref');
    const submit = protocol.formAnswer.commands.require('submit').modelJsonSchema as { required: string[] };
    expect([...submit.required].sort()).toEqual(['action', 'interactionId', 'type', 'values']);
  });
});

describe('ui.action through the interaction kit', () => {
  const view = {
    kind: 'ui.view',
    id: 'open-prs',
    revision: 43,
    actions: [
      { name: 'open', label: 'Open', target: 'item' as const },
      { name: 'refresh', label: 'Refresh' },
    ],
  };
  const protocolFor = () => protocol.uiActionProtocol(view, protocol.isUiAction);
  const code = (payload: unknown) => {
    try {
      protocolFor().receive(payload as never);
      return 'accepted';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it('rule: a declared action is accepted, and the kit reports which one was selected', () => {
    expect(protocolFor().receive({ element: 'open-prs', revision: 43, action: 'open', item: 'pr-12' } as never)).toEqual({
      id: 'open',
      result: { element: 'open-prs', revision: 43, action: 'open', item: 'pr-12' },
    });
    expect(code({ element: 'open-prs', revision: 43, action: 'refresh' })).toBe('accepted');
  });

  it('rule: an undeclared action, another element, a stale revision and a misplaced item are rejected', () => {
    expect(code({ element: 'open-prs', revision: 43, action: 'delete' })).toBe('unknown');
    expect(code({ element: 'other', revision: 43, action: 'refresh' })).toBe('check');
    expect(code({ element: 'open-prs', revision: 42, action: 'refresh' })).toBe('check');
    expect(code({ element: 'open-prs', revision: 43, action: 'open' })).toBe('check');
    expect(code({ element: 'open-prs', revision: 43, action: 'refresh', item: 'pr-1' })).toBe('check');
    expect(code({ element: 'open-prs', revision: -1, action: 'refresh' })).toBe('invalid');
  });

  it('rule: the model-facing schema lists exactly the declared actions', () => {
    const text = JSON.stringify(protocolFor().modelJsonSchema);
    expect(text).toContain('"open"');
    expect(text).toContain('"refresh"');
    expect(text).not.toContain('"delete"');
  });
});
