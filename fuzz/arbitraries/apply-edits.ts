import { ACCESSOR_KINDS, defineOwn, Hostile } from '../hostile/hostile.ts';
import type { Edit } from './edits.ts';
import { UNIT_BYTES } from './edits.ts';

/** A member of a plain container in a description, or the root (no parent). */
interface Slot {
  readonly parent: Record<string, unknown> | unknown[] | undefined;
  readonly key: string;
  readonly value: unknown;
}

/** A copy of a description's plain parts (Hostile nodes are never changed, so they are shared). */
export function cloneDescription(description: unknown): unknown {
  if (typeof description !== 'object' || description === null || description instanceof Hostile) return description;
  if (Array.isArray(description)) return description.map(cloneDescription);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(description))
    defineOwn(out, key, cloneDescription((description as Record<string, unknown>)[key]));
  return out;
}

function slots(root: unknown): Slot[] {
  const out: Slot[] = [{ parent: undefined, key: '', value: root }];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || node instanceof Hostile) continue;
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      out.push({ parent: node as Record<string, unknown>, key, value });
      stack.push(value);
    }
  }
  return out;
}

function pick(all: readonly Slot[], at: number, prefer?: (value: unknown) => boolean): Slot {
  const preferred = prefer === undefined ? [] : all.filter((slot) => prefer(slot.value));
  const from = preferred.length > 0 ? preferred : all;
  return from[at % from.length]!;
}

/** Puts `value` in `slot`; returns the new root (a root slot is replaced whole). */
function put(root: unknown, slot: Slot, value: unknown): unknown {
  if (slot.parent === undefined) return value;
  defineOwn(slot.parent, slot.key, value);
  return root;
}

/** A string of exactly `target` UTF-8 bytes or code points, made of `unit` and ASCII padding. */
function boundString(target: number, unit: string, measure: 'bytes' | 'code points'): Hostile {
  const size = Math.max(0, target);
  const unitSize = measure === 'bytes' ? UNIT_BYTES.get(unit)! : 1;
  return new Hostile('repeat-string', 'a'.repeat(size % unitSize), Math.floor(size / unitSize), unit);
}

/** Applies one edit to a (cloned) description; returns the new root. */
export function applyEdit(root: unknown, edit: Edit): unknown {
  if (edit.kind === 'set-op') {
    if (typeof root === 'object' && root !== null && !(root instanceof Hostile)) defineOwn(root, 'op', edit.op);
    return root;
  }
  const all = slots(root);
  switch (edit.kind) {
    case 'drop': {
      const slot = pick(all.slice(1), edit.at);
      if (slot === undefined || slot.parent === undefined) return root;
      if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
      else delete slot.parent[slot.key];
      return root;
    }
    case 'duplicate': {
      const slot = pick(all.slice(1), edit.at);
      if (slot === undefined || slot.parent === undefined) return root;
      if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 0, cloneDescription(slot.value));
      else defineOwn(slot.parent, edit.key, cloneDescription(slot.value));
      return root;
    }
    case 'retype':
      return put(root, pick(all, edit.at), cloneDescription(edit.value));
    case 'add': {
      const containers = all.filter(
        (slot) => typeof slot.value === 'object' && slot.value !== null && !(slot.value instanceof Hostile),
      );
      if (containers.length === 0) return root;
      const target = containers[edit.at % containers.length]!.value as Record<string, unknown> | unknown[];
      if (Array.isArray(target)) target.push(cloneDescription(edit.value));
      else defineOwn(target, edit.key, cloneDescription(edit.value));
      return root;
    }
    case 'bound-string':
      return put(
        root,
        pick(all, edit.at, (value) => typeof value === 'string'),
        boundString(edit.bound + edit.delta, edit.unit, edit.measure),
      );
    case 'insert-unit': {
      const slot = pick(all, edit.at, (value) => typeof value === 'string');
      const text = typeof slot.value === 'string' ? slot.value : '';
      const position = edit.position % (text.length + 1);
      return put(root, slot, text.slice(0, position) + edit.unit + text.slice(position));
    }
    case 'number':
      return put(
        root,
        pick(all, edit.at, (value) => typeof value === 'number'),
        edit.value,
      );
    case 'hostile': {
      // Accessors need a member to stand in; containers prefer a container to wrap.
      const slot = ACCESSOR_KINDS.has(edit.hostile)
        ? (pick(all.slice(1), edit.at) ?? all[0]!)
        : pick(all, edit.at, (value) => typeof value === 'object' && value !== null);
      return put(root, slot, new Hostile(edit.hostile, slot.value, edit.size));
    }
    case 'size': {
      const slot = pick(all, edit.at);
      const leaf = typeof slot.value === 'object' || slot.value === undefined ? 1 : slot.value;
      // Sharing repeats the member as it is; the other sizes build around a scalar.
      const child = edit.hostile === 'repeat-string' ? undefined : edit.hostile === 'shared' ? slot.value : leaf;
      return put(root, slot, new Hostile(edit.hostile, child, edit.size, edit.unit));
    }
  }
}

export function applyEdits(base: unknown, edits: readonly Edit[]): unknown {
  let root = cloneDescription(base);
  for (const edit of edits) root = applyEdit(root, edit);
  return root;
}
