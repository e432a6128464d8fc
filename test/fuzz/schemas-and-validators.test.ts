/**
 * Boundary fuzzing, short run (issue 8, point 1): parseSchema over every exported schema, and every
 * generated validator. Rules, on every case: parseSchema keeps the parsers' invariants (see
 * envelope-parsers.test.ts); a validator never throws, never mutates its input, returns a boolean
 * with issues exactly when it rejects, and agrees with parseSchema on plain JSON within the depth limit.
 */
import { describe } from 'vitest';
import { fuzzEntryPoints } from './short-run.ts';

describe('fuzzing parseSchema and the validators', () => {
  fuzzEntryPoints(['parseSchema', 'validators']);
});
