import { WHY_NOT } from '#business/matching'

/**
 * "Why not" (product decisions): when a search finds fewer than
 * WHY_NOT.fewerThan mentors, the single criterion whose removal would add the
 * most mentors, and how many. The searches count (matching in SQL, the list
 * over its index); this picks, the same way for both.
 */

/** The hint a thin search answers: the criterion to drop, as the viewer reads it, and the gain. */
export type WhyNot<Criterion extends string = string> = {
  criterion: Criterion
  /** The criterion with its value in the viewer's language ("minimum rating 4.5"). */
  label: string
  /** Mentors the same search would find more without it (exact, at least 1). */
  added: number
}

/** Whether a search that found `total` mentors says why not. */
export function isThin(total: number) {
  return total < WHY_NOT.fewerThan
}

/**
 * The relaxation adding the most mentors: none when none adds any; equal
 * gains go to the criterion first in `order` (the order the form shows them).
 */
export function bestRelaxation<Criterion extends string>(
  gains: Partial<Record<Criterion, number>>,
  order: readonly Criterion[]
): { criterion: Criterion; added: number } | null {
  let best: { criterion: Criterion; added: number } | null = null
  for (const criterion of order) {
    const added = gains[criterion] ?? 0
    if (added > 0 && (best === null || added > best.added)) best = { criterion, added }
  }
  return best
}
