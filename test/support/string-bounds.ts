import type { ProtocolModel } from '../../generator/model/protocol-model.ts';

/** Every distinct bound the schemas put on a string (maxBytes in UTF-8 bytes, minLength / maxLength in code points), ascending. */
export function stringBounds(model: ProtocolModel): number[] {
  const bounds = new Set<number>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    for (const keyword of ['maxBytes', 'maxLength', 'minLength'])
      if (typeof record[keyword] === 'number') bounds.add(record[keyword] as number);
    Object.values(record).forEach(visit);
  };
  for (const type of model.types) visit(type.schema);
  for (const op of model.operations) [op.params, op.result].forEach(visit);
  return [...bounds].sort((a, b) => a - b);
}
