import { defineRule } from '../rule-definition.ts';

export const conditionalRemoved = defineRule({
  id: 'conditional-removed',
  wire: { widens: true },
  message: 'if/then/else removed: values need no longer satisfy the branch their condition picked',
  detect: {},
});
