import { describe, expect, it } from 'vitest';
import { isUiAction } from '@felan-ai/session-protocol';
import type { AjvStyleValidateFunction } from '../../../runtime/interaction/structural-validation.ts';
import { uiActionProtocol, type UiElementShape } from '../../../runtime/parts/ui-action-protocol.ts';

const VIEW: UiElementShape = { id: 'v', revision: 3, actions: [{ name: 'open', target: 'item' }, { name: 'refresh' }] };
const protocolFor = (element: UiElementShape = VIEW) =>
  uiActionProtocol(element, isUiAction as unknown as AjvStyleValidateFunction);

/** The rejection a payload gets, as plain data (its own enumerable members and its message). */
function rejection(payload: unknown): Record<string, unknown> {
  try {
    protocolFor().receive(payload as never);
  } catch (error) {
    return { ...(error as object), message: (error as Error).message };
  }
  throw new Error('accepted');
}

describe('uiActionProtocol: what the element pins', () => {
  it('rule: the input schema pins element and revision, requires item only of an item action, and stays open', () => {
    expect(protocolFor().inputJsonSchema).toEqual({
      anyOf: [
        {
          type: 'object',
          properties: {
            action: { type: 'string', const: 'open' },
            element: { const: 'v' },
            revision: { const: 3 },
            item: {},
            values: {},
          },
          required: ['action', 'element', 'revision', 'item'],
          additionalProperties: true,
        },
        {
          type: 'object',
          properties: {
            action: { type: 'string', const: 'refresh' },
            element: { const: 'v' },
            revision: { const: 3 },
            values: {},
          },
          required: ['action', 'element', 'revision'],
          additionalProperties: true,
        },
      ],
    });
  });

  it("rule: a member UiAction does not name yet (a newer client's) is kept, not refused", () => {
    expect(protocolFor().receive({ element: 'v', revision: 3, action: 'refresh', extra: 1 } as never)).toEqual({
      id: 'refresh',
      result: { action: 'refresh', element: 'v', revision: 3, extra: 1 },
    });
  });

  it('rule: an element that declares no action declares no command at all', () => {
    expect(() => protocolFor({ id: 'v', revision: 3 })).toThrow('a protocol needs at least one command');
  });

  it('rule: an undeclared action is unknown, tagged ui.action, with its message', () => {
    expect(rejection({ element: 'v', revision: 3, action: 'close' })).toEqual({
      name: 'InteractionRejection',
      code: 'unknown',
      tags: ['ui.action'],
      message: 'the element declares no such action',
    });
  });

  it('rule: each pinned member fails its own check at its own pointer, with its message', () => {
    const check = (commandId: string, pointer: string, message: string) => ({
      name: 'InteractionRejection',
      code: 'check',
      commandId,
      tags: ['ui.action'],
      pointer,
      message,
    });
    expect(rejection({ element: 'w', revision: 3, action: 'refresh' })).toEqual(
      check('refresh', '/element', 'the action is not for element v'),
    );
    expect(rejection({ element: 'v', revision: 2, action: 'refresh' })).toEqual(
      check('refresh', '/revision', 'the element is at revision 3'),
    );
    expect(rejection({ element: 'v', revision: 3, action: 'open' })).toEqual(
      check('open', '/item', 'action open applies to one item, which the request must name'),
    );
    expect(rejection({ element: 'v', revision: 3, action: 'refresh', item: 'a' })).toEqual(
      check('refresh', '/item', 'action refresh applies to the element, not to an item'),
    );
  });
});
