import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import type MentorProfile from '#mentoring/models/mentor_profile'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import MentoringSession from '#scheduling/models/mentoring_session'
import { refreshNextAvailable } from '#scheduling/services/mentor_availability'
import type { SessionStatus } from '#business/sessions'
import { givenMentor, type MentorOptions } from '#tests/helpers/mentors'

/** Weekly hours on every day of the week, in the mentor's zone. */
export async function givenSchedule(profile: MentorProfile, start = '08:00', end = '20:00') {
  for (let day = 1; day <= 7; day++) {
    await ScheduleEntry.create({
      mentorProfileId: profile.id,
      dayOfWeek: day as ScheduleEntry['dayOfWeek'],
      startTime: start,
      endTime: end,
    })
  }
  await refreshNextAvailable([profile.id])
}

/** A listed mentor available every day 08:00-20:00 (their zone). */
export async function givenBookableMentor(options: MentorOptions = {}) {
  const mentor = await givenMentor({ ...options, weeklyHours: false })
  await givenSchedule(mentor.profile)
  return mentor
}

export const REQUEST_TEXTS = {
  objective: 'Prepare the seed round pitch for investors',
  problem: 'Our deck does not explain the market size well',
  desiredOutcome: 'A clear story and a list of investors to contact',
}

/** A session row as it would be after booking (and confirming, per status). */
export async function givenSession(
  mentor: User,
  mentee: User,
  options: {
    startsAt?: DateTime
    durationMinutes?: number
    status?: SessionStatus
    entitlement?: MentoringSession['entitlement']
  } = {}
) {
  const startsAt = options.startsAt ?? DateTime.utc().plus({ days: 5 }).startOf('hour')
  const duration = options.durationMinutes ?? 60
  const status = options.status ?? 'confirmed'
  const now = DateTime.utc()
  return MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: duration }),
    durationMinutes: duration,
    ...REQUEST_TEXTS,
    communicationTool: 'jitsi',
    isFreeCall: options.entitlement === 'free_call',
    entitlement: options.entitlement ?? null,
    status,
    menteeConfirmedAt: now,
    mentorConfirmedAt: status === 'pending' ? null : now,
    meetingLink: status === 'pending' ? null : 'https://meet.jit.si/test-room',
    bookedMonth: now.toFormat('yyyy-MM'),
    menteeTimezone: mentee.timezone,
    completedAt: status === 'completed' ? startsAt.plus({ minutes: duration }) : null,
  })
}

type Answer = {
  status(): number
  body(): any
  text(): string | undefined
  assertStatus(status: number): void
}

/** Awaits a request and checks its status; returns the response. */
export async function expectStatus<T extends Answer>(request: PromiseLike<T>, status: number) {
  const response = await request
  response.assertStatus(status)
  return response
}

/** Awaits a request and returns its JSON body. */
export async function bodyOf(request: PromiseLike<Answer>) {
  const response = await request
  return response.body()
}

/** Awaits a request and returns its text (a page's HTML). */
export async function textOf(request: PromiseLike<Answer>) {
  const response = await request
  return response.text() ?? ''
}

/** Awaits a request and returns the `data` of its JSON body. */
export async function dataOf(request: PromiseLike<Answer>) {
  const body = await bodyOf(request)
  return body.data
}
