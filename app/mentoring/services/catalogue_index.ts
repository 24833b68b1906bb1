import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#business/app'
import { MENTOR_SORTS, type MentorSort } from '#business/matching'
import { consumeUtcDateTime } from '#database/columns'
import { profileThumbnailUrl } from '#accounts/services/profile_image'

/**
 * The listed mentors, held in memory in a compact form with every sort order
 * precomputed, so that a list request is a scan of a few thousand small
 * objects instead of joins and LIKEs over wide rows.
 *
 * Never stale: `catalogue_versions.token` changes (database triggers, in the
 * writing transaction) with every write that can change the list, and each
 * request compares it first (one single-row query). A different token
 * rebuilds the index (three queries). Every instance of the app does the
 * same, so none serves a list older than the last commit.
 */

export type Vocabulary = {
  id: number
  slug: string
  name: string
  nameIt: string | null
  sector?: string
}

export type IndexedMentor = {
  profileId: number
  userId: number
  slug: string | null
  firstName: string
  lastName: string
  photoUrl: string | null
  headline: string | null
  /** Lower-cased name and headline, for the search term. */
  haystack: string
  skillIds: number[]
  /** Skills sorted by English name (cards show the first ones). */
  industries: { id: number; years: number }[]
  yearsOfExperience: number
  companySizes: string[]
  rating: number
  ratingsCount: number
  sessionsCount: number
  hourlyRateCents: number
  sessionDuration: number
  nextAvailableAt: DateTime | null
  availabilityComputedAt: DateTime | null
}

export type CatalogueIndex = {
  token: string
  availabilityToken: string
  mentors: IndexedMentor[]
  byUserId: Map<number, IndexedMentor>
  /** The mentors in each sort order (ties broken by profile id). */
  sorted: Record<MentorSort, IndexedMentor[]>
  skills: Map<number, Vocabulary>
  industries: Map<number, Vocabulary>
  skillsBySlug: Map<string, Vocabulary>
  industriesBySlug: Map<string, Vocabulary>
}

let current: CatalogueIndex | null = null
let building: Promise<CatalogueIndex> | null = null

type Tokens = { token: string; availabilityToken: string }

async function currentTokens(): Promise<Tokens> {
  const row = await db
    .from('catalogue_versions')
    .where('id', 1)
    .select('token', 'availability_token')
    .first()
  return {
    token: String(row?.token ?? ''),
    availabilityToken: String(row?.availability_token ?? ''),
  }
}

/** Orders that depend on the next free slot, sorted again when it moves. */
const AVAILABILITY_SORTS: MentorSort[] = ['default', 'availability']

type AvailabilityRow = { id: number; next_available_at: unknown; availability_computed_at: unknown }

function applyAvailability(index: CatalogueIndex, rows: AvailabilityRow[]) {
  const byProfile = new Map(index.mentors.map((mentor) => [mentor.profileId, mentor]))
  for (const row of rows) {
    const mentor = byProfile.get(Number(row.id))
    if (!mentor) continue
    mentor.nextAvailableAt = consumeUtcDateTime(row.next_available_at) as DateTime | null
    mentor.availabilityComputedAt = consumeUtcDateTime(
      row.availability_computed_at
    ) as DateTime | null
  }
}

async function availabilityRows(profileIds?: number[]): Promise<AvailabilityRow[]> {
  const query = db
    .from('mentor_profiles')
    .select('id', 'next_available_at', 'availability_computed_at')
  if (profileIds) query.whereIn('id', profileIds)
  return query
}

const number = (value: unknown) => Number(value ?? 0)

function compareBy(sort: MentorSort) {
  const nullsLast = (value: DateTime | null) =>
    value ? value.toMillis() : Number.POSITIVE_INFINITY
  const orders: Record<MentorSort, (a: IndexedMentor, b: IndexedMentor) => number> = {
    'default': (a, b) =>
      Number(a.nextAvailableAt === null) - Number(b.nextAvailableAt === null) ||
      b.rating - a.rating ||
      b.sessionsCount - a.sessionsCount,
    'availability': (a, b) => nullsLast(a.nextAvailableAt) - nullsLast(b.nextAvailableAt),
    'rating-desc': (a, b) => b.rating - a.rating || b.ratingsCount - a.ratingsCount,
    // Unrated mentors (rating 0) are not "the worst rated": they go last.
    'rating-asc': (a, b) =>
      Number(a.ratingsCount === 0) - Number(b.ratingsCount === 0) || a.rating - b.rating,
    'sessions-desc': (a, b) => b.sessionsCount - a.sessionsCount,
    'sessions-asc': (a, b) => a.sessionsCount - b.sessionsCount,
  }
  const order = orders[sort]
  return (a: IndexedMentor, b: IndexedMentor) => order(a, b) || a.profileId - b.profileId
}

async function build({ token, availabilityToken }: Tokens): Promise<CatalogueIndex> {
  const [rows, skillRows, industryRows, skills, industries] = await Promise.all([
    db
      .from('mentor_profiles')
      .join('users', 'users.id', 'mentor_profiles.user_id')
      .where('mentor_profiles.is_approved', true)
      .where('mentor_profiles.is_active', true)
      .where('users.status', 'active')
      .where('users.role', 'MENTOR')
      .select(
        'mentor_profiles.id as profile_id',
        'users.id as user_id',
        'users.slug',
        'users.first_name',
        'users.last_name',
        'users.profile_image',
        'mentor_profiles.headline',
        'mentor_profiles.years_of_experience',
        'mentor_profiles.company_sizes',
        'mentor_profiles.rating',
        'mentor_profiles.ratings_count',
        'mentor_profiles.sessions_count',
        'mentor_profiles.hourly_rate_cents',
        'mentor_profiles.session_duration_minutes',
        'mentor_profiles.next_available_at',
        'mentor_profiles.availability_computed_at'
      ),
    db.from('mentor_skills').select('mentor_profile_id', 'skill_id'),
    db.from('mentor_industries').select('mentor_profile_id', 'industry_id', 'years'),
    db.from('skills').select('id', 'slug', 'name', 'name_it'),
    db.from('industries').select('id', 'slug', 'name', 'name_it', 'sector'),
  ])

  const vocabulary = (list: any[]) =>
    new Map<number, Vocabulary>(
      list.map((row) => [
        Number(row.id),
        {
          id: Number(row.id),
          slug: row.slug,
          name: row.name,
          nameIt: row.name_it,
          sector: row.sector,
        },
      ])
    )
  const skillMap = vocabulary(skills)
  const industryMap = vocabulary(industries)

  const skillsOf = new Map<number, number[]>()
  for (const row of skillRows) {
    const list = skillsOf.get(row.mentor_profile_id) ?? []
    list.push(Number(row.skill_id))
    skillsOf.set(row.mentor_profile_id, list)
  }
  const industriesOf = new Map<number, { id: number; years: number }[]>()
  for (const row of industryRows) {
    const list = industriesOf.get(row.mentor_profile_id) ?? []
    list.push({ id: Number(row.industry_id), years: number(row.years) })
    industriesOf.set(row.mentor_profile_id, list)
  }
  const skillName = (id: number) => skillMap.get(id)?.name ?? ''
  const industryName = (id: number) => industryMap.get(id)?.name ?? ''

  const mentors = rows.map((row: any): IndexedMentor => {
    let companySizes: string[] = []
    try {
      companySizes = typeof row.company_sizes === 'string' ? JSON.parse(row.company_sizes) : []
    } catch {
      companySizes = []
    }
    return {
      profileId: Number(row.profile_id),
      userId: Number(row.user_id),
      slug: row.slug,
      firstName: row.first_name,
      lastName: row.last_name,
      photoUrl: profileThumbnailUrl(row.profile_image),
      headline: row.headline,
      haystack: `${row.first_name} ${row.last_name} ${row.headline ?? ''}`.toLowerCase(),
      skillIds: (skillsOf.get(row.profile_id) ?? []).sort((a, b) =>
        skillName(a).localeCompare(skillName(b))
      ),
      industries: (industriesOf.get(row.profile_id) ?? []).sort(
        (a, b) => b.years - a.years || industryName(a.id).localeCompare(industryName(b.id))
      ),
      yearsOfExperience: number(row.years_of_experience),
      companySizes,
      rating: number(row.rating),
      ratingsCount: number(row.ratings_count),
      sessionsCount: number(row.sessions_count),
      hourlyRateCents: number(row.hourly_rate_cents),
      sessionDuration: number(row.session_duration_minutes),
      nextAvailableAt: consumeUtcDateTime(row.next_available_at) as DateTime | null,
      availabilityComputedAt: consumeUtcDateTime(row.availability_computed_at) as DateTime | null,
    }
  })

  const sorted = Object.fromEntries(
    MENTOR_SORTS.map((sort) => [sort, [...mentors].sort(compareBy(sort))])
  ) as Record<MentorSort, IndexedMentor[]>
  const bySlug = (map: Map<number, Vocabulary>) =>
    new Map([...map.values()].map((item) => [item.slug, item]))

  return {
    token,
    availabilityToken,
    mentors,
    byUserId: new Map(mentors.map((mentor) => [mentor.userId, mentor])),
    sorted,
    skills: skillMap,
    industries: industryMap,
    skillsBySlug: bySlug(skillMap),
    industriesBySlug: bySlug(industryMap),
  }
}

/** Reads every listed mentor's next free slot again and re-sorts the orders that use it. */
async function reloadAvailability(index: CatalogueIndex, availabilityToken: string) {
  applyAvailability(index, await availabilityRows())
  for (const sort of AVAILABILITY_SORTS) {
    index.sorted[sort] = [...index.mentors].sort(compareBy(sort))
  }
  index.availabilityToken = availabilityToken
  return index
}

/**
 * The index as of the last commit: one token query; a rebuild when the
 * catalogue changed, a reload of the free slots when only they moved.
 * Concurrent requests share one rebuild.
 */
export async function catalogueIndex(): Promise<CatalogueIndex> {
  const tokens = await currentTokens()
  if (current?.token === tokens.token && current.availabilityToken === tokens.availabilityToken) {
    return current
  }
  if (!building) {
    const previous = current
    building = (
      previous?.token === tokens.token
        ? reloadAvailability(previous, tokens.availabilityToken)
        : build(tokens)
    )
      .then((index) => {
        current = index
        return index
      })
      .finally(() => {
        building = null
      })
  }
  const index = await building
  // The shared work was for older tokens: do it again for these.
  if (index.token === tokens.token && index.availabilityToken === tokens.availabilityToken) {
    return index
  }
  return build(tokens)
}

/**
 * After this process computed some next free slots again: takes their new
 * values (and when they were computed) into the index at once.
 */
export async function patchAvailability(index: CatalogueIndex, profileIds: number[]) {
  if (profileIds.length) applyAvailability(index, await availabilityRows(profileIds))
}

/** A vocabulary label in a locale, English as the fallback. */
export function labelOf(item: Vocabulary | undefined, locale: Locale) {
  if (!item) return ''
  return (locale === 'it' && item.nameIt) || item.name
}
