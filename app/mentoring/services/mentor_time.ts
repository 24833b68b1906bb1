import type { HttpContext } from '@adonisjs/core/http'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { DateTime } from 'luxon'
import { port } from '#core/port'
import type MentorProfile from '#mentoring/models/mentor_profile'

/** One weekly range, as the schedule settings send it ('HH:MM' times). */
export type WeeklyRange = { dayOfWeek: number; startTime: string; endTime: string }
/** A whole weekly schedule, checked by scheduling's rules. */
export type WeeklyHours = { entries: WeeklyRange[] }

/**
 * What mentoring needs to know of a mentor's time: their weekly hours (a listed profile has
 * some) and their next free slot, kept fresh. Both are scheduling's (the weekly hours,
 * exceptions, bookings and calendars are its), and scheduling depends on mentoring, so it
 * provides this when the app starts rather than mentoring importing it. The console's mentor
 * records also show and edit the weekly hours through it.
 */
export type MentorTime = {
  /** How many weekly time ranges the profile has. */
  weeklyRangeCount(profileId: number): Promise<number>
  /** Keeps the rows whose profile (the query's `profileIdColumn`) has weekly hours, in SQL. */
  whereHasWeeklyHours<Query extends DatabaseQueryBuilderContract<any>>(
    query: Query,
    profileIdColumn: string
  ): Query
  /** How long a stored next free slot is trusted. */
  maxAgeMinutes: number
  refresh(profileIds: number[], now?: DateTime): Promise<void>
  staleProfileIds(now: DateTime, onlyIds?: number[]): Promise<number[]>
  /** The weekly ranges of these profiles, by day then start time. */
  weeklyRangesOf(profileIds: number[]): Promise<(WeeklyRange & { mentorProfileId: number })[]>
  /**
   * A weekly schedule checked with the schedule settings' rules and messages (no overlap,
   * ranges per day...); vine's E_VALIDATION_ERROR on `entries.<n>.<field>` (camelCase) otherwise.
   */
  checkWeekly(input: { entries: unknown[] }, ctx: HttpContext): Promise<WeeklyHours>
  /** Replaces a profile's whole weekly schedule (all or nothing) and its next free slot. */
  replaceWeekly(profile: MentorProfile, weekly: WeeklyHours): Promise<void>
}

const time = port<MentorTime>("Mentors' time")

export const keepMentorTimeWith = time.provide
export const mentorTime = time.get
