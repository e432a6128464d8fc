import { defineRule } from '../rule-definition.ts';
import { atKeyword } from '../schema-keywords/schema-pair.ts';
import { canonicalJson } from '../schema-shape.ts';

// oasdiff's request-parameter-default-value-changed: nothing is refused, but a peer that leaves the
// member out now means something else by it.
export const defaultChanged = defineRule({
  id: 'default-changed',
  wire: { dangerous: true },
  message: 'default changed from {old} to {new}: old peers that leave the member out mean the old default',
  detect: {
    schema(pair, report) {
      const [x, y] = [pair.a.default, pair.b.default];
      if (canonicalJson(x) === canonicalJson(y)) return;
      const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
      report({ old: show(x), new: show(y) }, atKeyword(pair, 'default'));
    },
  },
});
