import { createHash } from 'node:crypto';
import type { SourcePosition } from '../diagnostics/diagnostic.ts';
import type { Breaks, Change, Direction, Severity } from './change.ts';
import { DIFF_RULES, type DiffRule, type DiffRuleId, type FactParams, type WireEffects } from './rules.ts';
import { subjectOf, withSubject } from './subject.ts';

/** A JSON path into a contract (section, name, then keys), turned into a JSON pointer for reports. */
export type ContractPath = readonly (string | number)[];

/** What the comparison found, before the rules classify it. */
export interface Fact {
  readonly rule: DiffRuleId;
  readonly direction: Direction;
  /** The addition is gated by a feature a host advertises in hello: new writers send it only to readers that know it. */
  readonly gated?: boolean;
  /** Found under a keyword the generated TypeScript cannot follow (contains, if/then/else, dependentSchemas): no TypeScript-layer change. */
  readonly untyped?: boolean;
  readonly old: ContractPath;
  readonly new: ContractPath;
  readonly params?: FactParams;
  /** Reported by a rule on a matched pair of definitions (operations, errors…), whose message names the definition; unset for a schema rule's (subject.ts). */
  readonly onDefinition?: boolean;
}

/**
 * Who a wire change breaks, from its effects and the direction of the data. Live traffic (both
 * directions) mixes versions both ways: widening breaks old readers unless a negotiated feature
 * gates it, narrowing breaks old writers. Stored rows are written by older versions and read by
 * newer ones only, so only narrowing breaks them.
 *
 * A gate shields only data sent to a peer that advertises features: hosts (the spec format's
 * `features` are what a host advertises in its handshake). A client sends gated data only to a host
 * that advertised the feature; a host cannot know whether an old client would understand it, so a
 * gate keeps nothing a host sends (results, events, data both ways) from old clients.
 */
export function classifyWire(
  effects: WireEffects,
  direction: Direction,
  gated: boolean,
): { severity: Severity; breaks: Breaks } {
  const live = direction !== 'stored';
  const shielded = gated && direction === 'client-to-host';
  const readers = Boolean(effects.widens) && live && !shielded;
  const writers = Boolean(effects.narrows);
  if (readers || writers)
    return {
      severity: 'breaking',
      breaks: readers && writers ? 'old-readers-and-writers' : readers ? 'old-readers' : 'old-writers',
    };
  // A host silently dropping what a client asked for changes behaviour; a client skipping a field it does not know is normal.
  const hostReads = direction === 'client-to-host' || direction === 'both' || direction === 'none';
  if (effects.ignoredByOldReaders && hostReads && live && !shielded)
    return { severity: 'dangerous', breaks: 'old-readers' };
  if (effects.ignoredByNewReaders && (hostReads || direction === 'stored'))
    return { severity: 'dangerous', breaks: 'old-writers' };
  if (effects.dangerous) return { severity: 'dangerous', breaks: 'old-readers-and-writers' };
  return { severity: 'safe', breaks: 'nobody' };
}

/** RFC 6901. */
export function toPointer(path: ContractPath): string {
  return path.map((part) => '/' + String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function formatMessage(template: string, params: FactParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Only the rule, layer, both pointers and the rule's message: no file names, so moving a definition
 * to another file keeps it. The message is the rule's own, without the subject the report puts
 * before it (subject.ts): the pointers already say where the change is, and acknowledgements taken
 * before the report named subjects keep matching.
 */
function fingerprint(rule: string, layer: string, oldPointer: string, newPointer: string, message: string): string {
  return createHash('sha256')
    .update([rule, layer, oldPointer, newPointer, message].join('\u0000'))
    .digest('hex')
    .slice(0, 16);
}

/** What a TypeScript-layer change means for code compiled against the generated package. */
const TYPESCRIPT_EFFECT: Record<Severity, string> = {
  breaking: 'code written against the old generated types may no longer compile',
  dangerous: 'an exhaustive switch or a literal type over the old values may no longer compile',
  safe: 'the generated types only grow',
};

/** A message up to its explanation (the part after the first ': ', which speaks of the wire). */
function headOf(message: string): string {
  const cut = message.indexOf(': ');
  return cut < 0 ? message : message.slice(0, cut);
}

export type Locate = (path: ContractPath) => SourcePosition | undefined;

/** Turns one fact into its changes: one per layer its rule speaks for. */
export function classifyFact(fact: Fact, locateOld: Locate, locateNew: Locate): Change[] {
  const rule: DiffRule = DIFF_RULES[fact.rule];
  const params = { gate: '', ...fact.params };
  const message = formatMessage(rule.message, params);
  const typescriptMessage = formatMessage(
    rule.typescriptMessage ?? `${headOf(rule.message)}: ${TYPESCRIPT_EFFECT[rule.typescript ?? 'safe']}`,
    params,
  );
  const oldSide = { pointer: toPointer(fact.old), location: locateOld(fact.old) };
  const newSide = { pointer: toPointer(fact.new), location: locateNew(fact.new) };
  const subject = subjectOf(fact.old, fact.new);
  const make = (layer: Change['layer'], severity: Severity, breaks: Breaks, text = message): Change => ({
    rule: fact.rule,
    severity,
    layer,
    direction: fact.direction,
    breaks,
    subject,
    old: oldSide,
    new: newSide,
    message: withSubject(text, subject, fact.onDefinition ?? false),
    fingerprint: fingerprint(fact.rule, layer, oldSide.pointer, newSide.pointer, text),
    accepted: false,
  });
  const changes: Change[] = [];
  if (rule.docs) changes.push(make('docs', 'safe', 'nobody'));
  if (rule.wire !== undefined) {
    const effects = typeof rule.wire === 'function' ? rule.wire(fact.params ?? {}) : rule.wire;
    const { severity, breaks } = classifyWire(effects, fact.direction, fact.gated ?? false);
    changes.push(make('wire', severity, breaks));
  }
  if (rule.typescript !== undefined && fact.untyped !== true)
    changes.push(
      make('typescript', rule.typescript, rule.typescript === 'safe' ? 'nobody' : 'typescript', typescriptMessage),
    );
  return changes;
}
