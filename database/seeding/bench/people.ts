import type { BenchRun } from '#database/seeding/bench/run'
import type { Row } from '#database/seeding/bulk'
import type { Catalog } from '#database/seeding/catalog'
import { draftMentor, type MentorDraft } from '#database/seeding/mentor_profiles'
import {
  drawPerson,
  emailLocalPart,
  MENTEE_ORIGINS,
  MENTOR_ORIGINS,
  slugify,
  type Person,
} from '#database/seeding/people'
import { Random } from '#database/seeding/random'
import { drawExceptions, type DayException } from '#database/seeding/schedules'
import { DAY } from '#database/seeding/sessions'

/**
 * The bench's people: mentors drafted in memory (their sessions are drawn
 * from their schedules), mentees drawn as their rows are written.
 */
export interface BenchMentor {
  userId: number
  profileId: number
  email: string
  slug: string
  person: Person
  draft: MentorDraft
  exceptions: DayException[]
  createdAt: number
  /** Cleared when the generated history is busier than the drafted monthly limit. */
  maxSessionsPerMonth: number | null
}

export interface BenchMentee {
  userId: number
  timezone: string
  locale: Person['locale']
}

/** Everybody joined before the history starts (at most 150 weeks back). */
const JOINED_DAYS_AGO = [1_100, 1_200] as const

export function draftMentors(
  run: BenchRun,
  catalog: Catalog,
  ids: { user: number; profile: number }
): BenchMentor[] {
  const random = Random.for(run.options.seed, 'bench-mentors')
  return Array.from({ length: run.options.mentors }, (_, index) => {
    const person = drawPerson(random, MENTOR_ORIGINS)
    const draft = draftMentor(random, catalog, person)
    const exceptions = random.chance(0.1)
      ? drawExceptions(random, draft.weekly, person.timezone, run.now, 42, random.int(1, 2))
      : []
    return {
      userId: ids.user + index,
      profileId: ids.profile + index,
      email: `${emailLocalPart(person)}.${index + 1}@mentor.bench.test`,
      slug: `${slugify(`${person.firstName} ${person.lastName}`)}-${index + 1}`,
      person,
      draft,
      exceptions,
      createdAt: run.now - random.int(...JOINED_DAYS_AGO) * DAY,
      maxSessionsPerMonth: draft.maxSessionsPerMonth,
    }
  })
}

/**
 * Writes the mentors' and mentees' users; returns the mentees who may book
 * (one in five signed up recently and has not booked yet).
 */
export async function writeUsers(
  run: BenchRun,
  mentors: BenchMentor[],
  firstMenteeId: number,
  passwordHash: string
) {
  const mentees: BenchMentee[] = []
  const total = mentors.length + run.options.mentees
  function* rows() {
    for (const mentor of mentors) {
      yield userRow(run, passwordHash, mentor.person, {
        id: mentor.userId,
        email: mentor.email,
        role: 'MENTOR',
        onboarded: true,
        createdAt: mentor.createdAt,
        slug: mentor.slug,
        professionalRole: mentor.draft.title,
      })
    }
    const random = Random.for(run.options.seed, 'bench-mentees')
    for (let index = 0; index < run.options.mentees; index++) {
      const person = drawPerson(random, MENTEE_ORIGINS)
      const userId = firstMenteeId + index
      const isNew = random.chance(0.2)
      if (!isNew) {
        mentees.push({ userId, timezone: person.timezone, locale: person.locale })
      }
      yield userRow(run, passwordHash, person, {
        id: userId,
        email: `${emailLocalPart(person)}.${index + 1}@mentee.bench.test`,
        role: 'STUDENT',
        onboarded: !isNew,
        createdAt: run.now - (isNew ? random.int(1, 60) : random.int(...JOINED_DAYS_AGO)) * DAY,
      })
    }
  }
  await run.writeAll('users', total, rows())
  return mentees
}

function userRow(
  run: BenchRun,
  passwordHash: string,
  person: Person,
  user: {
    id: number
    email: string
    role: string
    onboarded: boolean
    createdAt: number
    slug?: string
    professionalRole?: string
  }
): Row {
  const at = run.base.instant(user.createdAt)
  return {
    id: user.id,
    first_name: person.firstName,
    last_name: person.lastName,
    email: user.email,
    password: passwordHash,
    role: user.role,
    status: 'active',
    email_verified_at: at,
    onboarded: user.onboarded,
    locale: person.locale,
    timezone: person.timezone,
    city: person.city,
    professional_role: user.professionalRole ?? null,
    slug: user.slug ?? null,
    tour_state: user.onboarded ? 'completed' : null,
    tour_finished_at: user.onboarded ? at : null,
    created_at: at,
    updated_at: at,
  }
}

/** Profiles (after the sessions: their monthly limit depends on the history), skills, industries, schedules. */
export async function writeProfiles(run: BenchRun, mentors: BenchMentor[]) {
  const instant = run.base.instant
  const at = instant(run.now - 30 * DAY)
  await run.writeAll(
    'mentor_profiles',
    mentors.length,
    mentors.map((mentor) => ({
      id: mentor.profileId,
      user_id: mentor.userId,
      headline: mentor.draft.headline,
      bio: mentor.draft.bio,
      years_of_experience: mentor.draft.yearsOfExperience,
      hourly_rate_cents: mentor.draft.hourlyRateCents,
      session_duration_minutes: mentor.draft.sessionDurationMinutes,
      buffer_before_minutes: mentor.draft.bufferBeforeMinutes,
      buffer_after_minutes: mentor.draft.bufferAfterMinutes,
      max_sessions_per_month: mentor.maxSessionsPerMonth,
      rating: 0,
      ratings_count: 0,
      sessions_count: 0,
      is_approved: true,
      is_active: true,
      approved_at: instant(mentor.createdAt + 3 * DAY),
      company_sizes: JSON.stringify(mentor.draft.companySizes),
      use_google_meet: mentor.draft.useGoogleMeet,
      created_at: instant(mentor.createdAt),
      updated_at: at,
    }))
  )

  // Nothing points at these rows: the database numbers them.
  const children = <T>(
    table: string,
    items: (mentor: BenchMentor) => T[],
    row: (mentor: BenchMentor, item: T) => Row
  ) => {
    const rows = mentors.flatMap((mentor) => items(mentor).map((item) => row(mentor, item)))
    return run.writeAll(table, rows.length, rows)
  }
  await children(
    'mentor_skills',
    (mentor) => mentor.draft.skillIds,
    (mentor, skillId) => ({ mentor_profile_id: mentor.profileId, skill_id: skillId })
  )
  await children(
    'mentor_industries',
    (mentor) => mentor.draft.industries,
    (mentor, industry) => ({
      mentor_profile_id: mentor.profileId,
      industry_id: industry.id,
      years: industry.years,
    })
  )
  await children(
    'schedule_entries',
    (mentor) => mentor.draft.weekly,
    (mentor, range) => ({
      mentor_profile_id: mentor.profileId,
      day_of_week: range.day,
      start_time: range.start,
      end_time: range.end,
      created_at: at,
      updated_at: at,
    })
  )
  await children(
    'schedule_exceptions',
    (mentor) => mentor.exceptions,
    (mentor, exception) => ({
      mentor_profile_id: mentor.profileId,
      date: exception.date,
      reason: exception.reason,
      available_start: exception.start,
      available_end: exception.end,
      created_at: at,
      updated_at: at,
    })
  )
}
