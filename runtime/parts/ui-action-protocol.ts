import { ajvStyleValidator, type AjvStyleValidateFunction } from '../interaction/structural-validation.js';
import { InteractionProtocol } from '../interaction/interaction-protocol.js';
import type { CommandDefinition } from '../interaction/definition.js';

/** What an element declares about its actions (UiActionDeclaration), as far as a ui.action depends on it. */
export interface UiActionDeclarationShape {
  readonly name: string;
  readonly target?: 'element' | 'item' | undefined;
}

/** A presentation element with its declared actions (UiStatus, UiProgress, UiDocument or UiView). */
export interface UiElementShape {
  readonly id: string;
  readonly revision: number;
  readonly actions?: readonly UiActionDeclarationShape[] | undefined;
}

/**
 * The ui.action requests one element accepts, as an interaction-kit protocol built while the host
 * runs: one command per declared action, selected by `action`. Every payload must pass
 * `validateUiAction` (the package's precompiled UiAction check, so no schema compiler is needed at
 * run time); then each command's checks pin `element` to the element's id and `revision` to its
 * current revision (an older one is stale), and require `item` for an item-target action and refuse
 * it otherwise.
 *
 * @example
 * const protocol = uiActionProtocol(view, isUiAction);
 * protocol.receive({ element: 'open-prs', revision: 43, action: 'open', item: 'pr-12' });
 * // { id: 'open', result: { element: 'open-prs', revision: 43, action: 'open', item: 'pr-12' } }
 */
export function uiActionProtocol(
  element: UiElementShape,
  validateUiAction: AjvStyleValidateFunction,
): InteractionProtocol {
  const commands: Record<string, CommandDefinition> = {};
  for (const action of element.actions ?? []) {
    const onItem = action.target === 'item';
    Object.defineProperty(commands, action.name, {
      enumerable: true,
      value: {
        category: 'action',
        // UiAction is open to fields a newer client sends; the kit's default would refuse them.
        additionalProperties: true,
        fields: {
          element: { required: true, jsonSchema: { const: element.id } },
          revision: { required: true, jsonSchema: { const: element.revision } },
          ...(onItem ? { item: { required: true } } : {}),
          values: {},
        },
        // The structural check is UiAction's; what this element pins is checked here, in order.
        checks: [
          {
            field: 'element',
            occur: (value: Record<string, unknown>) => value.element !== element.id,
            error: `the action is not for element ${element.id}`,
          },
          {
            field: 'revision',
            occur: (value: Record<string, unknown>) => value.revision !== element.revision,
            error: `the element is at revision ${element.revision}`,
          },
          onItem
            ? {
                field: 'item',
                occur: (value: Record<string, unknown>) => typeof value.item !== 'string',
                error: `action ${action.name} applies to one item, which the request must name`,
              }
            : {
                field: 'item',
                occur: (value: Record<string, unknown>) => Object.hasOwn(value, 'item'),
                error: `action ${action.name} applies to the element, not to an item`,
              },
        ],
      } satisfies CommandDefinition,
    });
  }
  const validate = ajvStyleValidator(validateUiAction);
  return new InteractionProtocol(
    { commandField: 'action', commands, tags: ['ui.action'], unknownError: 'the element declares no such action' },
    () => validate,
  );
}
