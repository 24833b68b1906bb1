import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import type User from '#accounts/models/user'
import Industry from '#core/models/industry'
import type { Locale } from '#business/app'
import {
  ONBOARDING_STEPS,
  TOUR_STEPS,
  type CompanySize,
  type DiscoverySource,
  type OnboardingStep,
  type TourState,
} from '#business/accounts'

/**
 * The onboarding wizard (spec section 3): each step is saved as it is
 * answered, the wizard resumes at the step after the last one saved, and the
 * last step marks the user onboarded and queues the guided tour.
 */

export type StepAnswers = {
  location: { city: string; timezone: string }
  company: { has_company: boolean; company_name?: string | null }
  company_size: { company_size: CompanySize }
  role: { professional_role: string }
  industries: { industries: number[] }
  challenge: { growth_challenge: string }
  discovery: { discovery_source: DiscoverySource; discovery_source_other?: string | null }
}

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value)
}

/** The step the wizard resumes at (the first one for a new user). */
export function resumeStep(answer: OnboardingAnswer | null): OnboardingStep {
  return isOnboardingStep(answer?.step) ? answer.step : ONBOARDING_STEPS[0]
}

function isAnswered(step: OnboardingStep, answer: OnboardingAnswer | null) {
  return !!answer && ONBOARDING_STEPS.indexOf(step) < ONBOARDING_STEPS.indexOf(resumeStep(answer))
}

/** The company step was answered with "no company". */
export function answeredNoCompany(answer: OnboardingAnswer | null) {
  return isAnswered('company', answer) && answer!.companyName === null
}

/** The steps this user goes through: no company size for "no company". */
export function stepsFor(answer: OnboardingAnswer | null, hasCompany?: boolean): OnboardingStep[] {
  const noCompany = hasCompany === undefined ? answeredNoCompany(answer) : !hasCompany
  return ONBOARDING_STEPS.filter((step) => !(step === 'company_size' && noCompany))
}

/** The step is on this user's path (not the company size after "no company"). */
export function appliesTo(step: OnboardingStep, answer: OnboardingAnswer | null) {
  return stepsFor(answer).includes(step)
}

/** A step can be shown (and saved) once every step before it was. */
export function isReachable(step: OnboardingStep, answer: OnboardingAnswer | null) {
  return ONBOARDING_STEPS.indexOf(step) <= ONBOARDING_STEPS.indexOf(resumeStep(answer))
}

export async function answerOf(user: User) {
  return OnboardingAnswer.findBy('userId', user.id)
}

export type MatchingAnswers = {
  /** The user's industries, by id. */
  industryIds: number[]
  companySize: CompanySize | null
  growthChallenge: string | null
}

/**
 * What matching reads of the onboarding (Quick Match, the dashboard's
 * recommendations), in one statement as every Quick Match request reads it: a
 * row per industry, and the answer's row (no industry) if there is one.
 */
export async function matchingAnswers(user: User): Promise<MatchingAnswers> {
  const rows = await db
    .from('user_industries')
    .where('user_id', user.id)
    .select('industry_id', db.raw('null as company_size'), db.raw('null as growth_challenge'))
    .unionAll(
      db
        .from('onboarding_answers')
        .where('user_id', user.id)
        .select(db.raw('null'), 'company_size', 'growth_challenge')
    )
  const answer = rows.find((row) => row.industry_id === null)
  return {
    industryIds: rows
      .flatMap((row) => (row.industry_id === null ? [] : [Number(row.industry_id)]))
      .sort((a, b) => a - b),
    companySize: answer?.company_size ?? null,
    growthChallenge: answer?.growth_challenge ?? null,
  }
}

/** What the wizard shows for each step: saved answers, prefilled from the profile. */
export async function wizardValues(user: User, answer: OnboardingAnswer | null) {
  await user.load('industries')
  return {
    city: answer?.location ?? user.city ?? '',
    timezone: user.timezone,
    /** NULL until answered. */
    hasCompany: isAnswered('company', answer) ? answer!.companyName !== null : null,
    companyName: answer?.companyName ?? user.companyName ?? '',
    companySize: (answer?.companySize ?? user.companySize ?? null) as CompanySize | null,
    professionalRole: answer?.role ?? user.professionalRole ?? '',
    industries: user.industries.map((industry) => industry.id),
    growthChallenge: answer?.growthChallenge ?? '',
    discoverySource: (answer?.discoverySource ?? null) as DiscoverySource | null,
    discoverySourceOther: answer?.discoverySourceOther ?? '',
  }
}

export type WizardValues = Awaited<ReturnType<typeof wizardValues>>

export type IndustryOption = { id: number; name: string; sector: string }

/** Industries for pickers, in the viewer's language, grouped by sector. */
export async function industryOptions(locale: Locale): Promise<IndustryOption[]> {
  const industries = await Industry.query().orderBy('sector').orderBy('name')
  return industries.map((industry) => ({
    id: industry.id,
    name: industry.nameIn(locale),
    sector: industry.sector,
  }))
}

/** Ids that are not known industries (refused by the pickers' validators). */
export async function unknownIndustryIds(ids: number[]) {
  if (!ids.length) return []
  const known = await Industry.query().whereIn('id', ids).select('id')
  const knownIds = new Set(known.map((industry) => industry.id))
  return ids.filter((id) => !knownIds.has(id))
}

/**
 * Saves one step and returns the step to show next, or null when the last
 * step completed onboarding.
 */
export async function saveStep<S extends OnboardingStep>(
  user: User,
  step: S,
  values: StepAnswers[S]
): Promise<OnboardingStep | null> {
  return db.transaction(async (trx) => {
    user.useTransaction(trx)
    const answer =
      (await OnboardingAnswer.query({ client: trx }).where('userId', user.id).first()) ??
      new OnboardingAnswer().merge({ userId: user.id, step: ONBOARDING_STEPS[0] })
    answer.useTransaction(trx)

    let hasCompany: boolean | undefined
    switch (step) {
      case 'location': {
        const { city, timezone } = values as StepAnswers['location']
        answer.location = city
        user.city = city
        user.timezone = timezone
        break
      }
      case 'company': {
        const { has_company: has, company_name: name } = values as StepAnswers['company']
        hasCompany = has
        answer.companyName = has ? (name ?? null) : null
        user.companyName = answer.companyName
        if (!has) {
          answer.companySize = null
          user.companySize = null
        }
        break
      }
      case 'company_size': {
        const { company_size: size } = values as StepAnswers['company_size']
        answer.companySize = size
        user.companySize = size
        break
      }
      case 'role': {
        const { professional_role: role } = values as StepAnswers['role']
        answer.role = role
        user.professionalRole = role
        break
      }
      case 'industries': {
        const { industries } = values as StepAnswers['industries']
        await user.related('industries').sync(industries, true, trx)
        break
      }
      case 'challenge': {
        answer.growthChallenge = (values as StepAnswers['challenge']).growth_challenge
        break
      }
      case 'discovery': {
        const { discovery_source: source, discovery_source_other: other } =
          values as StepAnswers['discovery']
        answer.discoverySource = source
        answer.discoverySourceOther = source === 'other' ? (other ?? null) : null
        break
      }
    }

    const steps = stepsFor(answer, hasCompany)
    const next = steps[steps.indexOf(step) + 1] ?? null
    answer.step = next
    await answer.save()

    if (next === null) {
      user.onboarded = true
      if (!user.tourState) user.tourState = 'pending' satisfies TourState
    }
    await user.save()
    return next
  })
}

/** The guided tour a page should show: only once, right after onboarding. */
export function pendingTour(user: User | null | undefined) {
  if (!user?.onboarded || user.tourState !== 'pending') return null
  return { steps: [...TOUR_STEPS] }
}

/** Remembers that the tour was finished or skipped, so it never shows again. */
export async function finishTour(user: User, outcome: Exclude<TourState, 'pending'>) {
  if (user.tourState === 'completed' || user.tourState === 'skipped') return user
  user.tourState = outcome
  user.tourFinishedAt = DateTime.utc()
  await user.save()
  return user
}
