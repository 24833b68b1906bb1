/**
 * Responsive mentors (issue 32): the nudge about an unanswered request, the
 * pause of a mentor who does not answer or does not show up, and the "usually
 * confirms within" figure of the cards and profile.
 * Pure constants: imported by server code and React pages alike.
 */
export const RESPONSIVENESS_RULES = {
  /** A booking request still unanswered this many hours after it was made nudges the mentor once. */
  nudgeAfterHours: 24,
  /** A mentor who lets this many requests in a row expire is paused (a confirmation resets the run). */
  pauseAfterExpiriesInARow: 3,
  /** A mentor with this many undisputed no-shows within `noShowWindowDays` is paused. */
  pauseAfterNoShows: 2,
  noShowWindowDays: 90,
  /** "Usually confirms within N hours": the median over the requests of this many days... */
  confirmTimeWindowDays: 90,
  /** ...shown once at least this many were confirmed. */
  confirmTimeMinRequests: 3,
  /** The next free slots a mentee is offered when a request of theirs expired. */
  nextSlotsOffered: 3,
} as const

/** Why a mentor is paused: requests left to expire, or no-shows. */
export const PAUSE_REASONS = ['expiries', 'noShows'] as const
export type PauseReason = (typeof PAUSE_REASONS)[number]

/**
 * The hours a card shows for a median confirmation time: whole hours, rounded
 * up (a mentor who confirms in 20 minutes "usually confirms within 1 hour").
 */
export function confirmHoursOf(medianMinutes: number | null): number | null {
  if (medianMinutes === null) return null
  return Math.max(1, Math.ceil(medianMinutes / 60))
}
