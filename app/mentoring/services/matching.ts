import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { AppError } from '#core/errors'
import { languageOf } from '#core/services/text_language'
import { consumeJson, consumeUtcDateTime } from '#database/columns'
import { DEFAULT_LOCALE, type Locale } from '#business/app'
import { confirmHoursOf } from '#business/responsiveness'
import {
  MATCHING_RULES as RULES,
  ONBOARDING_COMPANY_SIZE_TO_MATCHING,
  WHY_NOT,
  type MatchingRelaxable,
  type MatchSort,
} from '#business/matching'
import type { MatchingCriteria } from '#mentoring/validators/matching'
import { renderReasons, scoreMatch } from '#mentoring/services/match_scoring'
import {
  matchesQuery,
  pageVocabularies,
  resolveCriteria,
  SORT_ORDER,
  withScore,
  type Resolved,
  type Row,
} from '#mentoring/services/match_query'
import { initialsOf, profileThumbnailUrl } from '#accounts/index'
import {
  catalogueVersion,
  PageCache,
  scoringClock,
  scoringClockMillis,
} from '#mentoring/services/match_cache'
import { matchingAnswers } from '#accounts/index'
import { profilePath } from '#mentoring/services/mentor_profile_page'
import type { User } from '#accounts/index'
import Skill from '#mentoring/models/skill'
import { bestRelaxation, isThin, type WhyNot } from '#mentoring/services/why_not'

/**
 * Matching search. Matches are the listed mentors (approved, active, user
 * active) who work in one of the requested industries or a related one (same
 * sector), rated at least the minimum rating when one is given. Industries are
 * the one required criterion, so they decide what a match is, unless
 * `anyIndustry` relaxes them into a ranking (0 industry points outside their
 * sectors); every other criterion ranks.
 *
 * The score is computed in SQL for every match (services/match_query.ts: one
 * grouped pass over the industry pivot, joins by primary key), so ordering
 * and paging happen in the database; the reasons of the returned page come
 * from the pure scoring function. A request is a fixed
 * number of queries: catalogue version, vocabularies (2), count, page, page
 * skills, page industries; only the first when the page is kept in memory.
 * A thin search (fewer than WHY_NOT.fewerThan matches) counts once more per
 * narrowing criterion it sets, for its "why not" hint (kept with the page).
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
  initials: string
  photo: string | null
  headline: string | null
  /** The language the headline is written in, when it can be told. */
  headlineLang: Locale | null
  score: number
  reasons: { factor: string; points: number; text: string }[]
  rating: number
  ratingsCount: number
  yearsOfExperience: number
  sessionsCount: number
  /** "Usually confirms within N hours", null while too few requests were confirmed. */
  confirmHours: number | null
  hourlyRate: number
  nextAvailableAt: string | null
  industries: { id: number; name: string; years: number }[]
  skills: { id: number; name: string; matched: boolean }[]
}

export type MatchPage = {
  data: MatchResult[]
  pagination: { total: number; page: number; limit: number; pages: number; hasMore: boolean }
  /** On a thin search, the criterion whose removal adds the most matches; else null. */
  whyNot: WhyNot<MatchingRelaxable> | null
}

/**
 * One page of matches for validated criteria. With `maxResults`, only that
 * many best matches (by score) are kept, then shown in the chosen order. A
 * page already scored for the same catalogue version, clock minute and
 * criteria is served from memory (services/match_cache.ts).
 */
export async function findMatches(
  criteria: MatchingCriteria,
  options: MatchOptions
): Promise<MatchPage> {
  // The clock as a number: a kept page needs no DateTime, only a scoring does.
  const clock = options.now ? scoringClock(options.now).toMillis() : scoringClockMillis(Date.now())
  const sort = options.sort ?? 'score'
  const limit = options.limit ?? RULES.defaultPageSize
  const page = options.page ?? 1
  const locale = options.i18n.locale as Locale

  const version = await catalogueVersion()
  const key =
    version === null
      ? null
      : JSON.stringify([version, clock, locale, sort, page, limit, rankingInputs(criteria)])
  const kept = key === null ? undefined : keptPages.get(key)
  if (kept) return kept

  const now = DateTime.fromMillis(clock, { zone: 'utc' })
  const score = () => scoreAndPage(criteria, { now, sort, limit, page, locale, i18n: options.i18n })
  if (key === null) return score()
  // Requests that miss together (a new minute, a write) share one scoring.
  let pending = scoring.get(key)
  if (!pending) {
    pending = score()
      .then((result) => {
        keptPages.set(key, result)
        return result
      })
      .finally(() => scoring.delete(key))
    scoring.set(key, pending)
  }
  return pending
}

/** Scorings under way, by cache key. */
const scoring = new Map<string, Promise<MatchPage>>()

/** The criteria that change the results (goals and session format do not), order-free. */
function rankingInputs(criteria: MatchingCriteria) {
  const sorted = (ids: number[] | undefined) => [...(ids ?? [])].sort((a, b) => a - b)
  return [
    sorted(criteria.industries),
    criteria.anyIndustry ?? false,
    sorted(criteria.skills),
    criteria.experienceLevel ?? null,
    criteria.companySize ?? null,
    criteria.minRating || null,
    criteria.maxResults ?? null,
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
  const maxResults = criteria.maxResults ?? null

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

  const [vocabularies, whyNot] = await Promise.all([
    rows.length
      ? pageVocabularies(
          rows.map((row) => Number(row.profile_id)),
          locale
        )
      : { skills: new Map(), industries: new Map() },
    isThin(total) ? whyNotOf(resolved, criteria, total, options.i18n) : null,
  ])

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
      initials: initialsOf(row.first_name, row.last_name),
      photo: profileThumbnailUrl(row.profile_image),
      headline: row.headline,
      headlineLang: languageOf(row.headline),
      // The SQL score ordered the page; the functional tests keep it equal to scoreMatch's.
      score: Number(row.score),
      reasons: renderReasons(reasons, options.i18n),
      rating: Number(row.rating),
      ratingsCount: Number(row.ratings_count),
      yearsOfExperience: Number(row.years_of_experience),
      sessionsCount: Number(row.sessions_count),
      confirmHours: confirmHoursOf(
        row.confirm_median_minutes === null ? null : Number(row.confirm_median_minutes)
      ),
      hourlyRate: Number(row.hourly_rate_cents) / 100,
      nextAvailableAt: nextAvailableAt?.toISO() ?? null,
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

  return { data, pagination: { total, page, limit, pages, hasMore: page < pages }, whyNot }
}

/** Each narrowing criterion of matching: whether the search sets it, and the search without it. */
const RELAXATIONS: Record<
  MatchingRelaxable,
  {
    isSet: (criteria: MatchingCriteria) => boolean
    without: (criteria: MatchingCriteria) => MatchingCriteria
    label: (criteria: MatchingCriteria, resolved: Resolved, i18n: I18n) => string
  }
> = {
  industries: {
    isSet: (criteria) => !criteria.anyIndustry,
    without: (criteria) => ({ ...criteria, anyIndustry: true }),
    label: (_criteria, resolved, i18n) =>
      i18n.t('matching.whyNot.criteria.industries', {
        industries: resolved.industryNames
          .map((one) => (i18n.locale === 'it' ? (one.nameIt ?? one.name) : one.name))
          .sort((a, b) => a.localeCompare(b, i18n.locale))
          .join(', '),
      }),
  },
  minRating: {
    isSet: (criteria) => Boolean(criteria.minRating),
    without: (criteria) => ({ ...criteria, minRating: null }),
    label: (criteria, _resolved, i18n) =>
      i18n.t('matching.whyNot.criteria.minRating', { rating: criteria.minRating }),
  },
}

/**
 * The "why not" of a thin search: one count of the matches per narrowing
 * criterion it sets, with that criterion removed (and the same result
 * limit); the criterion adding the most, or null when none adds any.
 */
async function whyNotOf(
  resolved: Resolved,
  criteria: MatchingCriteria,
  total: number,
  i18n: I18n
): Promise<WhyNot<MatchingRelaxable> | null> {
  const set = WHY_NOT.matchingCriteria.filter((criterion) => RELAXATIONS[criterion].isSet(criteria))
  if (!set.length) return null
  const limit = criteria.maxResults ?? Number.POSITIVE_INFINITY
  const counts = await Promise.all(
    set.map(async (criterion) => {
      const row = await matchesQuery(resolved, RELAXATIONS[criterion].without(criteria))
        .count('* as total')
        .first()
      return [criterion, Math.min(Number(row?.total ?? 0), limit) - total] as const
    })
  )
  const best = bestRelaxation(Object.fromEntries(counts), WHY_NOT.matchingCriteria)
  return best && { ...best, label: RELAXATIONS[best.criterion].label(criteria, resolved, i18n) }
}

/**
 * Criteria drawn from the onboarding answers: the user's industries, the
 * company size answered (as kept on the profile) (read as a matching band, see
 * ONBOARDING_COMPANY_SIZE_TO_MATCHING; none for "no company") and the growth
 * challenge as goals. Onboarding asks for no skills or mentor experience, so
 * those stay open. Industries may be empty (onboarding not finished).
 */
export async function onboardingCriteria(user: User): Promise<MatchingCriteria> {
  const answers = await matchingAnswers(user)
  // The profile holds the latest answer (settings edit it after onboarding).
  const size = user.companySize ?? answers.companySize ?? null
  return {
    industries: answers.industryIds.slice(0, RULES.industriesMax),
    anyIndustry: false,
    skills: [],
    experienceLevel: null,
    companySize: size ? ONBOARDING_COMPANY_SIZE_TO_MATCHING[size] : null,
    minRating: null,
    sessionFormat: null,
    goals: answers.growthChallenge?.slice(0, RULES.goalsMaxLength) ?? null,
    maxResults: null,
  }
}

/**
 * Quick Match: the onboarding criteria over all listed mentors, best first;
 * with `anyIndustry` (its "why not" relax) mentors outside the industries'
 * sectors too. Without industries (onboarding not finished) it fails on
 * `industries`, and the page offers the Guided Search instead.
 */
export async function quickMatch(user: User, options: MatchOptions & { anyIndustry?: boolean }) {
  const criteria = {
    ...(await onboardingCriteria(user)),
    anyIndustry: options.anyIndustry ?? false,
  }
  if (!criteria.industries.length) {
    throw new AppError('VALIDATION_ERROR', {
      messageKey: 'matching.quick.noIndustries',
      errors: { industries: ['matching.quick.noIndustries'] },
    })
  }
  const matches = await findMatches(criteria, options)
  return { ...matches, criteria }
}

/** A mentor offered in place of another: what a line of an e-mail shows. */
export type SimilarMentor = {
  id: number
  name: string
  headline: string | null
  /** The public profile, /mentors/<slug or id>. */
  profilePath: string
}

/**
 * Listed mentors like the given one, best first, for the mentees of a mentor
 * who leaves (product decisions, "Accounts and data"): the matching search
 * with the mentor's own industries and skills as criteria, so the search's
 * rule decides who is similar (the same or a related industry) and its score
 * ranks them (shared skills first). Never the mentor themself, who is still
 * listed while a deletion cancels their sessions. None when the mentor has
 * no industry (the search needs one).
 */
export async function similarMentors(
  mentorUserId: number,
  options: { limit?: number; now?: DateTime } = {}
): Promise<SimilarMentor[]> {
  const limit = options.limit ?? RULES.similarMentorsOffered
  const ofMentor = (pivot: string) =>
    db
      .from(`${pivot} as pivot`)
      .join('mentor_profiles as mp', 'mp.id', 'pivot.mentor_profile_id')
      .where('mp.user_id', mentorUserId)
  const [industries, skills] = await Promise.all([
    ofMentor('mentor_industries')
      .orderBy('pivot.years', 'desc')
      .orderBy('pivot.industry_id')
      .select('pivot.industry_id as id'),
    ofMentor('mentor_skills').orderBy('pivot.skill_id').select('pivot.skill_id as id'),
  ])
  if (!industries.length) return []
  const ids = (rows: { id: number }[], max: number) =>
    rows.slice(0, max).map((row) => Number(row.id))
  const criteria: MatchingCriteria = {
    industries: ids(industries, RULES.industriesMax),
    anyIndustry: false,
    skills: ids(skills, RULES.skillsMax),
    experienceLevel: null,
    companySize: null,
    minRating: null,
    sessionFormat: null,
    goals: null,
    maxResults: null,
  }
  // One more than wanted, in case the mentor is among them.
  const matches = await findMatches(criteria, {
    i18n: i18nManager.locale(DEFAULT_LOCALE),
    limit: limit + 1,
    now: options.now,
  })
  return matches.data
    .filter((match) => match.id !== mentorUserId)
    .slice(0, limit)
    .map((match) => ({
      id: match.id,
      name: match.name,
      headline: match.headline,
      profilePath: profilePath({ userId: match.id, slug: match.slug }),
    }))
}

/** Skills for the criteria pickers, in the viewer's language, by name. */
export async function skillOptions(locale: Locale) {
  const skills = await Skill.query().orderBy('name')
  return skills
    .map((skill) => ({ id: skill.id, name: skill.nameIn(locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}
