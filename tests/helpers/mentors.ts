import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import MentorProfile from '#mentoring/models/mentor_profile'
import Industry from '#core/models/industry'
import Skill from '#mentoring/models/skill'
import type { MatchingCompanySize } from '#business/matching'
import { givenUser } from '#tests/helpers/users'
import ScheduleEntry from '#scheduling/models/schedule_entry'

let sequence = 0

function unique() {
  sequence += 1
  return `${sequence}-${Date.now().toString(36)}-${Math.round(Math.random() * 1e6).toString(36)}`
}

/** A skill of its own (unique slug), so tests do not depend on seeded vocabularies. */
export async function givenSkill(name = 'Fundraising', nameIt?: string) {
  return Skill.create({ slug: `skill-${unique()}`, name, nameIt: nameIt ?? `${name} (it)` })
}

/** An industry of its own; industries of one `sector` are related for matching. */
export async function givenIndustry(name = 'Fintech', sector = 'Finance', nameIt?: string) {
  return Industry.create({
    slug: `industry-${unique()}`,
    name,
    nameIt: nameIt ?? `${name} (it)`,
    sector,
  })
}

export type MentorOptions = {
  firstName?: string
  lastName?: string
  timezone?: string
  slug?: string | null
  approved?: boolean
  active?: boolean
  status?: User['status']
  headline?: string
  bio?: string
  years?: number
  hourlyRate?: number
  sessionDuration?: number
  rating?: number
  ratingsCount?: number
  sessionsCount?: number
  companySizes?: MatchingCompanySize[]
  nextAvailableAt?: DateTime | null
  skills?: Skill[]
  /** Industries with the mentor's years in each. */
  industries?: { industry: Industry; years: number }[]
  /**
   * Weekly hours, which a listed mentor needs: by default one hour (Mondays
   * 07:00-08:00, the mentor's zone); false for none (not listed).
   */
  weeklyHours?: boolean
}

/**
 * An approved, active MENTOR with a profile (listed in the catalogue unless
 * told otherwise). Returns the user and the profile.
 */
export async function givenMentor(options: MentorOptions = {}) {
  const user = await givenUser({
    role: 'MENTOR',
    firstName: options.firstName ?? 'Mentor',
    lastName: options.lastName ?? `Person${unique().split('-')[0]}`,
    timezone: options.timezone ?? 'Europe/Rome',
    status: options.status ?? 'active',
  })
  if (options.slug !== undefined) {
    user.slug = options.slug
    await user.save()
  }
  const approved = options.approved ?? true
  const profile = await MentorProfile.create({
    userId: user.id,
    headline: options.headline ?? 'Operator and investor helping founders raise their seed round',
    bio:
      options.bio ??
      'Twenty years building and scaling companies across Europe, now helping founders find focus.',
    yearsOfExperience: options.years ?? 12,
    hourlyRateCents: Math.round((options.hourlyRate ?? 120) * 100),
    sessionDurationMinutes: options.sessionDuration ?? 60,
    rating: options.rating ?? 0,
    ratingsCount: options.ratingsCount ?? (options.rating ? 5 : 0),
    sessionsCount: options.sessionsCount ?? 0,
    companySizes: options.companySizes ?? [],
    isApproved: approved,
    approvedAt: approved ? DateTime.now() : null,
    isActive: options.active ?? true,
    nextAvailableAt: options.nextAvailableAt ?? null,
    availabilityComputedAt: options.nextAvailableAt === undefined ? null : DateTime.now(),
  })
  if (options.skills?.length) {
    await profile.related('skills').attach(options.skills.map((skill) => skill.id))
  }
  if (options.industries?.length) {
    await profile
      .related('industries')
      .attach(
        Object.fromEntries(
          options.industries.map(({ industry, years }) => [industry.id, { years }])
        )
      )
  }
  if (options.weeklyHours ?? true) {
    await ScheduleEntry.create({
      mentorProfileId: profile.id,
      dayOfWeek: 1,
      startTime: '07:00',
      endTime: '08:00',
    })
  }
  return { user, profile }
}
