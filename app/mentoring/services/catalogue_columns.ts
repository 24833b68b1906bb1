import type { IndexedMentor, Vocabulary } from '#mentoring/services/catalogue_index'

/**
 * The catalogue's scan structures: the columns a list request reads, dense
 * and in the index's mentor order, and the bit-set and text tests over them.
 */

/**
 * The columns a list request scans, dense and in `mentors` order, so a scan of
 * ten thousand mentors stays in the CPU cache: the rate, skills and industries
 * as bit sets, and every name and headline in one string.
 */
export type CatalogueColumns = {
  rateCents: Int32Array
  skillWords: number
  skillBits: Uint32Array
  skillBit: Map<number, number>
  industryWords: number
  industryBits: Uint32Array
  industryBit: Map<number, number>
  /** Lower-cased "name headline" of each mentor, joined by NUL characters. */
  haystack: string
  /** Where each mentor's text starts in `haystack`. */
  haystackStarts: Int32Array
}

/** Bit positions for a vocabulary: 32 per word. */
function bitPositions(vocabulary: Map<number, Vocabulary>) {
  const positions = new Map<number, number>()
  for (const id of [...vocabulary.keys()].sort((a, b) => a - b)) positions.set(id, positions.size)
  return { positions, words: Math.max(1, Math.ceil(positions.size / 32)) }
}

export function columnsOf(
  mentors: Pick<IndexedMentor, 'hourlyRateCents' | 'skillIds' | 'industries' | 'haystack'>[],
  skills: Map<number, Vocabulary>,
  industries: Map<number, Vocabulary>
): CatalogueColumns {
  const skill = bitPositions(skills)
  const industry = bitPositions(industries)
  const count = mentors.length
  const rateCents = new Int32Array(count)
  const skillBits = new Uint32Array(count * skill.words)
  const industryBits = new Uint32Array(count * industry.words)
  const haystackStarts = new Int32Array(count)
  const texts: string[] = []
  let offset = 0
  mentors.forEach((mentor, position) => {
    rateCents[position] = mentor.hourlyRateCents
    for (const id of mentor.skillIds) {
      const bit = skill.positions.get(id)
      if (bit !== undefined) skillBits[position * skill.words + (bit >>> 5)] |= 1 << (bit & 31)
    }
    for (const { id } of mentor.industries) {
      const bit = industry.positions.get(id)
      if (bit !== undefined) {
        industryBits[position * industry.words + (bit >>> 5)] |= 1 << (bit & 31)
      }
    }
    haystackStarts[position] = offset
    texts.push(mentor.haystack)
    offset += mentor.haystack.length + 1
  })
  return {
    rateCents,
    skillWords: skill.words,
    skillBits,
    skillBit: skill.positions,
    industryWords: industry.words,
    industryBits,
    industryBit: industry.positions,
    haystack: texts.join('\u0000'),
    haystackStarts,
  }
}

/** A bit set (in a column's layout) of the given vocabulary ids. */
export function maskOf(ids: Iterable<number>, bits: Map<number, number>, words: number) {
  const mask = new Uint32Array(words)
  for (const id of ids) {
    const bit = bits.get(id)
    if (bit !== undefined) mask[bit >>> 5] |= 1 << (bit & 31)
  }
  return mask
}

/** Whether row `position` of a bit-set column shares a bit with the mask. */
export function intersects(column: Uint32Array, position: number, mask: Uint32Array) {
  const base = position * mask.length
  for (const [word, bits] of mask.entries()) {
    if ((column[base + word] & bits) !== 0) return true
  }
  return false
}

/** Positions of the mentors whose name or headline contains the (lower-case) term. */
export function textMatches(columns: CatalogueColumns, term: string) {
  const hits = new Uint8Array(columns.haystackStarts.length)
  const starts = columns.haystackStarts
  let from = columns.haystack.indexOf(term)
  while (from !== -1) {
    // The last mentor whose text starts at or before the hit.
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (starts[middle] <= from) low = middle
      else high = middle - 1
    }
    hits[low] = 1
    // Go on after this mentor's text: one hit per mentor is enough.
    const next = low + 1 < starts.length ? starts[low + 1] : columns.haystack.length
    from = columns.haystack.indexOf(term, next)
  }
  return hits
}
