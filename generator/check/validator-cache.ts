import type { Ajv, ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';
import type { JsonSchema, SpecDocument } from '../load/spec-document.ts';
import { addNamedTypes, createAjv, toAjvSchema, TYPE_ID_PREFIX, typeSchemaId } from '../schema/ajv-compiler.ts';

/** Validators for the schemas of one spec, as the examples rule needs them: every error of a value reported. */
export interface SpecValidators {
  /** The validator of an operation's params or result (`schema`, as the spec writes it); throws what Ajv throws. */
  operation(op: string, part: 'params' | 'result', schema: JsonSchema): ValidateFunction;
  /** The validator of a named type; throws what Ajv throws. */
  named(name: string): ValidateFunction;
}

/** The parts of a spec its validators are made from. */
export type ValidatedSpec = Pick<SpecDocument, 'types' | 'operations'>;

/** Where a check gets the validators of a spec (the examples rule). */
export interface ValidatorSource {
  forSpec(spec: ValidatedSpec): SpecValidators;
}

/**
 * Compiled validators kept by content for the checks of one run. `diff old new` checks two specs that
 * mostly hold the same schemas, and compiling them is most of a check (~0.5 s a side). A validator is
 * reused for a schema only when its compiled form and that of every named type it reaches are the same
 * text — it then accepts and reports exactly what a fresh one would. A reference this cannot follow
 * makes the schema depend on every named type.
 */
export class ValidatorCache implements ValidatorSource {
  readonly #compiled = new Map<string, ValidateFunction | Error>();

  forSpec({ types = {} }: ValidatedSpec): SpecValidators {
    let ajv: Ajv | undefined; // made on the first schema not in the cache
    const spec = () => {
      if (ajv === undefined) {
        ajv = createAjv({ standalone: false, allErrors: true, optimize: false });
        addNamedTypes(ajv, types);
      }
      return ajv;
    };
    const fingerprints = new TypeFingerprints(types);
    return {
      operation: (_op, _part, schema) => {
        const compiled = toAjvSchema(schema);
        return this.#get(`inline ${hash(compiled)} ${fingerprints.of(references(compiled))}`, spec, (ajv) =>
          ajv.compile(compiled),
        );
      },
      named: (name) =>
        this.#get(`named ${name} ${fingerprints.of(new Set([name]))}`, spec, (ajv) =>
          ajv.getSchema(typeSchemaId(name))!,
        ),
    };
  }

  #get(key: string, spec: () => Ajv, compile: (ajv: Ajv) => ValidateFunction): ValidateFunction {
    let found = this.#compiled.get(key);
    if (found === undefined) {
      const ajv = spec(); // outside the try: named types Ajv refuses to register fail the check as they always did
      try {
        found = compile(ajv);
      } catch (error) {
        found = error instanceof Error ? error : new Error(String(error));
      }
      this.#compiled.set(key, found);
    }
    if (found instanceof Error) throw found;
    return found;
  }
}

/** Every named type a compiled schema refers to; 'all' when one of its references is of another form. */
function references(schema: unknown): Set<string> | 'all' {
  const found = new Set<string>();
  let unknown = false;
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && !item.startsWith('#')) {
        if (item.startsWith(TYPE_ID_PREFIX)) found.add(item.slice(TYPE_ID_PREFIX.length).split('#')[0]!);
        else unknown = true;
      }
      visit(item);
    }
  };
  visit(schema);
  return unknown ? 'all' : found;
}

/** Content fingerprints of the named types, and of the closure of types a schema reaches through references. */
class TypeFingerprints {
  readonly #own = new Map<string, { readonly hash: string; readonly references: Set<string> | 'all' }>();

  constructor(private readonly types: Readonly<Record<string, JsonSchema>>) {}

  of(roots: Set<string> | 'all'): string {
    const reached = new Set<string>();
    const pending = roots === 'all' ? Object.keys(this.types) : [...roots];
    while (pending.length > 0) {
      const name = pending.pop()!;
      if (reached.has(name)) continue;
      reached.add(name);
      const own = this.#describe(name);
      if (own === undefined) continue;
      pending.push(...(own.references === 'all' ? Object.keys(this.types) : own.references));
    }
    return [...reached]
      .sort()
      .map((name) => `${name}=${this.#describe(name)?.hash ?? '-'}`)
      .join(',');
  }

  #describe(name: string) {
    if (!Object.hasOwn(this.types, name)) return undefined;
    let own = this.#own.get(name);
    if (own === undefined) {
      const compiled = toAjvSchema(this.types[name]!, typeSchemaId(name));
      own = { hash: hash(compiled), references: references(compiled) };
      this.#own.set(name, own);
    }
    return own;
  }
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64');
