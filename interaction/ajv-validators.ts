import type { Ajv } from 'ajv';
import { createAjv } from '../generator/schema/ajv-compiler.ts';
import { ajvStyleValidator, type ValidatorFactory } from '../runtime/interaction/structural-validation.ts';

/**
 * Structural validation for the runtime path: each command's parse schema (its input schema without
 * the owned fields) compiled once by Ajv,
 * with the toolchain's configuration (strict mode, the maxBytes / maxEntries / maxJsonBytes
 * keywords), so a runtime-registered command is checked exactly as a YAML-declared one. Strict mode
 * turns a typo such as `maxLenght` into a definition error instead of a silently ignored keyword;
 * pass an Ajv of your own to allow vocabulary it does not know (`ajv.addKeyword('x-ui')`) or formats.
 * Never pass an Ajv with useDefaults, removeAdditional or coerceTypes: those write into the payload.
 *
 * One Ajv per protocol by default, so two protocols' schemas never share (or clash in) a cache.
 */
export function ajvValidators(ajv: Ajv = createAjv({ standalone: false, allErrors: false })): ValidatorFactory {
  return (command) => ajvStyleValidator(ajv.compile(command.parseJsonSchema));
}
