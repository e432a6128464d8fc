/**
 * Seeded randomness for the synthetic specs: the same seed gives the same draws on every machine,
 * so a spec of N operations is the same bytes every time. Each definition takes its own stream,
 * seeded from its name, so adding or removing one definition leaves every other one unchanged.
 */

/** mulberry32: a 32-bit generator; plenty for picking words and sizes, and trivially reproducible. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The stream of one named definition under a spec-wide seed. */
  static forName(seed: number, name: string): SeededRandom {
    return new SeededRandom(hashName(name) ^ Math.imul(seed >>> 0, 0x9e3779b1));
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** FNV-1a over UTF-16 code units: a stable 32-bit hash of a name. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
