import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../../../generator/host/node-file-system.ts';
import { loadModel } from '../../../generator/pipeline.ts';
import type { Schema } from './keywords.ts';

/** One emitted JSON Schema with the generated validator that must agree with it, and the spec's valid examples. */
export interface SchemaSubject {
  /** `types/<Name>`, `params/<op>` or `result/<op>`. */
  readonly name: string;
  readonly schema: Schema;
  readonly validate: (data: unknown) => boolean;
  readonly examples: readonly unknown[];
}

const exported = protocol as unknown as Record<string, unknown>;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the package exports no ${what}`);
  return value;
}

/**
 * Every named type (`<Name>Schema` with `is<Name>`) and every operation's params and result
 * (`OperationSchemas`/`ResultSchemas` with `PARAMS_VALIDATORS`/`RESULT_VALIDATORS`), listed from the
 * spec's model, so a schema the package lacks is an error rather than a silent skip.
 */
export async function loadSubjects(): Promise<SchemaSubject[]> {
  const { value: model, diagnostics } = await loadModel(nodeFileSystem, 'spec/session-protocol');
  if (model === undefined) throw new Error(`the spec does not load: ${diagnostics.map((d) => d.message).join('; ')}`);
  const subjects: SchemaSubject[] = [];
  for (const type of model.types) {
    subjects.push({
      name: `types/${type.name}`,
      schema: required(exported[`${type.name}Schema`] as Schema | undefined, `${type.name}Schema`),
      validate: required(exported[`is${type.name}`] as SchemaSubject['validate'] | undefined, `is${type.name}`),
      examples: ((type.schema as Schema).examples as unknown[] | undefined) ?? [],
    });
  }
  const schemas = { params: protocol.OperationSchemas, result: protocol.ResultSchemas } as Record<
    string,
    Record<string, Schema>
  >;
  const validators = { params: protocol.PARAMS_VALIDATORS, result: protocol.RESULT_VALIDATORS } as Record<
    string,
    Record<string, SchemaSubject['validate']>
  >;
  for (const part of ['params', 'result'] as const) {
    for (const op of model.operations) {
      subjects.push({
        name: `${part}/${op.name}`,
        schema: required(schemas[part]![op.name], `${part} schema of ${op.name}`),
        validate: required(validators[part]![op.name], `${part} validator of ${op.name}`),
        examples: op.examples.map((example) => example[part]),
      });
    }
  }
  return subjects;
}
