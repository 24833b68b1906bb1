import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { AppError } from '#core/errors'
import { consumeJson, consumeUtcDateTime, toDbInstant } from '#database/columns'
import type { Locale } from '#business/app'
import {
  EXPERIENCE_LEVELS,
  MATCHING_POINTS as POINTS,
  MATCHING_RULES as RULES,
  MATCHING_THRESHOLDS as THRESHOLDS,
  ONBOARDING_COMPANY_SIZE_TO_MATCHING,
  type MatchSort,
} from '#business/matching'
import type { MatchingCriteria } from '#mentoring/validators/matching'
import { renderReasons, scoreMatch, type ScoringCriteria } from '#mentoring/services/match_scoring'
import { profileThumbnailUrl } from '#accounts/services/profile_image'
import { catalogueVersion, PageCache, scoringClock } from '#mentoring/services/match_cache'
import { answerOf } from '#accounts/services/onboarding'
import type User from '#accounts/models/user'
import Skill from '#mentoring/models/skill'

/**
 * Matching search. Matches are the listed mentors (approved, active, user
 * active) who work in one of the requested industries or a related one (same
 * sector), rated at least the minimum rating when one is given. Industries are
 * the one required criterion, so they decide what a match is; every other
 * criterion ranks.
 *
 * The score is computed in SQL for every match (grouped joins over the pivot
 * indexes), so ordering and paging happen in the database; the reasons of the
 * returned page come from the pure scoring function. A request is a fixed
 * number of queries: catalogue version, vocabularies (2), count, page, page
 * skills, page industries; only the first when the page is kept in memory.
 */

export type MatchOptions = {
  i18n: I18n
  sort?: MatchSort
  page?: number
  /** Results per page (MATCHING_RULES.defaultPageSize). */
  limit?: number
  now?: DateTime
}

export type MatchResult = {
  id: number
  slug: string | null
  name: string
  photo: string | null
  headline: string | null
  score: number
  reasons: { factor: string; points: number; text: string }[]
  rating: number
  ratings_count: number
  years_of_experience: number
  sessions_count: number
  hourly_rate: number
  next_available_at: string | null
  industries: { id: number; name: string; years: number }[]
  skills: { id: number; name: string; matched: boolean }[]
}

export type MatchPage = {
  data: MatchResult[]
  pagination: { total: number; page: number; limit: number; pages: number; hasMore: boolean }
}

type Resolved = ScoringCriteria & { relatedIndustryIds: number[] }

/** Integer constants from config, inlined in SQL (never user input). */
function int(value: number) {
  if (!Number.isInteger(value)) throw new Error(`Not an integer: ${value}`)
  return String(value)
}

/** The requested industries' sectors and every industry of those sectors; unknown ids fail. */
async function resolveCriteria(criteria: MatchingCriteria): Promise<Resolved> {
  const industryIds = criteria.industries
  const skillIds = criteria.skills ?? []
  const [industries, skills] = await Promise.all([
    db
      .from('industries')
      .whereIn('sector', db.from('industries').whereIn('id', industryIds).select('sector'))
      .select('id', 'sector'),
    skillIds.length ? db.from('skills').whereIn('id', skillIds).select('id') : [],
  ])
  const known = new Set(industries.map((row) => Number(row.id)))
  const knownSkills = new Set(skills.map((row: { id: number }) => Number(row.id)))
  const errors: Record<string, string[]> = {}
  if (industryIds.some((id) => !known.has(id))) {
    errors.industries = ['matching.validation.industries.exists']
  }
  if (skillIds.some((id) => !knownSkills.has(id))) {
    errors.skills = ['matching.validation.skills.exists']
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION_ERROR', { errors })

  const sectors = new Set(
    industries.filter((row) => industryIds.includes(Number(row.id))).map((row) => row.sector)
  )
  return {
    industryIds,
    skillIds,
    sectors: [...sectors],
    relatedIndustryIds: industries.map((row) => Number(row.id)),
    experienceLevel: criteria.experience_level ?? null,
    companySize: criteria.company_size ?? null,
  }
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ')

/**
 * Listed mentors in the requested or related industries, above the minimum
 * rating. One pass over the industry pivot finds them and tells whether each
 * has a requested industry (`m.exact_industry`).
 */
function matchesQuery(resolved: Resolved, criteria: MatchingCriteria) {
  const industries = db
    .from('mentor_industries')
    .whereIn('industry_id', resolved.relatedIndustryIds)
    .groupBy('mentor_profile_id')
    .select(
      'mentor_profile_id',
      db.raw(
        `max(case when industry_id in (${placeholders(resolved.industryIds)}) then 1 else 0 end) as exact_industry`,
        [...resolved.industryIds]
      )
    )
  const query = db
    .from(industries.as('m'))
    .join('mentor_profiles as mp', 'mp.id', 'm.mentor_profile_id')
    .join('users as u', 'u.id', 'mp.user_id')
    .where('mp.is_approved', true)
    .where('mp.is_active', true)
    .where('u.status', 'active')
  if (criteria.min_rating) query.where('mp.rating', '>=', criteria.min_rating)
  return query
}

/** The score of product decisions as one SQL expression (same factors as scoreMatch). */
function withScore(query: DatabaseQueryBuilderContract, resolved: Resolved, now: DateTime) {
  const terms: string[] = []
  const bindings: unknown[] = []

  if (resolved.skillIds.length) {
    query.joinRaw(
      `left join (select mentor_profile_id, count(*) as matched from mentor_skills where skill_id in (${placeholders(resolved.skillIds)}) group by mentor_profile_id) sk on sk.mentor_profile_id = mp.id`,
      [...resolved.skillIds]
    )
    const points = `coalesce(sk.matched, 0) * ${int(POINTS.perSkill)}`
    terms.push(
      `case when ${points} >= ${int(POINTS.skillsMax)} then ${int(POINTS.skillsMax)} else ${points} end`
    )
  }

  // Every match is at least related (matchesQuery), so "not exact" means related.
  terms.push(
    `case when m.exact_industry = 1 then ${int(POINTS.exactIndustry)} else ${int(POINTS.relatedIndustry)} end`
  )

  if (resolved.experienceLevel) {
    const band = EXPERIENCE_LEVELS[resolved.experienceLevel]
    if (band.max === null) {
      terms.push(
        `case when mp.years_of_experience >= ? then ${int(POINTS.experienceLevel)} else 0 end`
      )
      bindings.push(band.min)
    } else {
      terms.push(
        `case when mp.years_of_experience >= ? and mp.years_of_experience <= ? then ${int(POINTS.experienceLevel)} else 0 end`
      )
      bindings.push(band.min, band.max)
    }
  }

  if (resolved.companySize) {
    // company_sizes is a JSON array of keys, e.g. ["startup","small"].
    terms.push(`case when mp.company_sizes like ? then ${int(POINTS.companySize)} else 0 end`)
    bindings.push(`%"${resolved.companySize}"%`)
  }

  terms.push(
    `case when mp.rating >= ? then ${int(POINTS.ratingHigh)} when mp.rating >= ? then ${int(POINTS.ratingGood)} else 0 end`
  )
  bindings.push(THRESHOLDS.ratingHigh, THRESHOLDS.ratingGood)

  terms.push(
    `case when mp.next_available_at is null then 0 when mp.next_available_at <= ? then ${int(POINTS.availabilitySoon)} when mp.next_available_at <= ? then ${int(POINTS.availabilityLater)} else 0 end`
  )
  bindings.push(
    toDbInstant(now.plus({ days: THRESHOLDS.availabilitySoonDays })),
    toDbInstant(now.plus({ days: THRESHOLDS.availabilityLaterDays }))
  )

  return query.select(
    'mp.id as profile_id',
    'mp.user_id',
    'mp.headline',
    'mp.years_of_experience',
    'mp.hourly_rate_cents',
    'mp.rating',
    'mp.ratings_count',
    'mp.sessions_count',
    'mp.company_sizes',
    'mp.next_available_at',
    'u.first_name',
    'u.last_name',
    'u.slug',
    'u.profile_image',
    db.raw(`(${terms.join(' + ')}) as score`, bindings)
  )
}

/** Order of each sort over the ranked rows; ties go to the better match, then the older profile. */
const SORT_ORDER: Record<MatchSort, [column: string, direction: 'asc' | 'desc'][]> = {
  score: [],
  rating: [['rating', 'desc']],
  experience: [['years_of_experience', 'desc']],
  sessions: [['sessions_count', 'desc']],
  hourly_rate: [['hourly_rate_cents', 'asc']],
}

type Row = {
  profile_id: number
  user_id: number
  headline: string | null
  years_of_experience: number
  hourly_rate_cents: number
  rating: number
  ratings_count: number
  sessions_count: number
  company_sizes: string
  next_available_at: unknown
  first_name: string
  last_name: string
  slug: string | null
  profile_image: string | null
  score: number
}

/** Skills and industries of the page's mentors, names in the viewer's language (2 queries). */
async function pageVocabularies(profileIds: number[], locale: Locale) {
  const nameColumn = (table: string) =>
    locale === 'it' ? db.raw(`coalesce(${table}.name_it, ${table}.name) as name`) : `${table}.name`
  const [skills, industries] = await Promise.all([
    db
      .from('mentor_skills as ms')
      .join('skills as s', 's.id', 'ms.skill_id')
      .whereIn('ms.mentor_profile_id', profileIds)
      .select('ms.mentor_profile_id', 's.id', nameColumn('s'))
      .orderBy('s.name'),
    db
      .from('mentor_industries as mi')
      .join('industries as i', 'i.id', 'mi.industry_id')
      .whereIn('mi.mentor_profile_id', profileIds)
      .select('mi.mentor_profile_id', 'i.id', 'i.sector', 'mi.years', nameColumn('i'))
      .orderBy('mi.years', 'desc')
      .orderBy('i.name'),
  ])
  const group = <T extends { mentor_profile_id: number }>(rows: T[]) => {
    const byProfile = new Map<number, T[]>()
    for (const row of rows) {
      const id = Number(row.mentor_profile_id)
      byProfile.set(id, [...(byProfile.get(id) ?? []), row])
    }
    return byProfile
  }
  return { skills: group(skills), industries: group(industries) }
}

/**
 * One page of matches for validated criteria. With `max_results`, only that
 * many best matches (by score) are kept, then shown in the chosen order. A
 * page already scored for the same catalogue version, clock minute and
 * criteria is served from memory (services/match_cache.ts).
 */
export async function findMatches(
  criteria: MatchingCriteria,
  options: MatchOptions
): Promise<MatchPage> {
  const now = scoringClock(options.now ?? DateTime.utc())
  const sort = options.sort ?? 'score'
  const limit = options.limit ?? RULES.defaultPageSize
  const page = options.page ?? 1
  const locale = options.i18n.locale as Locale

  const version = await catalogueVersion()
  const key =
    version === null
      ? null
      : JSON.stringify([
          version,
          now.toMillis(),
          locale,
          sort,
          page,
          limit,
          rankingInputs(criteria),
        ])
  const kept = key === null ? undefined : keptPages.get(key)
  if (kept) return kept

  const result = await scoreAndPage(criteria, {
    now,
    sort,
    limit,
    page,
    locale,
    i18n: options.i18n,
  })
  if (key !== null) keptPages.set(key, result)
  return result
}

/** The criteria that change the results (goals and session format do not), order-free. */
function rankingInputs(criteria: MatchingCriteria) {
  const sorted = (ids: number[] | undefined) => [...(ids ?? [])].sort((a, b) => a - b)
  return [
    sorted(criteria.industries),
    sorted(criteria.skills),
    criteria.experience_level ?? null,
    criteria.company_size ?? null,
    criteria.min_rating || null,
    criteria.max_results ?? null,
  ]
}

const keptPages = new PageCache<MatchPage>()

async function scoreAndPage(
  criteria: MatchingCriteria,
  options: {
    now: DateTime
    sort: MatchSort
    limit: number
    page: number
    locale: Locale
    i18n: I18n
  }
): Promise<MatchPage> {
  const { now, sort, limit, page, locale } = options
  const resolved = await resolveCriteria(criteria)
  const maxResults = criteria.max_results ?? null

  const ranked = withScore(matchesQuery(resolved, criteria), resolved, now)
  if (maxResults) ranked.orderBy('score', 'desc').orderBy('mp.id', 'asc').limit(maxResults)

  const pageQuery = db.from(ranked.as('ranked')).select('*')
  for (const [column, direction] of SORT_ORDER[sort]) pageQuery.orderBy(column, direction)
  pageQuery
    .orderBy('score', 'desc')
    .orderBy('profile_id', 'asc')
    .limit(limit)
    .offset((page - 1) * limit)

  const [countRow, rows] = await Promise.all([
    matchesQuery(resolved, criteria).count('* as total').first(),
    pageQuery as Promise<Row[]>,
  ])
  const matching = Number(countRow?.total ?? 0)
  const total = maxResults ? Math.min(matching, maxResults) : matching
  const pages = Math.ceil(total / limit)

  const vocabularies = rows.length
    ? await pageVocabularies(
        rows.map((row) => Number(row.profile_id)),
        locale
      )
    : { skills: new Map(), industries: new Map() }

  const wantedSkills = new Set(resolved.skillIds)
  const data = rows.map((row): MatchResult => {
    const profileId = Number(row.profile_id)
    const skills = vocabularies.skills.get(profileId) ?? []
    const industries = vocabularies.industries.get(profileId) ?? []
    const nextAvailableAt = consumeUtcDateTime(row.next_available_at) as DateTime | null
    const { reasons } = scoreMatch(
      resolved,
      {
        skillIds: skills.map((skill: { id: number }) => Number(skill.id)),
        industries: industries.map(
          (one: { id: number; sector: string; years: number; name: string }) => ({
            id: Number(one.id),
            sector: one.sector,
            years: Number(one.years),
            name: one.name,
          })
        ),
        yearsOfExperience: Number(row.years_of_experience),
        companySizes: consumeJson(row.company_sizes) ?? [],
        rating: Number(row.rating),
        nextAvailableAt,
      },
      now
    )
    return {
      id: Number(row.user_id),
      slug: row.slug,
      name: `${row.first_name} ${row.last_name}`.trim(),
      photo: profileThumbnailUrl(row.profile_image),
      headline: row.headline,
      // The SQL score ordered the page; the functional tests keep it equal to scoreMatch's.
      score: Number(row.score),
      reasons: renderReasons(reasons, options.i18n),
      rating: Number(row.rating),
      ratings_count: Number(row.ratings_count),
      years_of_experience: Number(row.years_of_experience),
      sessions_count: Number(row.sessions_count),
      hourly_rate: Number(row.hourly_rate_cents) / 100,
      next_available_at: nextAvailableAt?.toISO() ?? null,
      industries: industries.map((one: { id: number; name: string; years: number }) => ({
        id: Number(one.id),
        name: one.name,
        years: Number(one.years),
      })),
      skills: skills.map((skill: { id: number; name: string }) => ({
        id: Number(skill.id),
        name: skill.name,
        matched: wantedSkills.has(Number(skill.id)),
      })),
    }
  })

  return { data, pagination: { total, page, limit, pages, hasMore: page < pages } }
}

/**
 * Criteria drawn from the onboarding answers: the user's industries, the
 * company size answered (as kept on the profile) (read as a matching band, see
 * ONBOARDING_COMPANY_SIZE_TO_MATCHING; none for "no company") and the growth
 * challenge as goals. Onboarding asks for no skills or mentor experience, so
 * those stay open. Industries may be empty (onboarding not finished).
 */
export async function onboardingCriteria(user: User): Promise<MatchingCriteria> {
  const [industries, answer] = await Promise.all([
    user.related('industries').query().orderBy('industries.id').select('industries.id'),
    answerOf(user),
  ])
  // The profile holds the latest answer (settings edit it after onboarding).
  const size = user.companySize ?? answer?.companySize ?? null
  return {
    industries: industries.map((industry) => industry.id).slice(0, RULES.industriesMax),
    skills: [],
    experience_level: null,
    company_size: size ? ONBOARDING_COMPANY_SIZE_TO_MATCHING[size] : null,
    min_rating: null,
    session_format: null,
    goals: answer?.growthChallenge?.slice(0, RULES.goalsMaxLength) ?? null,
    max_results: null,
  }
}

/**
 * Quick Match: the onboarding criteria over all listed mentors, best first.
 * Without industries (onboarding not finished) it fails on `industries`, and
 * the page offers the Guided Search instead.
 */
export async function quickMatch(user: User, options: MatchOptions) {
  const criteria = await onboardingCriteria(user)
  if (!criteria.industries.length) {
    throw new AppError('VALIDATION_ERROR', {
      messageKey: 'matching.quick.noIndustries',
      errors: { industries: ['matching.quick.noIndustries'] },
    })
  }
  const matches = await findMatches(criteria, options)
  return { ...matches, criteria }
}

/** Skills for the criteria pickers, in the viewer's language, by name. */
export async function skillOptions(locale: Locale) {
  const skills = await Skill.query().orderBy('name')
  return skills
    .map((skill) => ({ id: skill.id, name: skill.nameIn(locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}
