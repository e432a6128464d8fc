import type { FramingDefinition } from '../../load/spec-document.ts';
import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { canonicalJson } from '../schema-shape.ts';

export const framingChanged = defineRule({
  id: 'framing-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'framing {what} changed: peers of the two versions frame messages differently',
  detect: {
    // Any change to how frames are told apart, versioned or bounded (the limits' values are compared
    // as limits) is a change both peers see.
    framing: (pair, report) => {
      const [fa, fb] = [pair.a, pair.b];
      if (fa === undefined && fb === undefined) return;
      if (fa === undefined || fb === undefined) {
        report({
          direction: 'both',
          old: fa === undefined ? [] : ['framing'],
          new: fb === undefined ? [] : ['framing'],
          params: { what: fa === undefined ? 'declaration (added)' : 'declaration (removed)' },
        });
        return;
      }
      const [x, y] = [framedParts(fa), framedParts(fb)];
      for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) {
        if (canonicalJson(x[key]) !== canonicalJson(y[key])) {
          report({
            direction: 'both',
            old: key in x ? ['framing', key] : ['framing'],
            new: key in y ? ['framing', key] : ['framing'],
            params: { what: key },
          });
        }
      }
    },
  },
});

/** The framing without the two parts that have rules of their own: the request's command type and whether hosts list what they serve. */
function framedParts(framing: FramingDefinition): Record<string, unknown> {
  const { operationsAdvertised: _advertised, request, ...rest } = framing;
  const { command: _command, ...framedRequest } = request ?? {};
  return { ...rest, request: framedRequest };
}
