import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { Infer } from '@vinejs/vine/types'
import type { User } from '#accounts/index'
import type { Locale } from '#business/app'
import type { MentorProfileField } from '#business/sessions'
import MentorProfile from '#mentoring/models/mentor_profile'
import Skill from '#mentoring/models/skill'
import Industry from '#core/models/industry'
import type { mentorProfileValidator } from '#mentoring/validators/mentor_profile'
import type { FieldFailure } from '#mentoring/services/validation_messages'
import { missingForListing, type ListingRequirement } from '#mentoring/services/listing'
import { mentorTime } from '#mentoring/services/mentor_time'

export type MentorProfileInput = Infer<typeof mentorProfileValidator>

/** Euros (at most two decimals) to cents, and back. */
export const eurosToCents = (euros: number) => Math.round(euros * 100)
export const centsToEuros = (cents: number) => cents / 100

/** Where the profile stands in the catalogue (shown on the settings page). */
export type ListingStatus =
  'listed' | 'awaiting_approval' | 'inactive' | 'paused' | 'incomplete' | 'none'

export function listingStatusOf(
  profile: MentorProfile | null,
  missing: readonly ListingRequirement[] = []
): ListingStatus {
  if (!profile) return 'none'
  if (!profile.isApproved) return 'awaiting_approval'
  if (!profile.isActive) return 'inactive'
  if (profile.pausedAt) return 'paused'
  // Not listed until ready, whichever way the mentor came (see whereListed).
  if (missing.length) return 'incomplete'
  return 'listed'
}

/** Where the profile stands, and what the mentor still has to do to be listed. */
export async function listingOf(user: User, profile: MentorProfile | null) {
  if (!profile) return { status: listingStatusOf(null), missing: [] as ListingRequirement[] }
  const missing = missingForListing({
    hasPassword: user.password !== null,
    headline: profile.headline,
    bio: profile.bio,
    weeklyEntries: await mentorTime().weeklyRangeCount(profile.id),
  })
  return { status: listingStatusOf(profile, missing), missing }
}

/** The mentor's profile with its skills and industries, or null (an admin without one). */
export async function mentorProfileOf(user: User) {
  const profile = await MentorProfile.query().where('userId', user.id).first()
  if (profile) {
    await profile.load('skills')
    await profile.load('industries', (query) => query.orderBy('mentor_industries.id'))
  }
  return profile
}

/**
 * The settings form's values, one per field of MENTOR_PROFILE_FIELDS (as PUT
 * /api/mentor-profile takes them). Without a profile: the defaults of a new one.
 */
export function mentorProfileValues(profile: MentorProfile | null) {
  if (!profile) {
    return {
      headline: '',
      bio: '',
      yearsOfExperience: 0,
      skills: [] as number[],
      industries: [] as { industryId: number; years: number }[],
      hourlyRate: 0,
      sessionDurationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      maxSessionsPerMonth: null as number | null,
      companySizes: [] as string[],
    } satisfies Record<MentorProfileField, unknown>
  }
  return {
    headline: profile.headline ?? '',
    bio: profile.bio ?? '',
    yearsOfExperience: profile.yearsOfExperience,
    skills: profile.skills.map((skill) => skill.id),
    industries: profile.industries.map((industry) => ({
      industryId: industry.id,
      years: Number(industry.$extras.pivot_years ?? 0),
    })),
    hourlyRate: centsToEuros(profile.hourlyRateCents),
    sessionDurationMinutes: profile.sessionDurationMinutes,
    bufferBeforeMinutes: profile.bufferBeforeMinutes,
    bufferAfterMinutes: profile.bufferAfterMinutes,
    maxSessionsPerMonth: profile.maxSessionsPerMonth,
    companySizes: [...(profile.companySizes ?? [])] as string[],
  } satisfies Record<MentorProfileField, unknown>
}

export type MentorProfileValues = ReturnType<typeof mentorProfileValues>

/** Skills for the picker, labelled in the viewer's language. */
export async function skillOptions(locale: Locale) {
  const skills = await Skill.query().orderBy('name')
  return skills
    .map((skill) => ({ id: skill.id, name: skill.nameIn(locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/**
 * What the validator cannot know: skills and industries exist, and no
 * industry counts more years than the mentor's whole experience.
 */
export async function referenceFailures(
  input: MentorProfileInput,
  i18n: I18n
): Promise<FieldFailure[]> {
  const failures: FieldFailure[] = []
  const industryIds = input.industries.map((row) => row.industryId)
  const [knownSkills, knownIndustries] = await Promise.all([
    Skill.query().whereIn('id', input.skills).select('id'),
    Industry.query().whereIn('id', industryIds).select('id'),
  ])
  if (knownSkills.length !== input.skills.length) {
    failures.push({
      field: 'skills',
      message: i18n.t('mentor_settings.validation.skills.exists'),
      rule: 'exists',
    })
  }
  const known = new Set(knownIndustries.map((industry) => industry.id))
  input.industries.forEach((row, index) => {
    if (!known.has(row.industryId)) {
      failures.push({
        field: `industries.${index}.industryId`,
        message: i18n.t('mentor_settings.validation.industries.*.industryId.exists'),
        rule: 'exists',
      })
    } else if (row.years > input.yearsOfExperience) {
      failures.push({
        field: `industries.${index}.years`,
        message: i18n.t('mentor_settings.validation.industries.*.years.total', {
          years: input.yearsOfExperience,
        }),
        rule: 'total',
      })
    }
  })
  return failures
}

/**
 * Saves the whole profile; skills and industries are replaced in the same
 * transaction, so a failure leaves the previous profile untouched. A user
 * with mentor access but no profile (an admin, or a mentor made one by a role
 * change) gets one on the first save: approved for a MENTOR (only an admin
 * grants that role), awaiting approval for an ADMIN's own profile.
 */
export async function saveMentorProfile(user: User, input: MentorProfileInput) {
  return db.transaction(async (trx) => {
    const profile =
      (await MentorProfile.query({ client: trx }).where('userId', user.id).first()) ??
      new MentorProfile().merge({
        userId: user.id,
        isApproved: user.role === 'MENTOR',
        approvedAt: user.role === 'MENTOR' ? DateTime.now() : null,
        isActive: true,
      })
    profile.useTransaction(trx)
    profile.merge({
      headline: input.headline,
      bio: input.bio,
      yearsOfExperience: input.yearsOfExperience,
      hourlyRateCents: eurosToCents(input.hourlyRate),
      sessionDurationMinutes: input.sessionDurationMinutes,
      bufferBeforeMinutes: input.bufferBeforeMinutes,
      bufferAfterMinutes: input.bufferAfterMinutes,
      maxSessionsPerMonth: input.maxSessionsPerMonth,
      companySizes: input.companySizes ?? [],
    })
    await profile.save()
    await profile.related('skills').sync(input.skills, true, trx)
    await profile
      .related('industries')
      .sync(
        Object.fromEntries(input.industries.map((row) => [row.industryId, { years: row.years }])),
        true,
        trx
      )
    return profile
  })
}
