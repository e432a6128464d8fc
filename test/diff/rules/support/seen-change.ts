/**
 * A change as a reader of the diff sees it: its class (rule, layer, severity, direction, who it
 * breaks), both pointers, its subject and its message — everything but the file positions and the
 * fingerprint. The rule tests' helpers each assert the part of it they name.
 */
import type { Change } from '../../../../generator/diff/change.ts';
import type { ChangeClass } from '../../support/contracts.ts';

export interface SeenChange extends ChangeClass {
  readonly old: string;
  readonly new: string;
  readonly subject: Change['subject'];
  readonly message: string;
}

export function seen(change: Change): SeenChange {
  const { rule, layer, severity, direction, breaks, subject, message } = change;
  return {
    rule,
    layer,
    severity,
    direction,
    breaks,
    old: change.old.pointer,
    new: change.new.pointer,
    subject,
    message,
  };
}
