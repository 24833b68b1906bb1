/**
 * A small seeded pseudo-random generator (mulberry32), so seeded data is the
 * same on every run and every machine. Not for anything secret.
 */
export class Random {
  #state: number

  constructor(seed: number) {
    this.#state = seed >>> 0
  }

  /** A generator for one concern, independent of how much another concern drew. */
  static for(seed: number, stream: string) {
    let hash = 2166136261 ^ (seed >>> 0)
    for (let index = 0; index < stream.length; index++) {
      hash = Math.imul(hash ^ stream.charCodeAt(index), 16777619)
    }
    return new Random(hash >>> 0)
  }

  /** A float in [0, 1). */
  next() {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number) {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) {
        return value
      }
    }
    return entries[entries.length - 1][0]
  }

  /** `count` distinct items in random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    const size = Math.min(count, copy.length)
    for (let index = 0; index < size; index++) {
      const other = index + Math.floor(this.next() * (copy.length - index))
      ;[copy[index], copy[other]] = [copy[other], copy[index]]
    }
    return copy.slice(0, size)
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length)
  }

  /** A string of `length` characters drawn from `alphabet`. */
  code(alphabet: string, length: number) {
    let result = ''
    for (let index = 0; index < length; index++) {
      result += alphabet[Math.floor(this.next() * alphabet.length)]
    }
    return result
  }
}
