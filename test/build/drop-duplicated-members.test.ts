import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { dropDuplicatedComputedMembers } from '../../generator/build/drop-duplicated-members.ts';

const transpile = (source: string) =>
  ts.transpileDeclaration(source, {
    fileName: 'x.ts',
    compilerOptions: { isolatedDeclarations: true, declaration: true, target: ts.ScriptTarget.ES2022 },
  }).outputText;

/** The TypeScript diagnostics a consumer with `skipLibCheck: false` would see for a declaration file. */
function declarationErrors(text: string): string[] {
  const host = ts.createCompilerHost({
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === '/x.d.ts' ? ts.createSourceFile(name, text, version, true) : getSourceFile(name, version);
  const program = ts.createProgram({
    rootNames: ['/x.d.ts'],
    options: { noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], types: [] },
    host,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('declarations built file by file', () => {
  const iterable =
    'export class Bag { #items = new Map<string, number>(); [Symbol.iterator](): IterableIterator<[string, number]> { return this.#items.entries(); } size(): number { return this.#items.size; } }';

  it('keep a symbol-named method once, so a consumer checking libraries sees no duplicate identifier', () => {
    const raw = transpile(iterable);
    // The compiler bug this works around: if it is fixed upstream, this expectation says the fix-up can go.
    expect(declarationErrors(raw).some((message) => message.includes('Duplicate identifier'))).toBe(true);
    const fixed = dropDuplicatedComputedMembers('x.d.ts', raw);
    expect(declarationErrors(fixed)).toEqual([]);
    expect(fixed).toContain('[Symbol.iterator](): IterableIterator<[string, number]>;');
    expect(fixed).toContain('size(): number;');
  });

  it('leave every other declaration byte for byte, symbol-named properties included', () => {
    const other = transpile(
      'export class Tagged { readonly [Symbol.toStringTag]: string = "Tagged"; get size(): number { return 1; } }',
    );
    expect(dropDuplicatedComputedMembers('x.d.ts', other)).toBe(other);
    const plain = transpile('export interface Row { id: string }\nexport declare function f(row: Row): string;');
    expect(dropDuplicatedComputedMembers('x.d.ts', plain)).toBe(plain);
  });
});
