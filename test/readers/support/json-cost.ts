/**
 * The bytes the plain copy spends on a value (runtime/boundary/plain-json.ts, bytesLeft): 2 an
 * item, 5 a member plus its key, a string its length. The least budget that copy accepts it with.
 */
export function jsonCost(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 2 + jsonCost(item), 0);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).reduce((sum, [key, member]) => sum + 5 + key.length + jsonCost(member), 0);
  return 0;
}
