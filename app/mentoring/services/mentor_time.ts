import type { DateTime } from 'luxon'
import { port } from '#core/port'

/**
 * What mentoring needs to know of a mentor's time: their weekly hours (a listed profile has
 * some) and their next free slot, kept fresh. Both are scheduling's (the weekly hours,
 * exceptions, bookings and calendars are its), and scheduling depends on mentoring, so it
 * provides this when the app starts rather than mentoring importing it.
 */
export type MentorTime = {
  /** How many weekly time ranges the profile has. */
  weeklyRangeCount(profileId: number): Promise<number>
  /** How long a stored next free slot is trusted. */
  maxAgeMinutes: number
  refresh(profileIds: number[], now?: DateTime): Promise<void>
  staleProfileIds(now: DateTime, onlyIds?: number[]): Promise<number[]>
}

const time = port<MentorTime>("Mentors' time")

export const keepMentorTimeWith = time.provide
export const mentorTime = time.get
