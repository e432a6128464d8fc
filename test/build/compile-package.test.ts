import { describe, expect, it } from 'vitest';
import { compilePackage } from '../../generator/build/compile-package.ts';

const file = (path: string, content: string) => ({ path, content });

/** A two-file package: `b` imports a type and a value from `a`. */
const base = [
  file('src/a.ts', 'export interface Point { readonly x: number }\nexport const ORIGIN: Point = { x: 0 };\n'),
  file(
    'src/b.ts',
    "import { ORIGIN, type Point } from './a.js';\nexport function shift(point: Point, by: number): Point {\n  return { x: point.x + by + ORIGIN.x };\n}\n",
  ),
  file('package.json', '{}\n'),
];

describe('compilePackage builds each file on its own', () => {
  it('rule: every source file gives its JavaScript and declarations under dist/, in path order', () => {
    const built = compilePackage(base, { typeCheck: false });
    expect(built.map((entry) => entry.path)).toEqual(['dist/a.d.ts', 'dist/a.js', 'dist/b.d.ts', 'dist/b.js']);
    expect(built.find((entry) => entry.path === 'dist/b.d.ts')!.content).toContain(
      'export declare function shift(point: Point, by: number): Point;',
    );
    // Type-only imports and annotations are gone from the JavaScript.
    expect(built.find((entry) => entry.path === 'dist/b.js')!.content).toBe(
      "import { ORIGIN } from './a.js';\nexport function shift(point, by) {\n    return { x: point.x + by + ORIGIN.x };\n}\n",
    );
  });

  it('rule: an export without its type is a build error (isolatedDeclarations), checked or not', () => {
    const untyped = [
      ...base,
      file('src/c.ts', "import { shift } from './b.js';\nexport const moved = shift({ x: 1 }, 2);\n"),
    ];
    for (const typeCheck of [false, true]) {
      expect(() => compilePackage(untyped, { typeCheck })).toThrow(/explicit type annotation/);
    }
  });

  it('rule: a type error throws only when the package is type-checked; the output is the same either way', () => {
    const wrong = [
      ...base,
      file('src/c.ts', "import { shift } from './b.js';\nexport const moved: number = shift({ x: 1 }, 2);\n"),
    ];
    expect(() => compilePackage(wrong, { typeCheck: true })).toThrow(/does not type-check[\s\S]*not assignable/);
    expect(compilePackage(base, { typeCheck: true })).toEqual(compilePackage(base, { typeCheck: false }));
  });

  it('rule: a syntax error throws, checked or not', () => {
    const broken = [...base, file('src/c.ts', 'export const x: number = ;\n')];
    for (const typeCheck of [false, true])
      expect(() => compilePackage(broken, { typeCheck })).toThrow(/does not (compile|type-check)/);
  });
});

describe('compilePackage copies the JavaScript the generator wrote', () => {
  const written = [
    ...base,
    file('src/v.js', 'export const check = (data) => typeof data === "number";\n'),
    file('src/v.d.ts', 'export declare const check: (data: unknown) => boolean;\n'),
  ];

  it('rule: src/x.js and src/x.d.ts go into dist/ as they are, beside the built sources', () => {
    const built = compilePackage(written, { typeCheck: true });
    expect(built.map((entry) => entry.path)).toEqual([
      'dist/a.d.ts',
      'dist/a.js',
      'dist/b.d.ts',
      'dist/b.js',
      'dist/v.d.ts',
      'dist/v.js',
    ]);
    expect(built.find((entry) => entry.path === 'dist/v.js')!.content).toBe(written.at(-2)!.content);
    expect(built.find((entry) => entry.path === 'dist/v.d.ts')!.content).toBe(written.at(-1)!.content);
  });

  it('rule: the declarations join the type check, so a source misusing the JavaScript fails it', () => {
    const misuse = [
      ...written,
      file('src/c.ts', "import { check } from './v.js';\nexport const n: number = check(1);\n"),
    ];
    expect(() => compilePackage(misuse, { typeCheck: true })).toThrow(/does not type-check[\s\S]*not assignable/);
  });

  it('rule: JavaScript without its declarations is refused', () => {
    expect(() => compilePackage(written.slice(0, -1), { typeCheck: false })).toThrow(
      /src\/v\.js without its declarations/,
    );
  });
});
