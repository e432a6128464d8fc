import type { Anchor } from './reference-document.ts';

/**
 * Every page path and anchor id of the reference, in one place, so a link and its target cannot
 * disagree. Ids carry a kind prefix: names of different kinds may coincide (a group and a feature
 * both called `host`), and the HTML page puts every id in one document. The spec's name patterns
 * (kebab, snake, camel, Pascal, dotted) only use [A-Za-z0-9._-], so such a name is safe in an id as
 * is; an operation's wire name may hold any other character (`tools/call`, `$/cancelRequest`), which
 * its id spells as `-` (two names that would meet there already derive one TypeScript name, an error).
 */

export const INDEX_PAGE = 'README.md';
export const TYPES_PAGE = 'types.md';
/** The page of the operations a spec puts in no group (group is optional). */
export const UNGROUPED_PAGE = 'operations.md';

/**
 * A group's page is `<group>.md`, unless the name would take a shared page's file — `types`, or
 * `readme` on a case-insensitive disk. Then it gets `<group>.group.md`: a dot never occurs in a
 * group name, so that cannot collide with another group.
 */
const SHARED_PAGE_NAMES = new Set([INDEX_PAGE, TYPES_PAGE, UNGROUPED_PAGE].map((page) => page.toLowerCase()));

/** A group's page; undefined stands for the operations in no group. */
export function groupPage(group: string | undefined): string {
  if (group === undefined) return UNGROUPED_PAGE;
  return SHARED_PAGE_NAMES.has(`${group}.md`.toLowerCase()) ? `${group}.group.md` : `${group}.md`;
}

/** A group's heading; the ungrouped operations' is `operations-in-no-group` (a group id always starts `group-`). */
export const groupAnchor = (group: string | undefined): Anchor => ({
  page: groupPage(group),
  id: group === undefined ? 'operations-in-no-group' : `group-${group}`,
});
export const operationAnchor = (group: string | undefined, op: string): Anchor => ({
  page: groupPage(group),
  id: `op-${op.replace(/[^A-Za-z0-9._-]/g, '-')}`,
});
export const typeAnchor = (name: string): Anchor => ({ page: TYPES_PAGE, id: `type-${name}` });
export const errorAnchor = (code: string): Anchor => ({ page: INDEX_PAGE, id: `error-${code}` });
export const limitAnchor = (name: string): Anchor => ({ page: INDEX_PAGE, id: `limit-${name}` });
export const featureAnchor = (name: string): Anchor => ({ page: INDEX_PAGE, id: `feature-${name}` });
export const clientKindAnchor = (name: string): Anchor => ({ page: INDEX_PAGE, id: `client-${name}` });
export const scopeAnchor = (name: string): Anchor => ({ page: INDEX_PAGE, id: `scope-${name}` });
export const persistenceAnchor = (name: string): Anchor => ({ page: INDEX_PAGE, id: `persistence-${name}` });

/** The index page's own sections (no kind prefix: none of these is a spec name). */
export const INDEX_SECTIONS = {
  groups: { page: INDEX_PAGE, id: 'groups' },
  operations: { page: INDEX_PAGE, id: 'operations' },
  vocabulary: { page: INDEX_PAGE, id: 'vocabulary' },
  errors: { page: INDEX_PAGE, id: 'errors' },
  limits: { page: INDEX_PAGE, id: 'limits' },
  features: { page: INDEX_PAGE, id: 'features' },
  types: { page: TYPES_PAGE, id: 'shared-types' },
} as const satisfies Record<string, Anchor>;
