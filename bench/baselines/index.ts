/** Every baseline the bench compares with, in the order the table lists them. */
import { ajvBaseline } from './ajv.ts';
import type { Baseline } from './baseline.ts';
import { typeboxCompiledBaseline } from './typebox-compiled.ts';
import { typeboxValueBaseline } from './typebox-value.ts';
import { zodBaseline } from './zod.ts';

export function allBaselines(): Baseline[] {
  return [typeboxValueBaseline(), typeboxCompiledBaseline(), zodBaseline(), ajvBaseline()];
}

/** What the combined table says once about the baselines. */
export const BASELINE_NOTES: readonly string[] = [
  "baselines check the same frames against the same emitted JSON Schema (envelope, then the op's params or result found by a Map lookup); they ignore the contract's own keywords maxBytes, maxJsonBytes, maxEntries, requires and direction (no UTF-8 byte limits, no JSON size or entry bounds), and do not copy the frame, strip unknown fields or check the mutation id and session policy: they do less than the package",
  "TypeBox is typebox 1.4.3 reading the plain JSON Schema: Value.Check interprets it on every call, resolving each $ref by searching the schema (its schema/resolve SearchBase dominates a profile); the issue's 1.66× was @sinclair/typebox 0.34 on TypeBox-built types, which cannot read plain JSON Schema",
  "zod 4.6.7 z.fromJSONSchema turns a oneOf branch that relies on its parent's type (HistoryEntry's) into \"anything\", so every branch matches and valid entries fail; its schemas get the parent's type copied into such branches (an equivalent schema)",
  "Ajv 8.20.0 with default options (refs inlined, code-point string lengths), strictTypes and strictRequired off, the contract's keywords declared as annotations",
];
