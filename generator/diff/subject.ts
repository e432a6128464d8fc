import type { ContractPath } from './classify.ts';

/**
 * What a change concerns: the definition of the contract its place belongs to — an operation (and
 * which of its schemas), a named type, an error code, a limit… A schema rule sees two schemas and
 * nothing around them, so its message (`property limit is now required`) cannot say whose schema
 * changed; the report says it instead, from the change's place. Derived here only.
 */
export type Subject =
  | { readonly kind: 'operation'; readonly name: string; readonly part?: OperationPart }
  | { readonly kind: 'interaction-command'; readonly name: string; readonly catalog: string }
  | { readonly kind: NamedKind; readonly name: string }
  | { readonly kind: 'framing' | 'protocol' };

/** An operation's schemas: what clients send and what hosts answer. */
export type OperationPart = 'params' | 'result';

type NamedKind =
  (typeof SECTION_KINDS)[keyof typeof SECTION_KINDS] | (typeof VOCABULARY_KINDS)[keyof typeof VOCABULARY_KINDS];

/** Sections whose definitions are named by the segment after the section's own. */
const SECTION_KINDS = {
  types: 'type',
  errors: 'error',
  limits: 'limit',
  features: 'feature',
  constants: 'constant',
  groups: 'group',
  interactions: 'interaction-catalog',
} as const;

/** The protocol's closed vocabularies, under /protocol/<vocabulary>/<term>. */
const VOCABULARY_KINDS = { clientKinds: 'client-kind', scopes: 'scope', persistence: 'persistence-class' } as const;

const OPERATION_PARTS: ReadonlySet<unknown> = new Set<OperationPart>(['params', 'result']);

/** How a subject reads at the head of a message: the words the rules use for each kind. */
const KIND_WORDS: Record<NamedKind, string> = {
  type: 'type',
  error: 'error code',
  limit: 'limit',
  feature: 'feature',
  constant: 'constant',
  group: 'group',
  'interaction-catalog': 'interaction catalog',
  'client-kind': 'client kind',
  scope: 'scope',
  'persistence-class': 'persistence class',
};

const has = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(table, key);

/** The definition one contract path lies in; undefined for a whole section (where an addition or a removal sits on the side without it). */
export function subjectAt(path: ContractPath): Subject | undefined {
  const [section, name, third, fourth] = path.map(String);
  if (section === 'framing') return { kind: 'framing' };
  if (section === 'protocol' && has(VOCABULARY_KINDS, name))
    return third === undefined ? undefined : { kind: VOCABULARY_KINDS[name], name: third };
  if (section === 'protocol' || section === 'parts') return { kind: 'protocol' };
  if (name === undefined) return undefined;
  if (section === 'operations')
    return OPERATION_PARTS.has(third)
      ? { kind: 'operation', name, part: third as OperationPart }
      : { kind: 'operation', name };
  if (section === 'interactions' && third === 'commands' && fourth !== undefined)
    return { kind: 'interaction-command', name: fourth, catalog: name };
  if (has(SECTION_KINDS, section)) return { kind: SECTION_KINDS[section], name };
  return undefined;
}

/** How much of the contract a subject narrows down to: a command of a catalog, or an operation's params, says more than the catalog or the operation. */
function depth(subject: Subject | undefined): number {
  if (subject === undefined) return 0;
  if (subject.kind === 'interaction-command' || (subject.kind === 'operation' && subject.part !== undefined)) return 3;
  return 'name' in subject ? 2 : 1;
}

/**
 * The subject of a change from its two places: the more specific one (an addition sits at the
 * section, or the catalog's commands, on the old side and at the definition on the new), the old
 * side's when both name as much (a rename is about the definition under its old name).
 */
export function subjectOf(oldPath: ContractPath, newPath: ContractPath): Subject {
  const [before, after] = [subjectAt(oldPath), subjectAt(newPath)];
  return (depth(after) > depth(before) ? after : before) ?? { kind: 'protocol' };
}

/** `operation prompt params`, `type Note`, `error code busy`, `interaction command submit of catalog form-answer`, `framing`. */
export function describeSubject(subject: Subject): string {
  switch (subject.kind) {
    case 'operation':
      return `operation ${subject.name}${subject.part === undefined ? '' : ` ${subject.part}`}`;
    case 'interaction-command':
      return `interaction command ${subject.name} of catalog ${subject.catalog}`;
    case 'framing':
    case 'protocol':
      return subject.kind;
    default:
      return `${KIND_WORDS[subject.kind]} ${subject.name}`;
  }
}

/** Whether `text` holds `name` as a whole name, not inside a longer one (`probe` is not in `probe.more`). */
function mentions(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const [before, after] = [text[at - 1] ?? ' ', text[at + name.length] ?? ' '];
    if (
      !/[\w.-]/.test(before) &&
      !/[\w-]/.test(after) &&
      !(after === '.' && /[\w-]/.test(text[at + name.length + 1] ?? ''))
    )
      return true;
  }
  return false;
}

/**
 * A message as the report prints it: `<subject>: <message>`. A rule on a matched pair of
 * definitions names its definition itself (`operation prompt removed: …`, `limit maxText raised …`),
 * so its message stands as it is unless it leaves the name out; a schema rule's message never says
 * whose schema it is, so it always gets its subject. The whole contract (protocol) is no subject
 * to print.
 */
export function withSubject(message: string, subject: Subject, onDefinition: boolean): string {
  if (subject.kind === 'protocol') return message;
  if (onDefinition && (!('name' in subject) || mentions(message, subject.name))) return message;
  return `${describeSubject(subject)}: ${message}`;
}
