/**
 * The core (runtime/interaction) with structural validation injected — as a generated package will
 * run it, in a browser, with precompiled validators and no Ajv.
 */
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  ajvStyleValidator,
  compileCommands,
  InteractionDefinitionError,
  InteractionProtocol,
  type AjvStyleValidateFunction,
  type StructuralValidator,
} from '../../runtime/interaction/index.ts';
import { kit, rejection } from './fixtures.ts';

const CORE_DIR = fileURLToPath(new URL('../../runtime/interaction/', import.meta.url));
/** The other runtime folder the core may use: the byte counting every generated package carries. */
const VALIDATION_DIR = fileURLToPath(new URL('../../runtime/validation/', import.meta.url));
const CORE_FILES = readdirSync(CORE_DIR).filter((name) => name.endsWith('.ts'));

/** A hand-written validator: an object whose `text`, when present, is a string. */
const textValidator: StructuralValidator = (value) =>
  typeof (value as { text?: unknown }).text === 'string' || !('text' in (value as object))
    ? { valid: true }
    : { valid: false, errors: [{ instancePath: '/text', message: 'must be string' }] };

describe('the core without Ajv', () => {
  it('rule: a protocol runs on validators precompiled by command id', () => {
    const protocol = new InteractionProtocol(kit, { reply: textValidator, unavailable: () => ({ valid: true }) });
    expect(protocol.receive({ type: 'reply', text: 'hi' })).toEqual({ id: 'reply', result: { type: 'reply', text: 'hi' } });
    expect(rejection(() => protocol.parse({ type: 'reply', text: 1 }))).toMatchObject({ code: 'invalid', pointer: '/text', detail: '/text must be string' });
  });

  it('rule: a command without a precompiled validator is a definition error', () => {
    expect(() => new InteractionProtocol(kit, { reply: textValidator })).toThrow(InteractionDefinitionError);
    expect(() => new InteractionProtocol(kit, { reply: textValidator })).toThrow('command "unavailable": no precompiled validator is given for it');
  });

  it('rule: Ajv standalone code, evaluated without Ajv, plugs in through ajvStyleValidator', () => {
    const schemas = compileCommands(kit.commands, { commandField: 'type', validators: () => () => ({ valid: true }) });
    const ajv = new Ajv({ code: { source: true }, strict: true });
    const precompiled = Object.fromEntries(
      Object.entries(schemas).map(([id, command]) => {
        const source = standaloneCode.default(ajv, ajv.compile(command.inputJsonSchema));
        const module = { exports: {} as AjvStyleValidateFunction };
        new Function('module', 'exports', 'require', source)(module, module.exports, createRequire(import.meta.url));
        return [id, ajvStyleValidator(module.exports)];
      }),
    );
    const protocol = new InteractionProtocol(kit, precompiled);
    expect(protocol.parse({ type: 'unavailable' })).toEqual({ type: 'unavailable' });
    expect(rejection(() => protocol.parse({ type: 'unavailable', text: 'x' }))).toMatchObject({ code: 'invalid', pointer: '/text' });
  });
});

describe('what the core may depend on', () => {
  it('rule: core files import only other runtime files, with .js specifiers', () => {
    for (const name of CORE_FILES) {
      const text = readFileSync(`${CORE_DIR}${name}`, 'utf8');
      for (const [, specifier] of text.matchAll(/\bfrom\s+'([^']+)'/g)) {
        expect(specifier, `${name} imports ${specifier}`).toMatch(/^\.\.?\/[\w/.-]+\.js$/);
      }
      expect(text, name).not.toMatch(/\bimport\(\s*['\"]|\brequire\(\s*['\"]|\bprocess\.|\bBuffer\b|\bstructuredClone\b/);
    }
  });

  it('rule: the core type-checks against ES2022 alone — no Node, no DOM types', () => {
    const program = ts.createProgram([`${CORE_DIR}index.ts`], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts'],
      types: [],
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
    const outside = program
      .getSourceFiles()
      .map((file) => file.fileName)
      .filter((file) => !file.includes('/typescript/lib/') && !file.startsWith(CORE_DIR) && !file.startsWith(VALIDATION_DIR));
    expect(outside).toEqual([]);
  });
});
