/**
 * The next version of a synthetic contract, for `diff`: operations added (behind a new feature but
 * one), one operation removed with its own types, a params field made required, an enum value
 * removed and a string bound loosened. Returns the changes a correct contract diff must report, so
 * a test asserts on exactly what was injected.
 */
import type { Schema } from './sample-instance.ts';
import {
  addOperation,
  groupCount,
  groupNames,
  operationName,
  operationTypePrefix,
  type ContractDraft,
} from './synthetic-contract.ts';

export const NEXT_VERSION = '1.5.0';
export const NEXT_FEATURE = 'batch.next-ops';

/** A change the diff must report: its rule id, the pointer (on either side) it concerns, and whether some layer must call it breaking. */
export interface InjectedChange {
  readonly rule: string;
  readonly pointer: string;
  readonly breaking: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Edits `draft` in place into the next version; `operations` is the base's operation count. */
export function applyNextVersion(draft: ContractDraft, operations: number): InjectedChange[] {
  const changes: InjectedChange[] = [];
  draft.protocol.version = NEXT_VERSION;
  draft.features.set(NEXT_FEATURE, {
    description: 'The host serves the operations added in 1.5.0.',
    since: NEXT_VERSION,
  });
  changes.push({ rule: 'feature-added', pointer: `/features/${NEXT_FEATURE}`, breaking: false });

  // Added: the first ungated (a break for old hosts), the rest gated by the new feature.
  const groups = groupCount(operations);
  const added = Math.max(2, Math.round(operations / 100));
  for (let k = 0; k < added; k++) {
    const op = addOperation(draft, operations + k, k % groups, NEXT_VERSION);
    const placed = draft.operations.get(op)!;
    const { requires: _gate, ...ungated } = placed.value;
    draft.operations.set(op, { file: placed.file, value: k === 0 ? ungated : { ...ungated, requires: NEXT_FEATURE } });
    changes.push({ rule: 'operation-added', pointer: `/operations/${op}`, breaking: k === 0 });
  }

  // Removed: the middle operation (stepping past a deferred one), and its two types.
  let middle = Math.floor(operations / 2);
  while (
    draft.operations.get(operationName(middle, Math.floor((middle * groups) / operations)))?.value.status !== undefined
  )
    middle++;
  const removed = operationName(middle, Math.floor((middle * groups) / operations));
  draft.operations.delete(removed);
  changes.push({ rule: 'operation-removed', pointer: `/operations/${removed}`, breaking: true });
  for (const suffix of ['Record', 'Options']) {
    draft.types.delete(`${operationTypePrefix(removed)}${suffix}`);
    changes.push({ rule: 'type-removed', pointer: `/types/${operationTypePrefix(removed)}${suffix}`, breaking: true });
  }

  // Made required: the optional note of operation 1's params.
  const second = operationName(1, 0);
  const params = draft.operations.get(second)!.value.params as Mutable<Schema>;
  params.required = [...((params.required as string[] | undefined) ?? []), 'note'];
  changes.push({ rule: 'property-made-required', pointer: `/operations/${second}/params/required`, breaking: true });

  // Enum value removed: the last state of group 0.
  const first = groupNames(0);
  const state = draft.types.get(`${first.type}State`)!.value as Mutable<Schema>;
  const values = state.enum as string[];
  state.enum = values.slice(0, -1);
  changes.push({ rule: 'enum-value-removed', pointer: `/types/${first.type}State/enum`, breaking: true });

  // Loosened: group 0's filter text may be four times longer.
  const filter = draft.types.get(`${first.type}Filter`)!.value as { properties: Record<string, Mutable<Schema>> };
  filter.properties.text = { ...filter.properties.text, maxBytes: 1024 };
  changes.push({
    rule: 'byte-length-loosened',
    pointer: `/types/${first.type}Filter/properties/text/maxBytes`,
    breaking: true,
  });
  return changes;
}
