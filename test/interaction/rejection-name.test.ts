/** How a rejection shows itself in logs and stack traces (runtime/interaction/rejection.ts). */
import { describe, expect, it } from 'vitest';
import { InteractionRejection } from '../../runtime/interaction/rejection.ts';

describe('InteractionRejection', () => {
  it('rule: a rejection is named InteractionRejection, in its name and in its text', () => {
    const rejection = new InteractionRejection({ code: 'check', message: 'text is too long' });
    expect(rejection.name).toBe('InteractionRejection');
    expect(String(rejection)).toBe('InteractionRejection: text is too long');
    expect(rejection.within(['outer']).name).toBe('InteractionRejection');
  });
});
