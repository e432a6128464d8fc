import { utf8Bytes } from './reference-counters.ts';

/** One instance the two sides judge differently. */
export interface Disagreement {
  readonly schema: string;
  readonly instance: unknown;
  readonly generated: boolean;
  readonly reference: boolean;
  readonly generatedErrors: string;
  readonly referenceErrors: string;
}

/** The instance as JSON, long strings shortened with their length in code units and UTF-8 bytes, the whole bounded. */
export function boundedJson(instance: unknown, limit = 400): string {
  const text = JSON.stringify(instance, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 60
      ? `${value.slice(0, 24)}…[${value.length} units, ${utf8Bytes(value)} bytes]`
      : value,
  );
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

export function describeDisagreement(d: Disagreement): string {
  return [
    `${d.schema}: generated validator ${d.generated ? 'accepts' : 'rejects'}, cfworker + reference ${d.reference ? 'accepts' : 'rejects'}`,
    `  instance: ${boundedJson(d.instance)}`,
    `  generated: ${d.generatedErrors}`,
    `  reference: ${d.referenceErrors}`,
  ].join('\n');
}
