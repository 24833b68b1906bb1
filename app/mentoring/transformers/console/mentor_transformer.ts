import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import {
  BOOLEAN,
  DATE_TIME,
  exactly,
  INTEGER,
  listOf,
  NUMBER,
  nullable,
  STRING,
} from '#core/services/schema_parts'
import {
  boolOf,
  fullName,
  instantOf,
  isoOf,
  numberOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A range of a mentor's weekly hours, named as Settings > Schedule names it. */
const WEEKLY_RANGE = exactly({ dayOfWeek: INTEGER, startTime: STRING, endTime: STRING })

/** A mentor's account and profile in the console (the API document's AdminMentorsRecord). */
export const consoleMentorSchema = exactly({
  id: INTEGER,
  firstName: nullable(STRING),
  lastName: nullable(STRING),
  fullName: nullable(STRING),
  email: nullable(STRING),
  slug: nullable(STRING),
  timezone: nullable(STRING),
  locale: nullable(STRING),
  status: nullable(STRING),
  headline: nullable(STRING),
  bio: nullable(STRING),
  yearsOfExperience: nullable(INTEGER),
  sessionDurationMinutes: nullable(INTEGER),
  bufferBeforeMinutes: nullable(INTEGER),
  bufferAfterMinutes: nullable(INTEGER),
  maxSessionsPerMonth: nullable(INTEGER),
  companySizes: nullable(listOf(STRING)),
  isActive: nullable(BOOLEAN),
  isApproved: nullable(BOOLEAN),
  rating: nullable(NUMBER),
  ratingsCount: nullable(INTEGER),
  sessionsCount: nullable(INTEGER),
  nextAvailableAt: nullable(DATE_TIME),
  /** Since when the mentor is paused (out of the list), and why ('expiries' | 'noShows'). */
  isPaused: BOOLEAN,
  pausedAt: nullable(DATE_TIME),
  pausedReason: nullable(STRING),
  skillIds: nullable(listOf(INTEGER)),
  industryIds: nullable(listOf(INTEGER)),
  schedule: nullable(listOf(WEEKLY_RANGE)),
  createdAt: DATE_TIME,
})

type WeeklyRange = FromSchema<typeof WEEKLY_RANGE>

/** A mentor's row (account and profile) with their skills, industries and weekly hours. */
export type ConsoleMentorView = ConsoleRow & {
  skillIds: number[]
  industryIds: number[]
  schedule: WeeklyRange[]
}

/** A JSON list column (SQLite text, a PostgreSQL json value) as its strings. */
function companySizesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value !== 'string' || !value) return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

/** A mentor as the console's mentors resource shows it (`Data.Mentoring.Console.Mentor`). */
export default class MentorTransformer extends BaseTransformer<ConsoleMentorView> {
  toObject(): FromSchema<typeof consoleMentorSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      firstName: textOrNull(row.first_name),
      lastName: textOrNull(row.last_name),
      fullName: fullName(row.first_name, row.last_name),
      email: textOrNull(row.email),
      slug: textOrNull(row.slug),
      timezone: textOrNull(row.timezone),
      locale: textOrNull(row.locale),
      status: textOrNull(row.status),
      headline: textOrNull(row.headline),
      bio: textOrNull(row.bio),
      yearsOfExperience: numberOf(row.years_of_experience),
      sessionDurationMinutes: numberOf(row.session_duration_minutes),
      bufferBeforeMinutes: numberOf(row.buffer_before_minutes),
      bufferAfterMinutes: numberOf(row.buffer_after_minutes),
      maxSessionsPerMonth: numberOrNull(row.max_sessions_per_month),
      companySizes: companySizesOf(row.company_sizes),
      isActive: boolOf(row.is_active),
      isApproved: boolOf(row.is_approved),
      rating: numberOf(row.rating),
      ratingsCount: numberOf(row.ratings_count),
      sessionsCount: numberOf(row.sessions_count),
      nextAvailableAt: isoOf(row.next_available_at),
      isPaused: row.paused_at !== null && row.paused_at !== undefined,
      pausedAt: isoOf(row.paused_at),
      pausedReason: textOrNull(row.paused_reason),
      skillIds: row.skillIds,
      industryIds: row.industryIds,
      schedule: row.schedule,
      createdAt: instantOf(row.created_at),
    }
  }
}
