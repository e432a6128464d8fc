import type { ErrorObject } from 'ajv';

export function pointerToPath(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Where in the data an Ajv error is best shown: at the offending key for an unknown property
 * (Ajv's instancePath names the object holding it), at the value otherwise.
 */
export function errorLocation(error: ErrorObject): { path: string[]; target: 'key' | 'value' } {
  const path = pointerToPath(error.instancePath);
  if (error.keyword === 'additionalProperties') {
    return {
      path: [...path, String((error.params as { additionalProperty: unknown }).additionalProperty)],
      target: 'key',
    };
  }
  return { path, target: 'value' };
}
