/**
 * Spec text as HTML text or attribute value. Descriptions are untrusted, so all five characters that
 * can open markup or end an attribute are replaced, in text and attributes alike.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char as keyof typeof ENTITIES]);
}

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as const;
