import type { DateTime } from 'luxon'

/**
 * How a mentor's stored next free slot is kept fresh. Working it out is scheduling's (the
 * weekly hours, exceptions, bookings and calendars are its), and scheduling depends on
 * mentoring, so it provides this when the app starts rather than mentoring importing it.
 */
export type AvailabilityUpkeep = {
  /** How long a stored next free slot is trusted. */
  maxAgeMinutes: number
  refresh(profileIds: number[], now?: DateTime): Promise<void>
  staleProfileIds(now: DateTime, onlyIds?: number[]): Promise<number[]>
}

let upkeep: AvailabilityUpkeep | null = null

export function keepAvailabilityWith(provided: AvailabilityUpkeep) {
  upkeep = provided
}

export function availability(): AvailabilityUpkeep {
  if (!upkeep) throw new Error('No availability upkeep: the scheduling provider did not start')
  return upkeep
}
