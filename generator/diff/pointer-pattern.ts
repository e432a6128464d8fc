/**
 * A place in a contract as the diff config names it: a JSON pointer written as the report prints
 * them (`/types/Legacy`, `/operations/sessions.create/result`), which matches that place and
 * everything under it, segment by segment — `/types/Legacy` covers `/types/Legacy/properties/id`
 * but not `/types/LegacyTwo`. A `*` in a segment stands for any run of characters within that one
 * segment: `/types/Legacy*`, `/operations/sessions.*` (a `*` alone is a whole segment: any name).
 */
export interface PointerPattern {
  readonly text: string;
  readonly segments: readonly RegExp[];
}

/** The pattern `text` writes, or what is wrong with it. */
export function parsePointerPattern(text: string): PointerPattern | { readonly problem: string } {
  if (!text.startsWith('/'))
    return {
      problem: `must be a JSON pointer starting with / (as the report prints them), not ${JSON.stringify(text)}`,
    };
  if (text === '/') return { problem: 'names the whole contract: leave path out to ignore a rule everywhere' };
  const segments = text
    .slice(1)
    .split('/')
    .map((segment) => new RegExp(`^${segment.split('*').map(escapeRegExp).join('[^/]*')}$`, 'u'));
  return { text, segments };
}

/** Whether `pointer` is the place the pattern names or lies under it. */
export function matchesPointer(pattern: PointerPattern, pointer: string): boolean {
  const parts = pointer === '' ? [] : pointer.slice(1).split('/');
  return (
    parts.length >= pattern.segments.length && pattern.segments.every((segment, index) => segment.test(parts[index]!))
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
