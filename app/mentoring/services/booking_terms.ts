import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { joinMemberTimeZone } from '#accounts/index'
import { listedMentorQuery } from '#mentoring/services/mentor_profile_page'

/**
 * A mentor's booking terms: what scheduling's slot engine needs of the
 * profile (session length, buffers, monthly maximum) and the mentor's time
 * zone (their account's), which their weekly hours and monthly counts are in.
 */
export type BookingTerms = {
  profileId: number
  userId: number
  /** The mentor's IANA zone. */
  timeZone: string
  durationMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  /** At most this many sessions a month (the mentor's zone); null: no maximum. */
  maxSessionsPerMonth: number | null
}

/** The columns a row of terms has (bookingTermsOfRow reads them). */
type TermsRow = {
  profile_id: number
  user_id: number
  timezone: string
  session_duration_minutes: number
  buffer_before_minutes: number
  buffer_after_minutes: number
  max_sessions_per_month: number | null
}

/** Selects the terms' columns of `mentor_profiles` (joined in `query`) and the mentor's zone. */
function selectTerms<Query extends DatabaseQueryBuilderContract<any>>(query: Query): Query {
  return joinMemberTimeZone(
    query.select(
      'mentor_profiles.session_duration_minutes',
      'mentor_profiles.buffer_before_minutes',
      'mentor_profiles.buffer_after_minutes',
      'mentor_profiles.max_sessions_per_month'
    ),
    { on: 'mentor_profiles.user_id' }
  )
}

/** A row of `bookableMentorQuery` (or of a query around it) as the mentor's terms. */
export function bookingTermsOfRow(row: TermsRow): BookingTerms {
  return {
    profileId: row.profile_id,
    userId: row.user_id,
    timeZone: row.timezone,
    durationMinutes: Number(row.session_duration_minutes),
    bufferBeforeMinutes: Number(row.buffer_before_minutes),
    bufferAfterMinutes: Number(row.buffer_after_minutes),
    maxSessionsPerMonth:
      row.max_sessions_per_month === null ? null : Number(row.max_sessions_per_month),
  }
}

/**
 * The booking terms of these profiles, listed or not (one statement; a
 * missing profile is left out). `client`: a transaction to read them in.
 */
export async function bookingTermsOf(
  profileIds: number[],
  client?: QueryClientContract
): Promise<BookingTerms[]> {
  if (profileIds.length === 0) return []
  const rows: TermsRow[] = await selectTerms(
    (client ?? db)
      .from('mentor_profiles')
      .whereIn('mentor_profiles.id', profileIds)
      .select('mentor_profiles.id as profile_id', 'mentor_profiles.user_id')
  )
  return rows.map(bookingTermsOfRow)
}

/**
 * `listedMentorQuery` with the mentor's booking terms selected too
 * (bookingTermsOfRow reads them, mentorRefOf the reference), so that a booking
 * finds its mentor and their terms in one statement. The caller may use it as
 * a subquery and join its own tables on its `user_id` or `profile_id`.
 */
export function bookableMentorQuery(idOrSlug: string) {
  const query = listedMentorQuery(idOrSlug)
  return query && selectTerms(query)
}
