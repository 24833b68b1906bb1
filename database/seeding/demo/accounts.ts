import { DateTime } from 'luxon'
import User from '#accounts/models/user'
import {
  DEMO_EMAILS,
  DEMO_PASSWORD,
  type DemoContext,
  type DemoUser,
} from '#database/seeding/demo/context'
import { demoMentorDraft, DEMO_MENTOR_PERSON } from '#database/seeding/demo/demo_mentor'
import { createMentees, createOnboardingAnswers } from '#database/seeding/demo/mentees'
import { createMentors } from '#database/seeding/demo/mentors'
import { slugify, type Person } from '#database/seeding/people'
import { drawExceptions } from '#database/seeding/schedules'
import { DAY } from '#database/seeding/sessions'

/**
 * The demo accounts (through the User model, which hashes the password),
 * then mentors with full profiles and mentees, some of them onboarded.
 */
export async function seedAccounts(ctx: DemoContext) {
  await createDemoAccounts(ctx)
  await createMentors(ctx)
  await createMentees(ctx)
  await createOnboardingAnswers(ctx)
}

async function createDemoAccounts(ctx: DemoContext) {
  const client = ctx.writer.client
  const utc = (epochMs: number) => DateTime.fromMillis(epochMs, { zone: 'utc' })
  const verified = { status: 'active' as const, emailVerifiedAt: utc(ctx.nowMs - 600 * DAY) }

  const admin = await User.create(
    {
      ...verified,
      firstName: 'Sofia',
      lastName: 'Galbiati',
      email: DEMO_EMAILS.admin,
      password: DEMO_PASSWORD,
      role: 'ADMIN',
      onboarded: true,
      tourState: 'completed',
      tourFinishedAt: utc(ctx.nowMs - 599 * DAY),
      locale: 'en',
      timezone: 'Europe/Rome',
      city: 'Milan',
      professionalRole: 'Community lead',
      createdAt: utc(ctx.nowMs - 600 * DAY),
    },
    { client }
  )
  ctx.passwordHash = admin.password!
  ctx.admin = toDemoUser(admin, { ...DEMO_MENTOR_PERSON, firstName: 'Sofia', lastName: 'Galbiati' })

  const mentorPerson = DEMO_MENTOR_PERSON
  const mentor = await User.create(
    {
      ...verified,
      firstName: mentorPerson.firstName,
      lastName: mentorPerson.lastName,
      email: DEMO_EMAILS.mentor,
      password: DEMO_PASSWORD,
      role: 'MENTOR',
      onboarded: true,
      tourState: 'completed',
      tourFinishedAt: utc(ctx.nowMs - 539 * DAY),
      locale: 'en',
      timezone: mentorPerson.timezone,
      city: mentorPerson.city,
      professionalRole: 'Founder & angel investor',
      companySize: 'small',
      slug: slugify(`${mentorPerson.firstName} ${mentorPerson.lastName}`),
      createdAt: utc(ctx.nowMs - 540 * DAY),
    },
    { client }
  )
  const draft = demoMentorDraft(ctx.catalog)
  ctx.mentor = {
    ...toDemoUser(mentor, mentorPerson),
    profileId: 0,
    draft,
    exceptions: drawExceptions(
      ctx.random('demo-mentor-exceptions'),
      draft.weekly,
      mentorPerson.timezone,
      ctx.nowMs + 7 * DAY,
      21,
      2
    ),
  }

  const menteePerson: Person = {
    firstName: 'Luca',
    lastName: 'Ferrante',
    city: 'Milan',
    timezone: 'Europe/Rome',
    locale: 'en',
    speaksItalian: true,
  }
  const mentee = await User.create(
    {
      ...verified,
      firstName: menteePerson.firstName,
      lastName: menteePerson.lastName,
      email: DEMO_EMAILS.mentee,
      password: DEMO_PASSWORD,
      role: 'STUDENT',
      onboarded: true,
      // The demo shows the guided tour once, on the first sign-in.
      tourState: 'pending',
      locale: 'en',
      timezone: menteePerson.timezone,
      city: menteePerson.city,
      companyName: 'Verdeloop',
      companySize: 'small',
      professionalRole: 'Co-founder & CEO',
      createdAt: utc(ctx.nowMs - 120 * DAY),
    },
    { client }
  )
  ctx.mentee = {
    ...toDemoUser(mentee, menteePerson),
    onboarded: true,
    companyName: 'Verdeloop',
    companySize: 'small',
    role: 'Co-founder & CEO',
    subscription: null,
  }
}

function toDemoUser(user: User, person: Person): DemoUser {
  return { id: user.id, email: user.email, person, createdAt: user.createdAt.toMillis() }
}
