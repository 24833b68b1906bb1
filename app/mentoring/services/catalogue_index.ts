import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#business/app'
import { MENTOR_SORTS, type MentorSort } from '#business/matching'
import { consumeUtcDateTime } from '#database/columns'
import { profileThumbnailUrl } from '#accounts/services/profile_image'
import { whereListed } from '#mentoring/services/listing'

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
  /** `nextAvailableAt` as ISO text, made once (cards show it on every request). */
  nextAvailableIso: string | null
  availabilityComputedAt: DateTime | null
}

/**
 * The columns a list request scans, dense and in `mentors` order, so a scan of
 * ten thousand mentors stays in the CPU cache: the rate, skills and industries
 * as bit sets, and every name and headline in one string.
 */
export type CatalogueColumns = {
  rateCents: Int32Array
  skillWords: number
  skillBits: Uint32Array
  skillBit: Map<number, number>
  industryWords: number
  industryBits: Uint32Array
  industryBit: Map<number, number>
  /** Lower-cased "name headline" of each mentor, joined by NUL characters. */
  haystack: string
  /** Where each mentor's text starts in `haystack`. */
  haystackStarts: Int32Array
}

export type CatalogueIndex = {
  token: string
  availabilityToken: string
  mentors: IndexedMentor[]
  byUserId: Map<number, IndexedMentor>
  /** Positions in `mentors`, in each sort order (ties broken by profile id). */
  order: Record<MentorSort, Int32Array>
  columns: CatalogueColumns
  /** Lowest and highest hourly rate of listed mentors (0 and 0 when none). */
  rateRangeCents: { min: number; max: number }
  skills: Map<number, Vocabulary>
  industries: Map<number, Vocabulary>
  skillsBySlug: Map<string, Vocabulary>
  industriesBySlug: Map<string, Vocabulary>
}

let current: CatalogueIndex | null = null
let building: Promise<CatalogueIndex> | null = null

type Tokens = { token: string; availabilityToken: string }

async function currentTokens(): Promise<Tokens> {
  // Every list request runs it: plain SQL, without the query builder's compiling (about a
  // tenth of a list request's CPU).
  const result = await db.rawQuery(
    'select token, availability_token from catalogue_versions where id = 1'
  )
  const row: { token: unknown; availability_token: unknown } | undefined = Array.isArray(result)
    ? result[0]
    : result.rows[0]
  // No row (a table emptied by hand or by a test's truncate): the triggers have nothing to
  // change, so no token can be trusted; a fresh one each time means nothing stale is kept.
  const missing = () => `missing-${Date.now()}-${Math.random()}`
  return {
    token: row ? String(row.token) : missing(),
    availabilityToken: row ? String(row.availability_token) : missing(),
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
    mentor.nextAvailableIso = mentor.nextAvailableAt?.toISO() ?? null
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

function sortedPositions(mentors: IndexedMentor[], sort: MentorSort) {
  const compare = compareBy(sort)
  const positions = Array.from(mentors.keys()).sort((a, b) => compare(mentors[a], mentors[b]))
  return Int32Array.from(positions)
}

/** Bit positions for a vocabulary: 32 per word. */
function bitPositions(vocabulary: Map<number, Vocabulary>) {
  const positions = new Map<number, number>()
  for (const id of [...vocabulary.keys()].sort((a, b) => a - b)) positions.set(id, positions.size)
  return { positions, words: Math.max(1, Math.ceil(positions.size / 32)) }
}

function columnsOf(
  mentors: IndexedMentor[],
  skills: Map<number, Vocabulary>,
  industries: Map<number, Vocabulary>
): CatalogueColumns {
  const skill = bitPositions(skills)
  const industry = bitPositions(industries)
  const count = mentors.length
  const rateCents = new Int32Array(count)
  const skillBits = new Uint32Array(count * skill.words)
  const industryBits = new Uint32Array(count * industry.words)
  const haystackStarts = new Int32Array(count)
  const texts: string[] = []
  let offset = 0
  mentors.forEach((mentor, position) => {
    rateCents[position] = mentor.hourlyRateCents
    for (const id of mentor.skillIds) {
      const bit = skill.positions.get(id)
      if (bit !== undefined) skillBits[position * skill.words + (bit >>> 5)] |= 1 << (bit & 31)
    }
    for (const { id } of mentor.industries) {
      const bit = industry.positions.get(id)
      if (bit !== undefined) {
        industryBits[position * industry.words + (bit >>> 5)] |= 1 << (bit & 31)
      }
    }
    haystackStarts[position] = offset
    texts.push(mentor.haystack)
    offset += mentor.haystack.length + 1
  })
  return {
    rateCents,
    skillWords: skill.words,
    skillBits,
    skillBit: skill.positions,
    industryWords: industry.words,
    industryBits,
    industryBit: industry.positions,
    haystack: texts.join('\u0000'),
    haystackStarts,
  }
}

/** A bit set (in a column's layout) of the given vocabulary ids. */
export function maskOf(ids: Iterable<number>, bits: Map<number, number>, words: number) {
  const mask = new Uint32Array(words)
  for (const id of ids) {
    const bit = bits.get(id)
    if (bit !== undefined) mask[bit >>> 5] |= 1 << (bit & 31)
  }
  return mask
}

/** Whether row `position` of a bit-set column shares a bit with the mask. */
export function intersects(column: Uint32Array, position: number, mask: Uint32Array) {
  const base = position * mask.length
  for (const [word, bits] of mask.entries()) {
    if ((column[base + word] & bits) !== 0) return true
  }
  return false
}

/** Positions of the mentors whose name or headline contains the (lower-case) term. */
export function textMatches(columns: CatalogueColumns, term: string) {
  const hits = new Uint8Array(columns.haystackStarts.length)
  const starts = columns.haystackStarts
  let from = columns.haystack.indexOf(term)
  while (from !== -1) {
    // The last mentor whose text starts at or before the hit.
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (starts[middle] <= from) low = middle
      else high = middle - 1
    }
    hits[low] = 1
    // Go on after this mentor's text: one hit per mentor is enough.
    const next = low + 1 < starts.length ? starts[low + 1] : columns.haystack.length
    from = columns.haystack.indexOf(term, next)
  }
  return hits
}

async function build({ token, availabilityToken }: Tokens): Promise<CatalogueIndex> {
  const [rows, skillRows, industryRows, skills, industries] = await Promise.all([
    whereListed(
      db.from('mentor_profiles').join('users', 'users.id', 'mentor_profiles.user_id')
    ).select(
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
    const next = consumeUtcDateTime(row.next_available_at) as DateTime | null
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
      nextAvailableAt: next,
      nextAvailableIso: next?.toISO() ?? null,
      availabilityComputedAt: consumeUtcDateTime(row.availability_computed_at) as DateTime | null,
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
    order,
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

/** Reads every listed mentor's next free slot again and re-sorts the orders that use it. */
async function reloadAvailability(index: CatalogueIndex, availabilityToken: string) {
  applyAvailability(index, await availabilityRows())
  for (const sort of AVAILABILITY_SORTS) {
    index.order[sort] = sortedPositions(index.mentors, sort)
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
