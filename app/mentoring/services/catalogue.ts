import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Locale } from '#business/app'
import { MENTOR_LIST_RULES, type MentorSort } from '#business/matching'
import { consumeUtcDateTime } from '#database/columns'
import { profileThumbnailUrl } from '#accounts/services/profile_image'
import { refreshNextAvailable, staleProfileIds } from '#scheduling/services/mentor_availability'

/**
 * The mentor catalogue: who is listed, how the list is searched, filtered,
 * sorted and paginated, and the card every list shows (catalogue, saved
 * mentors). A page costs a fixed number of queries whatever its size: count,
 * page rows, then skills and industries of the page's mentors.
 */

export type CatalogueQuery = {
  q?: string
  /** Skill slugs: mentors with any of them. */
  skills?: string[]
  /** Industry slugs: mentors with any of them. */
  industries?: string[]
  /** Hourly rate range in whole euros. */
  priceMin?: number
  priceMax?: number
  sort?: MentorSort
  page?: number
  limit?: number
  /** Rows to skip instead of `(page - 1) * limit` (the page rendering several pages). */
  offset?: number
}

export type Pagination = {
  total: number
  page: number
  limit: number
  pages: number
  hasMore: boolean
}

export type MentorCard = {
  id: number
  slug: string | null
  first_name: string
  last_name: string
  name: string
  initials: string
  photo_url: string | null
  headline: string | null
  skills: { slug: string; name: string }[]
  skills_count: number
  industries: { slug: string; name: string; years: number }[]
  rating: number
  ratings_count: number
  sessions_count: number
  /** Whole euros. */
  hourly_rate: number
  session_duration: number
  /** ISO instant of the next free slot, or null. */
  next_available_at: string | null
}

/** Skills shown on a card; the card says how many more there are. */
const CARD_SKILLS = 3

/** Listed mentors: approved, active profile of an active MENTOR. */
export function listedMentors() {
  return db
    .from('mentor_profiles')
    .join('users', 'users.id', 'mentor_profiles.user_id')
    .where('mentor_profiles.is_approved', true)
    .where('mentor_profiles.is_active', true)
    .where('users.status', 'active')
    .where('users.role', 'MENTOR')
}

/** A LIKE pattern matching the text anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

async function idsMatching(table: 'skills' | 'industries', pattern: string) {
  const rows: { id: number }[] = await db
    .from(table)
    .whereRaw(`lower(name) like ? escape '\\'`, [pattern])
    .orWhereRaw(`lower(coalesce(name_it, '')) like ? escape '\\'`, [pattern])
    .select('id')
  return rows.map((row) => row.id)
}

async function idsBySlug(table: 'skills' | 'industries', slugs: string[] | undefined) {
  if (!slugs?.length) return null
  const rows: { id: number }[] = await db.from(table).whereIn('slug', slugs).select('id')
  return rows.map((row) => row.id)
}

function applySort(query: DatabaseQueryBuilderContract, sort: MentorSort) {
  switch (sort) {
    case 'availability':
      // Soonest free slot first; mentors without one last.
      query
        .orderByRaw('case when mentor_profiles.next_available_at is null then 1 else 0 end')
        .orderBy('mentor_profiles.next_available_at', 'asc')
      break
    case 'rating-desc':
      query
        .orderBy('mentor_profiles.rating', 'desc')
        .orderBy('mentor_profiles.ratings_count', 'desc')
      break
    case 'rating-asc':
      // Unrated mentors (rating 0) are not "the worst rated": they go last.
      query
        .orderByRaw('case when mentor_profiles.ratings_count = 0 then 1 else 0 end')
        .orderBy('mentor_profiles.rating', 'asc')
      break
    case 'sessions-desc':
      query.orderBy('mentor_profiles.sessions_count', 'desc')
      break
    case 'sessions-asc':
      query.orderBy('mentor_profiles.sessions_count', 'asc')
      break
    default:
      // Recommended: bookable mentors first, then the best rated and most experienced.
      query
        .orderByRaw('case when mentor_profiles.next_available_at is null then 1 else 0 end')
        .orderBy('mentor_profiles.rating', 'desc')
        .orderBy('mentor_profiles.sessions_count', 'desc')
  }
  // A total order, so pages never repeat or skip a mentor.
  query.orderBy('mentor_profiles.id', 'asc')
}

const CARD_COLUMNS = [
  'mentor_profiles.id as profile_id',
  'users.id as user_id',
  'users.slug',
  'users.first_name',
  'users.last_name',
  'users.profile_image',
  'mentor_profiles.headline',
  'mentor_profiles.rating',
  'mentor_profiles.ratings_count',
  'mentor_profiles.sessions_count',
  'mentor_profiles.hourly_rate_cents',
  'mentor_profiles.session_duration_minutes',
  'mentor_profiles.next_available_at',
]

type CardRow = {
  profile_id: number
  user_id: number
  slug: string | null
  first_name: string
  last_name: string
  profile_image: string | null
  headline: string | null
  rating: number | string
  ratings_count: number | string
  sessions_count: number | string
  hourly_rate_cents: number | string
  session_duration_minutes: number | string
  next_available_at: unknown
}

/**
 * Cards for these rows, in their order: two queries for all of their skills
 * and industries. Stale next-free-slot values of these mentors are computed
 * again first, so a card never shows a slot that is no longer bookable.
 */
export async function cardsFor(rows: CardRow[], locale: Locale, now = DateTime.utc()) {
  if (rows.length === 0) return []
  const profileIds = rows.map((row) => row.profile_id)

  const stale = await staleProfileIds(now, profileIds)
  let nextAvailable = new Map<number, unknown>()
  if (stale.length) {
    await refreshNextAvailable(stale, now)
    const fresh: { id: number; next_available_at: unknown }[] = await db
      .from('mentor_profiles')
      .whereIn('id', stale)
      .select('id', 'next_available_at')
    nextAvailable = new Map(fresh.map((row) => [row.id, row.next_available_at]))
  }

  const nameColumn = locale === 'it' ? 'coalesce(name_it, name)' : 'name'
  const [skills, industries] = await Promise.all([
    db
      .from('mentor_skills')
      .join('skills', 'skills.id', 'mentor_skills.skill_id')
      .whereIn('mentor_skills.mentor_profile_id', profileIds)
      .select('mentor_skills.mentor_profile_id', 'skills.slug', db.raw(`${nameColumn} as name`))
      .orderBy('skills.name', 'asc'),
    db
      .from('mentor_industries')
      .join('industries', 'industries.id', 'mentor_industries.industry_id')
      .whereIn('mentor_industries.mentor_profile_id', profileIds)
      .select(
        'mentor_industries.mentor_profile_id',
        'mentor_industries.years',
        'industries.slug',
        db.raw(`${nameColumn} as name`)
      )
      .orderBy('mentor_industries.years', 'desc')
      .orderBy('industries.name', 'asc'),
  ])
  const group = <T extends { mentor_profile_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>()
    for (const item of list) {
      map.set(item.mentor_profile_id, [...(map.get(item.mentor_profile_id) ?? []), item])
    }
    return map
  }
  const skillsByProfile = group(skills)
  const industriesByProfile = group(industries)

  return rows.map((row): MentorCard => {
    const mentorSkills = skillsByProfile.get(row.profile_id) ?? []
    const next = consumeUtcDateTime(
      nextAvailable.has(row.profile_id) ? nextAvailable.get(row.profile_id) : row.next_available_at
    ) as DateTime | null
    return {
      id: row.user_id,
      slug: row.slug,
      first_name: row.first_name,
      last_name: row.last_name,
      name: `${row.first_name} ${row.last_name}`.trim(),
      initials: `${row.first_name.charAt(0)}${row.last_name.charAt(0)}`.toUpperCase(),
      photo_url: profileThumbnailUrl(row.profile_image),
      headline: row.headline,
      skills: mentorSkills.slice(0, CARD_SKILLS).map(({ slug, name }) => ({ slug, name })),
      skills_count: mentorSkills.length,
      industries: (industriesByProfile.get(row.profile_id) ?? []).map(({ slug, name, years }) => ({
        slug,
        name,
        years: Number(years),
      })),
      rating: Math.round(Number(row.rating) * 10) / 10,
      ratings_count: Number(row.ratings_count),
      sessions_count: Number(row.sessions_count),
      hourly_rate: Math.round(Number(row.hourly_rate_cents) / 100),
      session_duration: Number(row.session_duration_minutes),
      next_available_at: next ? next.toISO() : null,
    }
  })
}

/** One page of the catalogue. */
export async function searchMentors(query: CatalogueQuery, locale: Locale) {
  const limit = query.limit ?? MENTOR_LIST_RULES.pageSize
  const page = Math.max(1, query.page ?? 1)
  const base = listedMentors()

  const term = query.q?.trim()
  if (term) {
    const pattern = containsPattern(term)
    const [skillIds, industryIds] = await Promise.all([
      idsMatching('skills', pattern),
      idsMatching('industries', pattern),
    ])
    base.where((builder) => {
      builder
        .whereRaw(`lower(users.first_name || ' ' || users.last_name) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(coalesce(mentor_profiles.headline, '')) like ? escape '\\'`, [pattern])
      if (skillIds.length) {
        builder.orWhereIn(
          'mentor_profiles.id',
          db.from('mentor_skills').whereIn('skill_id', skillIds).select('mentor_profile_id')
        )
      }
      if (industryIds.length) {
        builder.orWhereIn(
          'mentor_profiles.id',
          db
            .from('mentor_industries')
            .whereIn('industry_id', industryIds)
            .select('mentor_profile_id')
        )
      }
    })
  }

  const [skillIds, industryIds] = await Promise.all([
    idsBySlug('skills', query.skills),
    idsBySlug('industries', query.industries),
  ])
  if (skillIds) {
    base.whereIn(
      'mentor_profiles.id',
      db.from('mentor_skills').whereIn('skill_id', skillIds).select('mentor_profile_id')
    )
  }
  if (industryIds) {
    base.whereIn(
      'mentor_profiles.id',
      db.from('mentor_industries').whereIn('industry_id', industryIds).select('mentor_profile_id')
    )
  }
  if (query.priceMin !== undefined) {
    base.where('mentor_profiles.hourly_rate_cents', '>=', query.priceMin * 100)
  }
  if (query.priceMax !== undefined) {
    base.where('mentor_profiles.hourly_rate_cents', '<=', query.priceMax * 100)
  }

  const countQuery = base.clone().count('* as total')
  const pageQuery = base.clone().select(CARD_COLUMNS)
  applySort(pageQuery, query.sort ?? 'default')
  pageQuery.limit(limit).offset(query.offset ?? (page - 1) * limit)

  const [[{ total }], rows] = await Promise.all([countQuery, pageQuery])
  const count = Number(total)
  const pages = Math.max(1, Math.ceil(count / limit))
  const pagination: Pagination = { total: count, page, limit, pages, hasMore: page < pages }
  return { data: await cardsFor(rows as CardRow[], locale), pagination }
}

/** Cards of the given mentors (user ids), listed ones only, in the given order. */
export async function cardsOfMentors(mentorUserIds: number[], locale: Locale) {
  if (mentorUserIds.length === 0) return []
  const rows: CardRow[] = await listedMentors()
    .whereIn('users.id', mentorUserIds)
    .select(CARD_COLUMNS)
  const order = new Map(mentorUserIds.map((id, index) => [id, index]))
  rows.sort((a, b) => order.get(a.user_id)! - order.get(b.user_id)!)
  return cardsFor(rows, locale)
}

/** Filter vocabularies and the price range of listed mentors, for the filter panel. */
export async function catalogueFacets(locale: Locale) {
  const nameColumn = locale === 'it' ? 'coalesce(name_it, name)' : 'name'
  const [skills, industries, [range]] = await Promise.all([
    db
      .from('skills')
      .select('slug', db.raw(`${nameColumn} as name`))
      .orderByRaw(nameColumn),
    db
      .from('industries')
      .select('slug', db.raw(`${nameColumn} as name`))
      .orderByRaw(nameColumn),
    listedMentors()
      .min('mentor_profiles.hourly_rate_cents as min')
      .max('mentor_profiles.hourly_rate_cents as max'),
  ])
  return {
    skills: skills as { slug: string; name: string }[],
    industries: industries as { slug: string; name: string }[],
    price: {
      min: Math.floor(Number(range?.min ?? 0) / 100),
      max: Math.ceil(Number(range?.max ?? 0) / 100),
    },
  }
}
