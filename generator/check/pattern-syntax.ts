import {
  ANY_BUT_LINE_TERMINATOR,
  codePointSet,
  complement,
  DIGIT,
  single,
  SPACE,
  WORD,
  type CodePointSet,
} from './code-point-set.ts';

/**
 * A regular expression (u flag) in the part of the syntax whose matching cost linear-pattern.ts can
 * bound: characters and classes, sequences, alternatives, groups and greedy quantifiers, and the
 * anchors. A group is its body: what it captures does not change which paths a match tries.
 */
export type PatternNode =
  | { readonly kind: 'char'; readonly set: CodePointSet }
  | { readonly kind: 'sequence'; readonly items: readonly PatternNode[] }
  | { readonly kind: 'choice'; readonly branches: readonly PatternNode[] }
  /** max is Infinity for `*`, `+` and `{n,}`. */
  | { readonly kind: 'repeat'; readonly body: PatternNode; readonly min: number; readonly max: number }
  | { readonly kind: 'start' }
  | { readonly kind: 'end' };

/**
 * The pattern's tree, or undefined when it uses anything else — look-arounds, back-references, word
 * boundaries, lazy quantifiers, property escapes, surrogate escapes — or does not compile. Undefined
 * is never a verdict, only "not this parser's to judge".
 */
export function parsePattern(source: string): PatternNode | undefined {
  const reader = new PatternReader(source);
  try {
    const node = reader.disjunction();
    return reader.done() ? node : undefined; // a `)` with no `(`
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};

const code = (char: string) => char.codePointAt(0)!;
const SYNTAX_CHARACTERS = new Set([...'^$\\.*+?()[]{}|/'].map(code));
const CLASS_ESCAPES: Readonly<Record<string, CodePointSet>> = {
  d: DIGIT,
  D: complement(DIGIT),
  w: WORD,
  W: complement(WORD),
  s: SPACE,
  S: complement(SPACE),
};
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { t: 0x09, n: 0x0a, v: 0x0b, f: 0x0c, r: 0x0d };
const HEX = /^[0-9A-Fa-f]+$/;

/**
 * Groups nested deeper than this are left unread (recheck decides): the reader and the linearity proof
 * recurse once per group, and thousands of `(` would overflow the stack instead of giving a verdict.
 */
export const MAX_GROUP_DEPTH = 64;

class PatternReader {
  /** By code point: under the u flag a surrogate pair written as itself is one character. */
  readonly #chars: readonly string[];
  #at = 0;
  #depth = 0;

  constructor(source: string) {
    this.#chars = Array.from(source);
  }

  done(): boolean {
    return this.#at >= this.#chars.length;
  }

  disjunction(): PatternNode {
    const branches = [this.#alternative()];
    while (this.#eat('|')) branches.push(this.#alternative());
    return branches.length === 1 ? branches[0]! : { kind: 'choice', branches };
  }

  #alternative(): PatternNode {
    const items: PatternNode[] = [];
    while (!this.done() && this.#peek() !== '|' && this.#peek() !== ')') items.push(this.#term());
    return items.length === 1 ? items[0]! : { kind: 'sequence', items };
  }

  #term(): PatternNode {
    if (this.#eat('^')) return { kind: 'start' };
    if (this.#eat('$')) return { kind: 'end' };
    const atom = this.#atom();
    let min: number;
    let max: number;
    if (this.#eat('*')) [min, max] = [0, Infinity];
    else if (this.#eat('+')) [min, max] = [1, Infinity];
    else if (this.#eat('?')) [min, max] = [0, 1];
    else if (this.#eat('{')) [min, max] = this.#bounds();
    else return atom;
    if (this.#eat('?')) unsupported(); // lazy: tries the paths in another order
    return { kind: 'repeat', body: atom, min, max };
  }

  /** After `{`: `n}`, `n,}` or `n,m}`. */
  #bounds(): [number, number] {
    const min = this.#number();
    const max = this.#eat(',') ? (this.#peek() === '}' ? Infinity : this.#number()) : min;
    if (!this.#eat('}') || max < min) unsupported();
    return [min, max];
  }

  #number(): number {
    let digits = '';
    while (/^[0-9]$/.test(this.#peek() ?? '')) digits += this.#take();
    return digits === '' ? unsupported() : Number(digits);
  }

  #atom(): PatternNode {
    const char = this.#take();
    switch (char) {
      case '(': {
        if (this.#eat('?')) {
          if (this.#eat('<') && /^[A-Za-z_$]$/.test(this.#peek() ?? '')) this.#groupName();
          else if (!this.#eat(':')) unsupported(); // look-arounds
        }
        if (++this.#depth > MAX_GROUP_DEPTH) unsupported();
        const body = this.disjunction();
        if (!this.#eat(')')) unsupported();
        this.#depth -= 1;
        return body;
      }
      case '[':
        return { kind: 'char', set: this.#class() };
      case '.':
        return { kind: 'char', set: ANY_BUT_LINE_TERMINATOR };
      case '\\':
        return { kind: 'char', set: this.#escape(false) };
      default:
        if (SYNTAX_CHARACTERS.has(code(char)) && char !== '/') unsupported(); // `)`, `]`, `{`, a quantifier with nothing before it
        return { kind: 'char', set: single(code(char)) };
    }
  }

  /** After `(?<`: the name and its `>`. */
  #groupName(): void {
    while (/^[A-Za-z0-9_$]$/.test(this.#peek() ?? '')) this.#take();
    if (!this.#eat('>')) unsupported();
  }

  /** After `[`: the class up to its `]`. */
  #class(): CodePointSet {
    const negated = this.#eat('^');
    const ranges: (readonly [number, number])[] = [];
    while (!this.#eat(']')) {
      const from = this.#classAtom();
      if (this.#peek() === '-' && this.#peek(1) !== ']' && this.#peek(1) !== undefined) {
        this.#take();
        const to = this.#classAtom();
        const [low, high] = [lone(from), lone(to)];
        if (low > high) unsupported();
        ranges.push([low, high]);
      } else {
        ranges.push(...from);
      }
    }
    const set = codePointSet(ranges);
    return negated ? complement(set) : set;
  }

  #classAtom(): CodePointSet {
    const char = this.#take();
    return char === '\\' ? this.#escape(true) : single(code(char));
  }

  /** After `\`. */
  #escape(inClass: boolean): CodePointSet {
    const char = this.#take();
    const set = CLASS_ESCAPES[char];
    if (set !== undefined) return set;
    const control = CONTROL_ESCAPES[char];
    if (control !== undefined) return single(control);
    if (char === 'c' && /^[A-Za-z]$/.test(this.#peek() ?? '')) return single(code(this.#take()) % 32);
    if (char === '0' && !/^[0-9]$/.test(this.#peek() ?? '')) return single(0);
    if (char === 'x') return single(this.#hex(2));
    if (char === 'u') return single(this.#unicodeEscape());
    if (inClass && char === 'b') return single(0x08);
    if (inClass && char === '-') return single(code('-'));
    if (SYNTAX_CHARACTERS.has(code(char))) return single(code(char));
    return unsupported(); // \b, \B, back-references, \p{…}, \k<…>
  }

  #unicodeEscape(): number {
    let value: number;
    if (this.#eat('{')) {
      let digits = '';
      while (this.#peek() !== '}' && !this.done()) digits += this.#take();
      if (!this.#eat('}') || !HEX.test(digits)) unsupported();
      value = parseInt(digits, 16);
    } else {
      value = this.#hex(4);
    }
    // A surrogate escape may pair with the next one into one character: not worth following here.
    return value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff) ? unsupported() : value;
  }

  #hex(length: number): number {
    let digits = '';
    for (let i = 0; i < length; i++) digits += this.#take();
    return HEX.test(digits) ? parseInt(digits, 16) : unsupported();
  }

  #peek(offset = 0): string | undefined {
    return this.#chars[this.#at + offset];
  }

  #take(): string {
    return this.#chars[this.#at++] ?? unsupported();
  }

  #eat(char: string): boolean {
    if (this.#peek() !== char) return false;
    this.#at++;
    return true;
  }
}

/** The one code point of a range's end (`[\d-x]` is not a range under the u flag, and does not compile). */
function lone(set: CodePointSet): number {
  const [range] = set;
  return set.length === 1 && range![0] === range![1] ? range![0] : unsupported();
}
