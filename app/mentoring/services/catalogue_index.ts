import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#business/app'
import { MENTOR_SORTS, type MentorSort } from '#business/matching'
import { confirmHoursOf } from '#business/responsiveness'
import { utcMillis } from '#database/columns'
import { memberColumns, profileThumbnailUrl } from '#accounts/index'
import { MEMBER_CARD, whereListed } from '#mentoring/services/listing'
import { columnsOf, type CatalogueColumns } from '#mentoring/services/catalogue_columns'

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
  /** "Usually confirms within N hours" (whole hours), null while too few requests were confirmed. */
  confirmHours: number | null
  hourlyRateCents: number
  sessionDuration: number
  /** The next free slot's start (epoch ms), null: none. */
  nextAvailableMs: number | null
  /** `nextAvailableMs` as ISO text, made once (cards show it on every request). */
  nextAvailableIso: string | null
  /** When the next free slot was computed (epoch ms), null: never. */
  availabilityComputedMs: number | null
}

export type CatalogueIndex = {
  token: string
  availabilityToken: string
  mentors: IndexedMentor[]
  byUserId: Map<number, IndexedMentor>
  /** Position in `mentors` of each profile id. */
  positionOfProfile: Map<number, number>
  /** Positions in `mentors`, in each sort order (ties broken by profile id). */
  order: Record<MentorSort, Int32Array>
  /** Changes whenever `order` does (search results computed on another order are not reused). */
  orderVersion: number
  columns: CatalogueColumns
  /** Lowest and highest hourly rate of listed mentors (0 and 0 when none). */
  rateRangeCents: { min: number; max: number }
  skills: Map<number, Vocabulary>
  industries: Map<number, Vocabulary>
  skillsBySlug: Map<string, Vocabulary>
  industriesBySlug: Map<string, Vocabulary>
}

let current: CatalogueIndex | null = null

type Tokens = { token: string; availabilityToken: string }

async function currentTokens(): Promise<Tokens> {
  const row = await db
    .from('catalogue_versions')
    .where('id', 1)
    .select('token', 'availability_token')
    .first()
  // No row (a table emptied by hand or by a test's truncate): the triggers have nothing to
  // change, so no token can be trusted; a fresh one each time means nothing stale is kept.
  const missing = () => `missing-${Date.now()}-${Math.random()}`
  return {
    token: row ? String(row.token) : missing(),
    availabilityToken: row ? String(row.availability_token) : missing(),
  }
}

/** Orders that depend on the next free slot, sorted again when it moves. */
export const AVAILABILITY_SORTS: MentorSort[] = ['default', 'availability']

type AvailabilityRow = { id: number; next_available_at: unknown; availability_computed_at: unknown }

const millisOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : utcMillis(value)

/**
 * Takes stored next free slots into the index; the orders that use them are
 * sorted again when one moved (only the moved mentors: one merge).
 */
function applyAvailability(index: CatalogueIndex, rows: AvailabilityRow[]) {
  const moved: number[] = []
  for (const row of rows) {
    const position = index.positionOfProfile.get(Number(row.id))
    if (position === undefined) continue
    const mentor = index.mentors[position]
    mentor.availabilityComputedMs = millisOf(row.availability_computed_at)
    const next = millisOf(row.next_available_at)
    if (next === mentor.nextAvailableMs) continue
    mentor.nextAvailableMs = next
    mentor.nextAvailableIso = next === null ? null : new Date(next).toISOString()
    moved.push(position)
  }
  if (moved.length === 0) return
  for (const sort of AVAILABILITY_SORTS) {
    index.order[sort] = resorted(index.order[sort], moved, index.mentors, sort)
  }
  index.orderVersion += 1
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
  const nullsLast = (value: number | null) => value ?? Number.POSITIVE_INFINITY
  const orders: Record<MentorSort, (a: IndexedMentor, b: IndexedMentor) => number> = {
    'default': (a, b) =>
      Number(a.nextAvailableMs === null) - Number(b.nextAvailableMs === null) ||
      b.rating - a.rating ||
      b.sessionsCount - a.sessionsCount,
    'availability': (a, b) => nullsLast(a.nextAvailableMs) - nullsLast(b.nextAvailableMs),
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

function sortedPositions(mentors: IndexedMentor[], sort: MentorSort) {
  const compare = compareBy(sort)
  const positions = Array.from(mentors.keys()).sort((a, b) => compare(mentors[a], mentors[b]))
  return Int32Array.from(positions)
}

/**
 * `order` once the mentors at `moved` changed their keys: the others keep
 * their relative order, so the moved ones, sorted, are merged back in.
 */
function resorted(order: Int32Array, moved: number[], mentors: IndexedMentor[], sort: MentorSort) {
  const compare = compareBy(sort)
  const before = (a: number, b: number) => compare(mentors[a], mentors[b]) < 0
  const movers = [...moved].sort((a, b) => compare(mentors[a], mentors[b]))
  const isMoved = new Uint8Array(mentors.length)
  for (const position of moved) isMoved[position] = 1
  const result = new Int32Array(order.length)
  let next = 0
  let mover = 0
  for (const position of order) {
    if (isMoved[position] === 1) continue
    while (mover < movers.length && before(movers[mover], position)) {
      result[next++] = movers[mover++]
    }
    result[next++] = position
  }
  while (mover < movers.length) result[next++] = movers[mover++]
  return result
}

async function build({ token, availabilityToken }: Tokens): Promise<CatalogueIndex> {
  const [rows, skillRows, industryRows, skills, industries] = await Promise.all([
    whereListed(db.from('mentor_profiles')).select(
      'mentor_profiles.id as profile_id',
      'mentor_profiles.user_id as user_id',
      ...memberColumns('member', MEMBER_CARD),
      'mentor_profiles.headline',
      'mentor_profiles.years_of_experience',
      'mentor_profiles.company_sizes',
      'mentor_profiles.rating',
      'mentor_profiles.ratings_count',
      'mentor_profiles.sessions_count',
      'mentor_profiles.confirm_median_minutes',
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
    const next = millisOf(row.next_available_at)
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
      confirmHours: confirmHoursOf(
        row.confirm_median_minutes === null ? null : number(row.confirm_median_minutes)
      ),
      hourlyRateCents: number(row.hourly_rate_cents),
      sessionDuration: number(row.session_duration_minutes),
      nextAvailableMs: next,
      nextAvailableIso: next === null ? null : new Date(next).toISOString(),
      availabilityComputedMs: millisOf(row.availability_computed_at),
    }
  })

  const order = Object.fromEntries(
    MENTOR_SORTS.map((sort) => [sort, sortedPositions(mentors, sort)])
  ) as Record<MentorSort, Int32Array>
  const bySlug = (map: Map<number, Vocabulary>) =>
    new Map([...map.values()].map((item) => [item.slug, item]))

  return {
    token,
    availabilityToken,
    mentors,
    byUserId: new Map(mentors.map((mentor) => [mentor.userId, mentor])),
    positionOfProfile: new Map(mentors.map((mentor, position) => [mentor.profileId, position])),
    order,
    orderVersion: 0,
    columns: columnsOf(mentors, skillMap, industryMap),
    rateRangeCents: mentors.reduce(
      (range, { hourlyRateCents: rate }, position) =>
        position === 0
          ? { min: rate, max: rate }
          : { min: Math.min(range.min, rate), max: Math.max(range.max, rate) },
      { min: 0, max: 0 }
    ),
    skills: skillMap,
    industries: industryMap,
    skillsBySlug: bySlug(skillMap),
    industriesBySlug: bySlug(industryMap),
  }
}

/**
 * Reads every mentor's next free slot again; the orders that use it move only
 * for the mentors whose slot changed.
 */
async function reloadAvailability(index: CatalogueIndex, availabilityToken: string) {
  applyAvailability(index, await availabilityRows())
  index.availabilityToken = availabilityToken
  return index
}

const sameTokens = (index: CatalogueIndex, tokens: Tokens) =>
  index.token === tokens.token && index.availabilityToken === tokens.availabilityToken

/** The shared rebuild or reload, and how many were started before it (see catalogueIndex). */
let buildsStarted = 0
let building: { promise: Promise<CatalogueIndex>; number: number } | null = null

/**
 * The index as of the last commit: one token query; a rebuild when the
 * catalogue changed, a reload of the free slots when only they moved.
 * Concurrent requests share one rebuild, and a rebuild started after this
 * request read the tokens is as fresh as it needs, whatever tokens it saw.
 */
export async function catalogueIndex(): Promise<CatalogueIndex> {
  const tokens = await currentTokens()
  const startedBefore = buildsStarted
  for (;;) {
    if (current && sameTokens(current, tokens)) return current
    if (!building) {
      const previous = current
      const promise = (
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
      building = { promise, number: ++buildsStarted }
    }
    const shared = building
    const index = await shared.promise
    if (sameTokens(index, tokens) || shared.number > startedBefore) return index
  }
}

/**
 * Takes these profiles' stored next free slots (and when they were computed)
 * into the index at once: after this process, or another, computed them again.
 */
export async function patchAvailability(index: CatalogueIndex, profileIds: number[]) {
  if (profileIds.length) applyAvailability(index, await availabilityRows(profileIds))
}

/** A vocabulary label in a locale, English as the fallback. */
export function labelOf(item: Vocabulary | undefined, locale: Locale) {
  if (!item) return ''
  return (locale === 'it' && item.nameIt) || item.name
}
