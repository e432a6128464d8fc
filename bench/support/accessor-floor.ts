/**
 * Context for the parse figures: the one step no parser of objects it did not make can skip, measured
 * on the same frames beside JSON.parse and the package. The contract refuses accessors without ever
 * running one, and JavaScript tells a data property from an accessor only through a property
 * descriptor: Object.getOwnPropertyDescriptor (or __lookupGetter__/__lookupSetter__, or
 * Reflect.getOwnPropertyDescriptor, all as slow or slower) on every member of every object. The walk
 * here does that and nothing else: no schema, no copy, no byte budget.
 */
import type { Figure } from './figures.ts';
import type { Frame } from './frames.ts';
import { sideBySide, type SideBySideOptions } from './side-by-side.ts';

const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;

/** Every member's descriptor, read as a reader reads it; counts the leaves so the walk is not optimised away. */
export function descriptorWalk(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  let leaves = 0;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++)
      leaves += descriptorWalk(getOwnPropertyDescriptor(value, index)!.value);
    return leaves;
  }
  const keys = Object.keys(value);
  for (let index = 0; index < keys.length; index++) {
    const descriptor = getOwnPropertyDescriptor(value, keys[index]!)!;
    if (!('value' in descriptor)) return -1;
    leaves += descriptorWalk(descriptor.value);
  }
  return leaves;
}

/** The descriptor walk ÷ JSON.parse on `frames`, side by side with the package's parser, as a context figure under `id`. */
export function accessorFloor(
  id: string,
  frames: readonly Frame[],
  parse: (frame: Frame) => unknown,
  options?: SideBySideOptions,
): { figure: Figure; line: string } {
  let sink = 0;
  const [floor, ours, walk] = sideBySide(
    [
      { name: 'JSON.parse', run: () => frames.forEach((frame) => (sink += JSON.parse(frame.text) === null ? 1 : 0)) },
      { name: 'package', run: () => frames.forEach((frame) => (sink += parse(frame) === null ? 1 : 0)) },
      { name: 'descriptors', run: () => frames.forEach((frame) => (sink += descriptorWalk(frame.value))) },
    ],
    frames.length,
    { collect: true, ...options },
  ).map((m) => m.ns);
  const value = walk! / floor!;
  return {
    figure: {
      id: `${id}/accessor-floor`,
      label: 'the accessor check alone: a property descriptor for every member (no schema, no copy)',
      value,
      unit: '× JSON.parse',
      ns: walk!,
      floorRatio: value,
    },
    line: `  the accessor check alone (a descriptor per member), side by side: ${walk!.toFixed(0)} ns (${value.toFixed(2)} × JSON.parse), the package there ${(ours! / floor!).toFixed(2)} × (sink ${sink % 7})`,
  };
}
