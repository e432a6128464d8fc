import { defineRule } from '../rule-definition.ts';

export const conditionalAdded = defineRule({
  id: 'conditional-added',
  wire: { narrows: true },
  message: 'if/then/else added: values must now satisfy the branch their condition picks',
  detect: {},
});
