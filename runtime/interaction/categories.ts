/**
 * The frozen list of purposes a command may declare. A host decides from the category alone how much
 * trust a command needs (showing a note is not writing a file), so the list is closed: a command that
 * names anything else is rejected when it is compiled, never at parse time.
 *
 * - `presentation` — shows content to the user (a note, a card); changes nothing.
 * - `receipt` — reports the outcome of earlier work (done, failed, material unavailable); changes nothing.
 * - `question` — asks the user for input or a confirmation; the answer arrives as another payload.
 * - `query` — asks the host to read something, without side effects.
 * - `action` — asks the host to do something with side effects (a tool call that writes).
 * - `navigation` — moves the user's view (open a page, focus an item).
 * - `control` — steers the interaction itself (hand off, stop, switch mode).
 */
const CATEGORIES = ['presentation', 'receipt', 'question', 'query', 'action', 'navigation', 'control'] as const;

export const INTERACTION_CATEGORIES: typeof CATEGORIES = Object.freeze(CATEGORIES);

export type InteractionCategory = (typeof INTERACTION_CATEGORIES)[number];

export function isInteractionCategory(value: unknown): value is InteractionCategory {
  return (INTERACTION_CATEGORIES as readonly unknown[]).includes(value);
}
