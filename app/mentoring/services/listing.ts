import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { joinMembers, whereActiveMentorAccount, type MemberField } from '#accounts/index'
import { mentorTime } from '#mentoring/services/mentor_time'

/**
 * What a mentor needs before being listed (list, search, matching, sitemap,
 * bookable profile): a password (an invited mentor has none until they choose
 * it), a headline and a bio, and at least one weekly hour. The same rule for
 * approved applicants and for invited or imported mentors.
 */
export const LISTING_REQUIREMENTS = ['password', 'headline', 'bio', 'weekly_hours'] as const
export type ListingRequirement = (typeof LISTING_REQUIREMENTS)[number]

/** What the mentor still has to do to be listed, in the order the page lists it. */
export function missingForListing(state: {
  hasPassword: boolean
  headline: string | null
  bio: string | null
  weeklyEntries: number
}): ListingRequirement[] {
  const missing: ListingRequirement[] = []
  if (!state.hasPassword) missing.push('password')
  if (!state.headline?.trim()) missing.push('headline')
  if (!state.bio?.trim()) missing.push('bio')
  if (state.weeklyEntries < 1) missing.push('weekly_hours')
  return missing
}

/**
 * The one definition of a listed mentor (shown in the catalogue, matching,
 * the sitemap and on a bookable profile page): an approved, active, ready
 * profile (see LISTING_REQUIREMENTS), not paused (mentor_pause), of an active MENTOR account. Joins each
 * profile's member under `tables.member` (accounts' joinMembers), so the
 * caller may select their fields with accounts' memberColumns; the account's
 * conditions are accounts' and the weekly hours scheduling's, asked in the
 * same statement.
 */
export function whereListed<Query extends DatabaseQueryBuilderContract<any>>(
  query: Query,
  tables: { profile: string; member: string } = { profile: 'mentor_profiles', member: 'member' }
): Query {
  joinMembers(query, { on: `${tables.profile}.user_id`, as: tables.member })
  query
    .where(`${tables.profile}.is_approved`, true)
    .where(`${tables.profile}.is_active`, true)
    .whereNull(`${tables.profile}.paused_at`)
    .whereNotNull(`${tables.profile}.headline`)
    .whereNot(`${tables.profile}.headline`, '')
    .whereNotNull(`${tables.profile}.bio`)
    .whereNot(`${tables.profile}.bio`, '')
  whereActiveMentorAccount(query, tables.member)
  return mentorTime().whereHasWeeklyHours(query, `${tables.profile}.id`)
}

/** What a mentor's card shows of their member, under the names the card's rows carry. */
export const MEMBER_CARD = {
  slug: 'slug',
  first_name: 'firstName',
  last_name: 'lastName',
  profile_image: 'profileImage',
} satisfies Record<string, MemberField>
