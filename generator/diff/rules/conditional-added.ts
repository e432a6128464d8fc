import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';

// if/then/else only adds constraints, so adding or removing the whole of it narrows or widens.
export const conditionalAdded = defineRule({
  id: 'conditional-added',
  wire: { narrows: true },
  message: 'if/then/else added: values must now satisfy the branch their condition picks',
  detect: {
    schema(pair, report) {
      if (pair.a.if === undefined && pair.b.if !== undefined) report(undefined, atKeyword(pair, 'if'));
    },
  },
});
