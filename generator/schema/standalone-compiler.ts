import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../load/spec-document.ts';
import { releaseGarbage } from '../host/release-garbage.ts';
import { SourceFlattener } from './flat-sources.ts';
import { standaloneModule } from './standalone-module.ts';
import { createAjv, operationSchemaId, toAjvSchema, typeSchemaId } from './ajv-compiler.ts';
import type { DialectAjv } from './ajv-dialect.ts';
import { operationTypeName, validatorName } from './naming.ts';

/** A spec's schemas as the generated validators compile them: named types and each operation's params and result. */
export interface CompiledSchemas {
  readonly types: Readonly<Record<string, JsonSchema>>;
  readonly operations: readonly { readonly name: string; readonly params: JsonSchema; readonly result: JsonSchema }[];
}

/** A schema compiled after the spec's own (an interaction command's input). */
export interface ExtraSchema {
  readonly id: string;
  readonly exportName: string;
  readonly schema: JsonSchema;
}

/**
 * One Ajv instance with the generated validators' settings (standalone code, first error only), over
 * a spec's named types and operation schemas, compiled once for the whole pipeline: the examples
 * check validates with it (check/standalone-validators.ts), and the validators emitter writes its
 * standalone code, instead of compiling every schema twice with two configurations (a fifth of
 * `gen`). Ajv numbers functions in compile order, so every schema is compiled in one fixed order,
 * by export name, whoever asks first; schemas added later (interaction commands) come after them.
 * Writing the standalone code is its last use: the compiler then lets its Ajv go (at 2,000 operations
 * the compiled functions and their kept code are some 0.4 GB, which the other emitters need not carry).
 */
export class StandaloneCompiler {
  #ajv: DialectAjv | undefined;
  /** Export name → schema $id, in compile order. */
  readonly #exports = new Map<string, string>();
  /** Schema $id → the JSON text of what Ajv was given: what `compiles` compares. */
  readonly #texts: ReadonlyMap<string, string>;
  #state: 'added' | 'compiled' | 'failed' | 'written' = 'added';
  readonly #flattener = new SourceFlattener();

  constructor(schemas: CompiledSchemas) {
    this.#ajv = createAjv({ standalone: true, allErrors: false });
    const ajvSchemas = ajvSchemasOf(schemas);
    for (const { schema } of ajvSchemas.values()) this.#ajv.addSchema(schema);
    this.#texts = new Map([...ajvSchemas].map(([id, { schema }]) => [id, JSON.stringify(schema)]));
    const exported = [...ajvSchemas].map(([id, { exportName }]) => [exportName, id] as const);
    for (const [name, id] of exported.sort(([a], [b]) => (a < b ? -1 : 1))) this.#exports.set(name, id);
  }

  /**
   * Whether these are exactly the schemas this compiler holds (the same $ids, the same text), all of
   * which compiled: whether its code is what a fresh compiler would write for them.
   */
  compiles(schemas: CompiledSchemas): boolean {
    if (this.#state === 'failed' || this.#state === 'written') return false;
    const other = ajvSchemasOf(schemas);
    return (
      other.size === this.#texts.size &&
      [...other].every(([id, { schema }]) => this.#texts.get(id) === JSON.stringify(schema))
    );
  }

  /** The compiled validator of a schema by its $id (compiling every schema first, in order); throws what Ajv throws. */
  validator(id: string): ValidateFunction {
    const validate = this.#compileAll().getSchema(id);
    if (validate === undefined) throw new Error(`no schema ${id}`);
    return validate;
  }

  /** Adds schemas to compile after the spec's own, in the order given. */
  add(extra: readonly ExtraSchema[]): void {
    const ajv = this.#compileAll();
    for (const { id, exportName, schema } of extra) {
      ajv.addSchema(toAjvSchema(schema, id));
      this.#exports.set(exportName, id);
    }
  }

  /** Ajv's standalone code of every schema: ESM exports by export name, `require` lines for its helpers. Once: the compiler is done after it. */
  standalone(): { readonly code: string; readonly exports: ReadonlyMap<string, string> } {
    const code = standaloneModule(this.#compileAll(), Object.fromEntries(this.#exports));
    this.#ajv = undefined;
    this.#state = 'written';
    return { code, exports: new Map(this.#exports) };
  }

  /** Every schema, in export-name order; a schema Ajv refuses leaves the compiler failed (its numbering is no longer the fixed one). */
  #compileAll(): DialectAjv {
    if (this.#state === 'failed') throw new Error('a schema of this spec did not compile');
    const ajv = this.#ajv;
    if (ajv === undefined)
      throw new Error('the standalone code of this compiler was written: it holds no validators any more');
    if (this.#state === 'compiled') return ajv;
    try {
      // Each schema's kept code is flattened as soon as it is compiled, so the ropes never pile up.
      for (const id of this.#exports.values()) {
        this.#flattener.flatten(ajv.getSchema(id)!);
        releaseGarbage(); // compiling leaves Ajv's code tree behind
      }
      this.#state = 'compiled';
      return ajv;
    } catch (error) {
      this.#state = 'failed';
      throw error;
    }
  }
}

/** Each schema as Ajv is given it, by $id, with its export name: the named types sorted by name, then the operations. */
function ajvSchemasOf(
  schemas: CompiledSchemas,
): Map<string, { readonly schema: JsonSchema; readonly exportName: string }> {
  const out = new Map<string, { readonly schema: JsonSchema; readonly exportName: string }>();
  for (const [name, schema] of Object.entries(schemas.types).sort(([a], [b]) => (a < b ? -1 : 1)))
    out.set(typeSchemaId(name), { schema: toAjvSchema(schema, typeSchemaId(name)), exportName: validatorName(name) });
  for (const op of schemas.operations) {
    for (const part of ['params', 'result'] as const) {
      const id = operationSchemaId(op.name, part);
      out.set(id, {
        schema: toAjvSchema(op[part], id),
        exportName: validatorName(operationTypeName(op.name, part, schemas.types)),
      });
    }
  }
  return out;
}
