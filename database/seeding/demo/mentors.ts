import {
  uniqueName,
  userRow,
  type DemoContext,
  type DemoMentor,
} from '#database/seeding/demo/context'
import { draftMentor } from '#database/seeding/mentor_profiles'
import {
  drawPerson,
  emailLocalPart,
  MENTOR_ORIGINS,
  slugify,
  type Person,
} from '#database/seeding/people'
import { drawExceptions } from '#database/seeding/schedules'
import { DAY } from '#database/seeding/sessions'

/** 59 drawn mentors plus mentor@demo.test. */
export const DEMO_MENTOR_COUNT = 60

/** Mentors with full profiles: skills, industries, weekly schedules, a few exceptions. */
export async function createMentors(ctx: DemoContext) {
  const random = ctx.random('mentors')
  const emails = new Set<string>(['admin', 'mentor', 'mentee'])
  const slugs = new Set<string>([slugify('Elena Castaldi')])
  const fullNames = new Set<string>(['Elena Castaldi'])

  const drawn: { person: Person; createdAt: number; email: string; slug: string }[] = []
  while (drawn.length < DEMO_MENTOR_COUNT - 1) {
    const person = drawPerson(random, MENTOR_ORIGINS)
    const fullName = `${person.firstName} ${person.lastName}`
    if (fullNames.has(fullName)) {
      continue
    }
    fullNames.add(fullName)
    // One mentor in ten joined recently and has no history yet.
    const createdAt =
      ctx.nowMs - (random.chance(0.1) ? random.int(10, 40) : random.int(260, 720)) * DAY
    drawn.push({
      person,
      createdAt,
      email: `${uniqueName(emails, emailLocalPart(person))}@demo.test`,
      slug: uniqueName(slugs, slugify(fullName)),
    })
  }

  const drafts = drawn.map(({ person }) => draftMentor(random, ctx.catalog, person))
  const users = await ctx.insert(
    'users',
    drawn.map((item, index) =>
      userRow(ctx, item.person, {
        email: item.email,
        role: 'MENTOR',
        onboarded: true,
        professional_role: drafts[index].title,
        slug: item.slug,
        created_at: item.createdAt,
      })
    )
  )

  const mentors: DemoMentor[] = [
    ctx.mentor,
    ...drawn.map((item, index) => ({
      id: users[index].id,
      email: item.email,
      person: item.person,
      createdAt: item.createdAt,
      profileId: 0,
      draft: drafts[index],
      exceptions: random.chance(0.25)
        ? drawExceptions(
            random,
            drafts[index].weekly,
            item.person.timezone,
            ctx.nowMs,
            42,
            random.int(1, 2)
          )
        : [],
    })),
  ]
  await createMentorProfiles(ctx, mentors)
  ctx.mentors = mentors
}

async function createMentorProfiles(ctx: DemoContext, mentors: DemoMentor[]) {
  const profiles = await ctx.insert(
    'mentor_profiles',
    mentors.map((mentor) => {
      const { draft } = mentor
      const approvedAt = mentor.createdAt + 3 * DAY
      return {
        user_id: mentor.id,
        headline: draft.headline,
        bio: draft.bio,
        years_of_experience: draft.yearsOfExperience,
        hourly_rate_cents: draft.hourlyRateCents,
        session_duration_minutes: draft.sessionDurationMinutes,
        buffer_before_minutes: draft.bufferBeforeMinutes,
        buffer_after_minutes: draft.bufferAfterMinutes,
        max_sessions_per_month: draft.maxSessionsPerMonth,
        rating: 0,
        ratings_count: 0,
        sessions_count: 0,
        is_approved: true,
        is_active: true,
        approved_at: ctx.at(approvedAt),
        company_sizes: JSON.stringify(draft.companySizes),
        use_google_meet: draft.useGoogleMeet,
        created_at: ctx.at(mentor.createdAt),
        updated_at: ctx.at(approvedAt),
      }
    })
  )
  mentors.forEach((mentor, index) => (mentor.profileId = profiles[index].id))

  const created = ctx.at(ctx.nowMs - 30 * DAY)
  await ctx.insert(
    'mentor_skills',
    mentors.flatMap((mentor) =>
      mentor.draft.skillIds.map((skillId) => ({
        mentor_profile_id: mentor.profileId,
        skill_id: skillId,
      }))
    )
  )
  await ctx.insert(
    'mentor_industries',
    mentors.flatMap((mentor) =>
      mentor.draft.industries.map((industry) => ({
        mentor_profile_id: mentor.profileId,
        industry_id: industry.id,
        years: industry.years,
      }))
    )
  )
  await ctx.insert(
    'schedule_entries',
    mentors.flatMap((mentor) =>
      mentor.draft.weekly.map((range) => ({
        mentor_profile_id: mentor.profileId,
        day_of_week: range.day,
        start_time: range.start,
        end_time: range.end,
        created_at: created,
        updated_at: created,
      }))
    )
  )
  await ctx.insert(
    'schedule_exceptions',
    mentors.flatMap((mentor) =>
      mentor.exceptions.map((exception) => ({
        mentor_profile_id: mentor.profileId,
        date: exception.date,
        reason: exception.reason,
        available_start: exception.start,
        available_end: exception.end,
        created_at: created,
        updated_at: created,
      }))
    )
  )
}
