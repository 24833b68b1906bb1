import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { AppError } from '#core/errors'
import { toDbInstant } from '#database/columns'
import type { Locale } from '#business/app'
import {
  EXPERIENCE_LEVELS,
  MATCHING_POINTS as POINTS,
  MATCHING_THRESHOLDS as THRESHOLDS,
  type MatchSort,
} from '#business/matching'
import type { MatchingCriteria } from '#mentoring/validators/matching'
import type { ScoringCriteria } from '#mentoring/services/match_scoring'
import { memberColumns } from '#accounts/index'
import { MEMBER_CARD, whereListed } from '#mentoring/services/listing'

/**
 * The SQL of the matching search (services/matching.ts): the matches of a
 * set of criteria and their score as one expression over the same factors as
 * the pure scoring function, so the database orders, limits and pages them.
 * Plain SQL through knex, the same on SQLite and PostgreSQL.
 */

export type Resolved = ScoringCriteria & {
  relatedIndustryIds: number[]
  /** The requested industries' names, for the "why not" label. */
  industryNames: { name: string; nameIt: string | null }[]
}

/** Integer constants from config, inlined in SQL (never user input). */
function int(value: number) {
  if (!Number.isInteger(value)) throw new Error(`Not an integer: ${value}`)
  return String(value)
}

/** The requested industries' sectors and every industry of those sectors; unknown ids fail. */
export async function resolveCriteria(criteria: MatchingCriteria): Promise<Resolved> {
  const industryIds = criteria.industries
  const skillIds = criteria.skills ?? []
  const [industries, skills] = await Promise.all([
    db
      .from('industries')
      .whereIn('sector', db.from('industries').whereIn('id', industryIds).select('sector'))
      .select('id', 'sector', 'name', 'name_it'),
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

  const requested = industries.filter((row) => industryIds.includes(Number(row.id)))
  const sectors = new Set(requested.map((row) => row.sector))
  return {
    industryIds,
    skillIds,
    sectors: [...sectors],
    relatedIndustryIds: industries.map((row) => Number(row.id)),
    industryNames: requested.map((row) => ({ name: row.name, nameIt: row.name_it ?? null })),
    experienceLevel: criteria.experienceLevel ?? null,
    companySize: criteria.companySize ?? null,
  }
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ')

/**
 * Listed mentors in the requested or related industries (any listed mentor
 * with `anyIndustry`), above the minimum rating. One pass over the industry
 * pivot finds those in the sectors and tells whether each has a requested
 * industry (`m.exact_industry`); with `anyIndustry` it is left-joined, so
 * `m.mentor_profile_id` is null for a mentor outside them.
 */
export function matchesQuery(resolved: Resolved, criteria: MatchingCriteria) {
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
  const pivot = industries.toSQL()
  const from = criteria.anyIndustry
    ? db
        .from('mentor_profiles as mp')
        .joinRaw(`left join (${pivot.sql}) as m on m.mentor_profile_id = mp.id`, [
          // Industry ids only (integers).
          ...(pivot.bindings as number[]),
        ])
    : db.from(industries.as('m')).join('mentor_profiles as mp', 'mp.id', 'm.mentor_profile_id')
  const query = whereListed(from, { profile: 'mp', member: 'u' })
  if (criteria.minRating) query.where('mp.rating', '>=', criteria.minRating)
  return query
}

/** The score of product decisions as one SQL expression (same factors as scoreMatch). */
export function withScore(query: DatabaseQueryBuilderContract, resolved: Resolved, now: DateTime) {
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

  // In the pivot pass means at least related (matchesQuery); outside it (anyIndustry), none.
  terms.push(
    `case when m.exact_industry = 1 then ${int(POINTS.exactIndustry)} when m.mentor_profile_id is not null then ${int(POINTS.relatedIndustry)} else 0 end`
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
    'mp.confirm_median_minutes',
    'mp.company_sizes',
    'mp.next_available_at',
    ...memberColumns('u', MEMBER_CARD),
    db.raw(`(${terms.join(' + ')}) as score`, bindings)
  )
}

/** Order of each sort over the ranked rows; ties go to the better match, then the older profile. */
export const SORT_ORDER: Record<MatchSort, [column: string, direction: 'asc' | 'desc'][]> = {
  score: [],
  rating: [['rating', 'desc']],
  experience: [['years_of_experience', 'desc']],
  sessions: [['sessions_count', 'desc']],
  hourly_rate: [['hourly_rate_cents', 'asc']],
}

export type Row = {
  profile_id: number
  user_id: number
  headline: string | null
  years_of_experience: number
  hourly_rate_cents: number
  rating: number
  ratings_count: number
  sessions_count: number
  confirm_median_minutes: number | null
  company_sizes: string
  next_available_at: unknown
  first_name: string
  last_name: string
  slug: string | null
  profile_image: string | null
  score: number
}

/** Skills and industries of the page's mentors, names in the viewer's language (2 queries). */
export async function pageVocabularies(profileIds: number[], locale: Locale) {
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
