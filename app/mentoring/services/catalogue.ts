import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#business/app'
import {
  MENTOR_LIST_RULES,
  WHY_NOT,
  type CatalogueRelaxable,
  type MentorSort,
} from '#business/matching'
import { SESSION_RULES } from '#business/sessions'
import { initialsOf } from '#accounts/index'
import { mentorTime } from '#mentoring/services/mentor_time'
import {
  AVAILABILITY_SORTS,
  catalogueIndex,
  labelOf,
  patchAvailability,
  type CatalogueIndex,
  type IndexedMentor,
  type Vocabulary,
} from '#mentoring/services/catalogue_index'
import { intersects, maskOf, textMatches } from '#mentoring/services/catalogue_columns'
import { whereListed } from '#mentoring/services/listing'
import { languageOf } from '#core/services/text_language'
import { bestRelaxation, isThin, type WhyNot } from '#mentoring/services/why_not'

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
  firstName: string
  lastName: string
  name: string
  initials: string
  photoUrl: string | null
  headline: string | null
  /** The language the headline is written in, when it can be told. */
  headlineLang: Locale | null
  skills: { slug: string; name: string }[]
  skillsCount: number
  industries: { slug: string; name: string; years: number }[]
  rating: number
  ratingsCount: number
  sessionsCount: number
  /** "Usually confirms within N hours", null while too few requests were confirmed. */
  confirmHours: number | null
  /** Whole euros. */
  hourlyRate: number
  sessionDuration: number
  /** ISO instant of the next free slot, or null. */
  nextAvailableAt: string | null
}

/** Skills shown on a card; the card says how many more there are. */
const CARD_SKILLS = 3

/** Listed mentors' profiles (see whereListed), their members joined as `member`. */
export function listedMentors() {
  return whereListed(db.from('mentor_profiles'))
}

/** The profile ids of every listed mentor. */
export async function listedProfileIds(): Promise<number[]> {
  const rows: { id: number }[] = await listedMentors().select('mentor_profiles.id')
  return rows.map((row) => row.id)
}

/** Slots starting before this are inside the booking notice: no longer bookable. */
function noticeEnd(now: DateTime) {
  // A fixed duration, in plain milliseconds (Luxon's arithmetic showed in the list's profile).
  return now.toMillis() + SESSION_RULES.bookingNoticeHours * 3_600_000
}

/** Whether a stored next free slot may be wrong by now (scheduling keeps it: mentor_time). */
function staleness(now: DateTime) {
  const computedBefore = now.toMillis() - mentorTime().maxAgeMinutes * 60_000
  const slotBefore = noticeEnd(now)
  return (mentor: IndexedMentor) =>
    mentor.availabilityComputedMs === null ||
    mentor.availabilityComputedMs < computedBefore ||
    (mentor.nextAvailableMs !== null && mentor.nextAvailableMs < slotBefore)
}

/**
 * Next free slots being computed again by this process, per profile id:
 * concurrent requests over the same stale mentors wait for one computation
 * instead of each running (and writing) its own.
 */
const refreshing = new Map<number, Promise<void>>()

async function refreshShared(profileIds: number[], now: DateTime) {
  const pending = new Set<Promise<void>>()
  const own: number[] = []
  for (const id of profileIds) {
    const inFlight = refreshing.get(id)
    if (inFlight) pending.add(inFlight)
    else own.push(id)
  }
  if (own.length) {
    const work: Promise<void> = mentorTime()
      .refresh(own, now)
      .finally(() => {
        for (const id of own) if (refreshing.get(id) === work) refreshing.delete(id)
      })
    for (const id of own) refreshing.set(id, work)
    pending.add(work)
  }
  await Promise.all(pending)
}

/**
 * The index with no next free slot inside the booking notice, for the orders
 * that use the slot. When time moves past a slot boundary, every mentor
 * whose next slot was that one goes stale at once, and they all sort first:
 * one page refreshing its own dozen would leave the next dozen for the next
 * request (a write, and every process re-reading the slots, each time), and
 * the order wrong meanwhile. They are computed again together, once.
 */
async function withBookableSlots(index: CatalogueIndex, now: DateTime) {
  const slotBefore = noticeEnd(now)
  const expired: number[] = []
  // Ascending next free slot, none last: the expired ones are a prefix.
  for (const position of index.order.availability) {
    const mentor = index.mentors[position]
    if (mentor.nextAvailableMs === null || mentor.nextAvailableMs >= slotBefore) break
    expired.push(mentor.profileId)
  }
  if (expired.length === 0) return index
  await refreshShared(expired, now)
  return catalogueIndex()
}

function toCard(mentor: IndexedMentor, index: CatalogueIndex, locale: Locale): MentorCard {
  return {
    id: mentor.userId,
    slug: mentor.slug,
    firstName: mentor.firstName,
    lastName: mentor.lastName,
    name: `${mentor.firstName} ${mentor.lastName}`.trim(),
    initials: initialsOf(mentor.firstName, mentor.lastName),
    photoUrl: mentor.photoUrl,
    headline: mentor.headline,
    headlineLang: languageOf(mentor.headline),
    skills: mentor.skillIds.slice(0, CARD_SKILLS).map((id) => {
      const skill = index.skills.get(id)
      return { slug: skill?.slug ?? '', name: labelOf(skill, locale) }
    }),
    skillsCount: mentor.skillIds.length,
    industries: mentor.industries.map(({ id, years }) => {
      const industry = index.industries.get(id)
      return { slug: industry?.slug ?? '', name: labelOf(industry, locale), years }
    }),
    rating: Math.round(mentor.rating * 10) / 10,
    ratingsCount: mentor.ratingsCount,
    sessionsCount: mentor.sessionsCount,
    confirmHours: mentor.confirmHours,
    hourlyRate: Math.round(mentor.hourlyRateCents / 100),
    sessionDuration: mentor.sessionDuration,
    nextAvailableAt: mentor.nextAvailableIso,
  }
}

/**
 * Cards of these mentors (user ids), listed ones only, in the given order.
 * Stale next free slots among them are computed again first, so a card never
 * shows a slot that is no longer bookable.
 */
export async function cardsFor(
  userIds: number[],
  locale: Locale,
  now = DateTime.utc(),
  known?: CatalogueIndex
) {
  const index = known ?? (await catalogueIndex())
  const isStale = staleness(now)
  const staleIds = () =>
    userIds.flatMap((id) => {
      const mentor = index.byUserId.get(id)
      return mentor && isStale(mentor) ? [mentor.profileId] : []
    })
  let stale = staleIds()
  if (stale.length) {
    // Another process may have computed them since this one last read them.
    await patchAvailability(index, stale)
    stale = staleIds()
  }
  if (stale.length) {
    await refreshShared(stale, now)
    await patchAvailability(index, stale)
  }
  return userIds
    .map((id) => index.byUserId.get(id))
    .filter((mentor): mentor is IndexedMentor => Boolean(mentor))
    .map((mentor) => toCard(mentor, index, locale))
}

/** Ids of the vocabulary entries whose label (either language) contains the term. */
function labelsContaining(vocabulary: Map<number, Vocabulary>, term: string) {
  const ids = new Set<number>()
  for (const item of vocabulary.values()) {
    if (item.name.toLowerCase().includes(term) || item.nameIt?.toLowerCase().includes(term)) {
      ids.add(item.id)
    }
  }
  return ids
}

function idsOfSlugs(bySlug: Map<string, Vocabulary>, slugs: string[] | undefined) {
  if (!slugs?.length) return null
  return new Set(slugs.flatMap((slug) => (bySlug.has(slug) ? [bySlug.get(slug)!.id] : [])))
}

/** A filter of the list over the index's positions: whether the mentor there passes it. */
type Filter = { criterion: CatalogueRelaxable; passes: (position: number) => boolean }

/**
 * The filters a search sets, each its own test (so "why not" removes exactly
 * one), the cheapest first (a scan stops at the first that fails).
 */
function filtersOf(index: CatalogueIndex, query: CatalogueQuery): Filter[] {
  const { columns } = index
  const filters: Filter[] = []
  if (query.priceMin !== undefined) {
    const minCents = query.priceMin * 100
    filters.push({
      criterion: 'priceMin',
      passes: (position) => columns.rateCents[position] >= minCents,
    })
  }
  if (query.priceMax !== undefined) {
    const maxCents = query.priceMax * 100
    filters.push({
      criterion: 'priceMax',
      passes: (position) => columns.rateCents[position] <= maxCents,
    })
  }
  const skills = idsOfSlugs(index.skillsBySlug, query.skills)
  if (skills) {
    const mask = maskOf(skills, columns.skillBit, columns.skillWords)
    filters.push({
      criterion: 'skills',
      passes: (position) => intersects(columns.skillBits, position, mask),
    })
  }
  const industries = idsOfSlugs(index.industriesBySlug, query.industries)
  if (industries) {
    const mask = maskOf(industries, columns.industryBit, columns.industryWords)
    filters.push({
      criterion: 'industries',
      passes: (position) => intersects(columns.industryBits, position, mask),
    })
  }
  const term = query.q?.trim().toLowerCase()
  if (term) {
    const textHits = textMatches(columns, term)
    const termSkills = maskOf(
      labelsContaining(index.skills, term),
      columns.skillBit,
      columns.skillWords
    )
    const termIndustries = maskOf(
      labelsContaining(index.industries, term),
      columns.industryBit,
      columns.industryWords
    )
    filters.push({
      criterion: 'q',
      passes: (position) =>
        textHits[position] === 1 ||
        intersects(columns.skillBits, position, termSkills) ||
        intersects(columns.industryBits, position, termIndustries),
    })
  }
  return filters
}

/**
 * Positions (in `index.mentors`) of the mentors a search finds, in its order:
 * a sequential scan of dense columns, then the precomputed sort order.
 */
function findPositions(index: CatalogueIndex, query: CatalogueQuery) {
  const filters = filtersOf(index, query)
  const count = index.mentors.length
  const passes = new Uint8Array(count)
  let total = 0
  for (let position = 0; position < count; position++) {
    if (!filters.every((filter) => filter.passes(position))) continue
    passes[position] = 1
    total += 1
  }
  const found = new Int32Array(total)
  let next = 0
  for (const position of index.order[query.sort ?? 'default']) {
    if (passes[position] === 1) found[next++] = position
  }
  return found
}

/**
 * How many mentors each filter, removed alone, would add: those who fail
 * that filter and pass every other (one scan for all of them).
 */
function relaxationGains(index: CatalogueIndex, query: CatalogueQuery) {
  const filters = filtersOf(index, query)
  const gains: Partial<Record<CatalogueRelaxable, number>> = {}
  for (let position = 0; position < index.mentors.length; position++) {
    let failed: Filter | null = null
    for (const filter of filters) {
      if (filter.passes(position)) continue
      if (failed) {
        failed = null
        break
      }
      failed = filter
    }
    if (failed) gains[failed.criterion] = (gains[failed.criterion] ?? 0) + 1
  }
  return gains
}

/**
 * Recent searches' results, valid for one pair of catalogue tokens (so never
 * older than the last commit): "Load more" and shared links re-read them
 * instead of scanning again.
 */
const SEARCH_CACHE_SIZE = 200
/** A search's positions and, once a thin search asked, its filters' gains ("why not"). */
type Found = { positions: Int32Array; gains?: Partial<Record<CatalogueRelaxable, number>> }
const searchCache = new Map<string, Found>()
let searchCacheTokens = ''

function cachedSearch(index: CatalogueIndex, query: CatalogueQuery): Found {
  const tokens = `${index.token}|${index.availabilityToken}|${index.orderVersion}`
  if (tokens !== searchCacheTokens) {
    searchCache.clear()
    searchCacheTokens = tokens
  }
  const key = JSON.stringify([
    query.q?.trim().toLowerCase() ?? '',
    [...(query.skills ?? [])].sort(),
    [...(query.industries ?? [])].sort(),
    query.priceMin ?? null,
    query.priceMax ?? null,
    query.sort ?? 'default',
  ])
  let found = searchCache.get(key)
  if (found) {
    // Most recently used last.
    searchCache.delete(key)
  } else {
    found = { positions: findPositions(index, query) }
    if (searchCache.size >= SEARCH_CACHE_SIZE) {
      searchCache.delete(searchCache.keys().next().value!)
    }
  }
  searchCache.set(key, found)
  return found
}

/** The "why not" of a thin search: the filter whose removal adds the most mentors, or null. */
function whyNotOf(
  index: CatalogueIndex,
  query: CatalogueQuery,
  found: Found,
  locale: Locale
): WhyNot<CatalogueRelaxable> | null {
  found.gains ??= relaxationGains(index, query)
  const best = bestRelaxation(found.gains, WHY_NOT.catalogueCriteria)
  return best && { ...best, label: filterLabel(index, query, best.criterion, locale) }
}

/** A filter and its value as the viewer reads it ("industry: Fintech", "minimum rate €50"). */
function filterLabel(
  index: CatalogueIndex,
  query: CatalogueQuery,
  criterion: CatalogueRelaxable,
  locale: Locale
) {
  const i18n = i18nManager.locale(locale)
  const key = `mentors.whyNot.criteria.${criterion}`
  const names = (bySlug: Map<string, Vocabulary>, slugs: string[] = []) => ({
    count: slugs.length,
    names: slugs.map((slug) => labelOf(bySlug.get(slug), locale) || slug).join(', '),
  })
  const amount = (euros: number | undefined) =>
    i18n.formatCurrency(euros ?? 0, { currency: 'EUR', maximumFractionDigits: 0 })
  switch (criterion) {
    case 'q':
      return i18n.t(key, { term: query.q?.trim() })
    case 'skills':
      return i18n.t(key, names(index.skillsBySlug, query.skills))
    case 'industries':
      return i18n.t(key, names(index.industriesBySlug, query.industries))
    case 'priceMin':
      return i18n.t(key, { amount: amount(query.priceMin) })
    case 'priceMax':
      return i18n.t(key, { amount: amount(query.priceMax) })
  }
}

/**
 * One page of the catalogue. A fixed number of queries whatever the page
 * size: the version tokens (and a rebuild of the index when they moved).
 * A thin search (fewer than WHY_NOT.fewerThan mentors) also says why not.
 */
export async function searchMentors(query: CatalogueQuery, locale: Locale) {
  const limit = query.limit ?? MENTOR_LIST_RULES.pageSize
  const page = Math.max(1, query.page ?? 1)
  const offset = query.offset ?? (page - 1) * limit
  const now = DateTime.utc()
  const sort = query.sort ?? 'default'
  let index = await catalogueIndex()
  if (AVAILABILITY_SORTS.includes(sort)) index = await withBookableSlots(index, now)
  const found = cachedSearch(index, query)
  const { positions } = found
  const total = positions.length
  const pageMentors = Array.from(positions.subarray(offset, offset + limit), (position) => {
    return index.mentors[position].userId
  })
  const pages = Math.max(1, Math.ceil(total / limit))
  const pagination: Pagination = { total, page, limit, pages, hasMore: page < pages }
  const whyNot = isThin(total) ? whyNotOf(index, query, found, locale) : null
  return { data: await cardsFor(pageMentors, locale, now, index), pagination, whyNot }
}

/** Cards of the given mentors (user ids), listed ones only, in the given order. */
export async function cardsOfMentors(mentorUserIds: number[], locale: Locale) {
  return cardsFor(mentorUserIds, locale)
}

/** Filter vocabularies and the price range of listed mentors, for the filter panel. */
export async function catalogueFacets(locale: Locale) {
  const index = await catalogueIndex()
  const options = (vocabulary: Map<number, Vocabulary>) =>
    [...vocabulary.values()]
      .map((item) => ({ slug: item.slug, name: labelOf(item, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale))
  return {
    skills: options(index.skills),
    industries: options(index.industries),
    price: {
      min: Math.floor(index.rateRangeCents.min / 100),
      max: Math.ceil(index.rateRangeCents.max / 100),
    },
  }
}
