/**
 * Protocol definitions shared by the interaction tests. The strict-dialect test compiles every one
 * of them, so a model schema any test produces from these is also checked against the dialect.
 */
import { expect } from 'vitest';
import {
  InteractionDefinitionError,
  InteractionRejection,
  type InteractionProtocolDefinition,
} from '../../interaction/index.ts';

type Definition<Id extends string> = InteractionProtocolDefinition<
  Record<string, unknown>,
  Record<string, unknown>,
  [],
  Id
>;
const definition = <Id extends string>(value: Definition<Id>): Definition<Id> => value;

/** A chat protocol using every feature: aliases, modes, owned fields, tags, version, nested schemas. */
export const chat = definition({
  commandField: 'type',
  commandAliases: ['kind'],
  modeField: 'mode',
  tags: ['chat'],
  version: 2,
  description: 'Commands a model or the web client may send during a chat',
  commands: {
    reply: {
      category: 'presentation',
      description: 'Show a note to the user',
      tags: ['reply'],
      fields: {
        text: {
          required: true,
          modelRequired: true,
          description: 'The note',
          jsonSchema: { type: 'string', minLength: 1, maxLength: 200 },
        },
        tone: { jsonSchema: { enum: ['plain', 'warm'] } },
      },
    },
    unavailable: {
      category: 'receipt',
      description: 'Material unavailable',
      fields: { reason: { jsonSchema: { type: 'string' } } },
    },
    approve: {
      category: 'question',
      description: 'Ask the reviewer to approve a request',
      modes: ['review'],
      fields: {
        requestId: { required: true, modelRequired: true, jsonSchema: { type: 'string', pattern: '^req-' } },
        note: { jsonSchema: { type: 'string' } },
        approvedBy: { jsonSchema: { type: 'string' } },
      },
      ownedFields: ['approvedBy', 'sessionId'],
    },
    finish: {
      category: 'control',
      terminal: true,
      version: 2,
      fields: {
        summary: {
          required: true,
          modelRequired: true,
          jsonSchema: {
            type: 'object',
            properties: {
              title: { type: 'string' },
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { label: { type: 'string' }, done: { type: 'boolean' } },
                  required: ['label'],
                },
              },
            },
            required: ['title'],
          },
        },
        score: { jsonSchema: { oneOf: [{ type: 'integer', minimum: 0 }, { const: 'n/a' }] } },
      },
    },
  },
});

/** The kit's own example protocol. */
export const kit = definition({
  commandField: 'type',
  commands: {
    reply: {
      category: 'presentation',
      description: 'Show a confirmed note',
      fields: { text: { required: true, jsonSchema: { type: 'string' } } },
      checks: [{ occur: (v) => typeof v.text !== 'string', error: 'text must be a string' }],
    },
    unavailable: { category: 'receipt', description: 'Material unavailable', fields: {} },
  },
});

/** Fields given as a plain list of names: any value, optional. */
export const listed = definition({
  commandField: 'op',
  commands: { note: { fields: ['title', 'body'] }, ping: { fields: [] } },
});

/** Every fixture by name, and the ones the strict dialect cannot express (list fields accept any value). */
export const FIXTURES: Readonly<Record<string, Definition<string>>> = { chat, kit, listed };
export const NOT_STRICT_EXPRESSIBLE: ReadonlySet<string> = new Set(['listed']);

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Runs `run`, which must throw an InteractionRejection, and returns it. */
export function rejection(run: () => unknown): InteractionRejection {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InteractionRejection);
    return error as InteractionRejection;
  }
  throw new Error('expected an InteractionRejection, but nothing was thrown');
}

/** Runs `run`, which must throw an InteractionDefinitionError, and returns it. */
export function definitionError(run: () => unknown): InteractionDefinitionError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InteractionDefinitionError);
    return error as InteractionDefinitionError;
  }
  throw new Error('expected an InteractionDefinitionError, but nothing was thrown');
}

/** An off-type value, as a host writing plain JavaScript (or a YAML loader) may pass. */
export const offType = <T>(value: unknown): T => value as T;
