import type { Entitlement, SessionStatus } from '#business/sessions'
import type { DemoContext, DemoMentee, DemoMentor } from '#database/seeding/demo/context'
import type { Random } from '#database/seeding/random'
import { slotsBetween } from '#database/seeding/schedules'
import {
  DAY,
  drawSessionLife,
  feedbackRow,
  HOUR,
  sessionRow,
  type FeedbackDraft,
  type SessionLife,
} from '#database/seeding/sessions'
import {
  drawBooking,
  drawMenteeFeedback,
  drawMentorFeedback,
} from '#database/seeding/session_texts'

interface Planned {
  mentor: DemoMentor
  mentee: DemoMentee
  startsAt: number
  life: SessionLife
  entitlement?: Entitlement | null
  menteeFeedback?: boolean
  mentorFeedback?: boolean
}

/** Free slots per mentor: taken ones are removed, so no mentor is booked twice. */
class SlotBook {
  readonly past = new Map<number, number[]>()
  readonly future = new Map<number, number[]>()

  constructor(ctx: DemoContext) {
    for (const mentor of ctx.mentors) {
      const options = {
        zone: mentor.person.timezone,
        weekly: mentor.draft.weekly,
        exceptions: mentor.exceptions,
        durationMinutes: mentor.draft.sessionDurationMinutes,
        bufferBeforeMinutes: mentor.draft.bufferBeforeMinutes,
        bufferAfterMinutes: mentor.draft.bufferAfterMinutes,
      }
      const since = Math.max(mentor.createdAt + 4 * DAY, ctx.nowMs - 240 * DAY)
      const lastStart = ctx.nowMs - (mentor.draft.sessionDurationMinutes + 60) * 60_000
      this.past.set(mentor.id, slotsBetween(options, since, lastStart))
      this.future.set(mentor.id, slotsBetween(options, ctx.nowMs + 49 * HOUR, ctx.nowMs + 35 * DAY))
    }
  }

  /** The free slot of a mentor nearest to `target`, taken. */
  takeNear(mentor: DemoMentor, when: 'past' | 'future', target: number) {
    const slots = this[when].get(mentor.id)!
    let best = 0
    for (let index = 1; index < slots.length; index++) {
      if (Math.abs(slots[index] - target) < Math.abs(slots[best] - target)) {
        best = index
      }
    }
    return slots.splice(best, 1)[0]
  }

  takeRandom(random: Random, mentor: DemoMentor, when: 'past' | 'future', count: number) {
    const slots = this[when].get(mentor.id)!
    const taken = random.sample(slots, count)
    this[when].set(
      mentor.id,
      slots.filter((slot) => !taken.includes(slot))
    )
    return taken
  }
}

/**
 * The sessions: the demo mentee's scripted story, then a history and the
 * coming weeks for every mentor, with feedback, notes and saved mentors.
 * Mentor profiles' ratings and counts are refreshed afterwards.
 */
export async function seedSessions(ctx: DemoContext) {
  const random = ctx.random('sessions')
  const slots = new SlotBook(ctx)
  const planned = [...scriptedStory(ctx, slots, random), ...history(ctx, slots, random)]
  assignEntitlements(ctx, planned)

  planned.sort((a, b) => a.startsAt - b.startsAt)
  let sessionId = await ctx.writer.nextId('mentoring_sessions')
  const rows = planned.map((plan) =>
    sessionRow(ctx.writer, random, {
      id: sessionId++,
      mentorUserId: plan.mentor.id,
      menteeUserId: plan.mentee.id,
      menteeZone: plan.mentee.person.timezone,
      startsAt: plan.startsAt,
      durationMinutes: plan.mentor.draft.sessionDurationMinutes,
      booking: drawBooking(random, plan.mentee.person.locale),
      life: plan.life,
      entitlement: plan.entitlement ?? null,
      subscriptionId: plan.mentee.subscription?.id ?? null,
    })
  )
  await ctx.writer.insert('mentoring_sessions', rows)

  let feedbackId = await ctx.writer.nextId('feedbacks')
  const feedback = planned.flatMap((plan, index) => {
    if (plan.life.status !== 'completed') {
      return []
    }
    const endsAt = plan.startsAt + plan.mentor.draft.sessionDurationMinutes * 60_000
    const drafts: (FeedbackDraft & { authorUserId: number; authorRole: 'mentor' | 'mentee' })[] = []
    if (plan.menteeFeedback ?? random.chance(0.75)) {
      drafts.push({
        ...drawMenteeFeedback(random, plan.mentor.draft.quality, plan.mentee.person.locale),
        authorUserId: plan.mentee.id,
        authorRole: 'mentee',
      })
    }
    if (plan.mentorFeedback ?? random.chance(0.45)) {
      drafts.push({
        ...drawMentorFeedback(random),
        authorUserId: plan.mentor.id,
        authorRole: 'mentor',
      })
    }
    return drafts.map((draft) =>
      feedbackRow(
        ctx.writer,
        random,
        { ...draft, id: feedbackId++, sessionId: rows[index].id as number },
        endsAt,
        ctx.nowMs
      )
    )
  })
  await ctx.writer.insert('feedbacks', feedback)

  await seedNotes(
    ctx,
    planned,
    rows.map((row) => row.id as number)
  )
  await seedSavedMentors(ctx, random, planned)
}

/**
 * mentee@demo.test: a free first call two months ago (both reviewed), a
 * recent call awaiting his feedback, a cancelled one, one confirmed with
 * mentor@demo.test and one awaiting another mentor's confirmation.
 */
function scriptedStory(ctx: DemoContext, slots: SlotBook, random: Random): Planned[] {
  const mentee = ctx.mentee
  const seasoned = ctx.mentors.filter(
    (mentor) => mentor.id !== ctx.mentor.id && mentor.createdAt < ctx.nowMs - 200 * DAY
  )
  const [first, recent, cancelled, pending] = seasoned
  const plan = (
    mentor: DemoMentor,
    when: 'past' | 'future',
    target: number,
    status: SessionStatus,
    extra: Partial<Planned> = {}
  ): Planned => {
    const startsAt = slots.takeNear(mentor, when, target)
    const endsAt = startsAt + mentor.draft.sessionDurationMinutes * 60_000
    return {
      mentor,
      mentee,
      startsAt,
      life: drawSessionLife(random, startsAt, endsAt, ctx.nowMs, { status }),
      ...extra,
    }
  }
  const story = [
    plan(first, 'past', ctx.nowMs - 60 * DAY, 'completed', {
      entitlement: 'free_call',
      menteeFeedback: true,
      mentorFeedback: true,
    }),
    plan(recent, 'past', ctx.nowMs - 9 * DAY, 'completed', {
      entitlement: 'subscription',
      menteeFeedback: false,
      mentorFeedback: true,
    }),
    plan(cancelled, 'future', ctx.nowMs + 12 * DAY, 'cancelled', { entitlement: 'subscription' }),
    plan(ctx.mentor, 'future', ctx.nowMs + 4 * DAY, 'confirmed', { entitlement: 'subscription' }),
    plan(pending, 'future', ctx.nowMs + 8 * DAY, 'pending', { entitlement: 'subscription' }),
  ]
  // He cancelled in time himself.
  story[2].life.cancelledBy = 'mentee'
  return story
}

/** Past sessions for mentors with some history, and a few in the coming weeks. */
function history(ctx: DemoContext, slots: SlotBook, random: Random): Planned[] {
  const mentees = ctx.bookingMentees
  const busy = new Map<number, [number, number][]>()
  const isFree = (mentee: DemoMentee, start: number, end: number) =>
    mentee.createdAt < start - 3 * DAY &&
    !(busy.get(mentee.id) ?? []).some(([from, to]) => start < to && from < end)

  const planned: Planned[] = []
  const book = (mentor: DemoMentor, startsAt: number, status?: SessionStatus) => {
    const endsAt = startsAt + mentor.draft.sessionDurationMinutes * 60_000
    for (let attempt = 0; attempt < 20; attempt++) {
      // A few mentees book far more than others.
      const mentee = mentees[Math.floor(random.next() ** 1.6 * mentees.length)]
      if (isFree(mentee, startsAt, endsAt)) {
        busy.set(mentee.id, [...(busy.get(mentee.id) ?? []), [startsAt, endsAt]])
        const life = drawSessionLife(random, startsAt, endsAt, ctx.nowMs, { status })
        planned.push({ mentor, mentee, startsAt, life })
        return
      }
    }
  }

  for (const mentor of ctx.mentors) {
    const isDemoMentor = mentor.id === ctx.mentor.id
    const isNew = mentor.createdAt > ctx.nowMs - 60 * DAY
    const pastCount = isDemoMentor
      ? 14
      : isNew
        ? 0
        : random.weighted([
            [1, 1],
            [random.int(2, 5), 3],
            [random.int(6, 12), 3],
          ] as const)
    for (const startsAt of slots.takeRandom(random, mentor, 'past', pastCount)) {
      book(mentor, startsAt)
    }
    const futureCount = isDemoMentor ? 4 : random.int(0, 3)
    slots
      .takeRandom(random, mentor, 'future', futureCount)
      .sort((a, b) => a - b)
      // mentor@demo.test always has a request to confirm.
      .forEach((startsAt, index) =>
        book(mentor, startsAt, isDemoMentor && index === 1 ? 'pending' : undefined)
      )
  }
  return planned
}

/**
 * What each booking consumed: a mentee's first kept call is the free call;
 * later ones come from the subscription once there is one; older history
 * has none (arranged before plans existed).
 */
function assignEntitlements(ctx: DemoContext, planned: Planned[]) {
  const usedFreeCall = new Set<number>([ctx.mentee.id])
  for (const plan of [...planned].sort((a, b) => a.startsAt - b.startsAt)) {
    if (plan.entitlement !== undefined) {
      continue
    }
    const subscription = plan.mentee.subscription
    if (plan.life.status !== 'cancelled' && !usedFreeCall.has(plan.mentee.id)) {
      plan.entitlement = 'free_call'
      usedFreeCall.add(plan.mentee.id)
    } else {
      plan.entitlement =
        subscription && plan.life.createdAt >= subscription.startedAt ? 'subscription' : null
    }
  }
}

async function seedNotes(ctx: DemoContext, planned: Planned[], ids: number[]) {
  const index = (predicate: (plan: Planned) => boolean) => planned.findIndex(predicate)
  const menteeRecent = index(
    (plan) =>
      plan.mentee.id === ctx.mentee.id &&
      plan.life.status === 'completed' &&
      plan.mentorFeedback === true &&
      plan.menteeFeedback === false
  )
  const mentorCompleted = index(
    (plan) => plan.mentor.id === ctx.mentor.id && plan.life.status === 'completed'
  )
  const notes = [
    {
      session: menteeRecent,
      author: ctx.mentee.id,
      body: 'Pricing: test a usage-based tier with the three largest customers before changing the list price. Ask Giulia for the churn cohort by plan.',
    },
    {
      session: mentorCompleted,
      author: ctx.mentor.id,
      body: 'Strong team, weak pipeline. Follow up in a month on the first two enterprise pilots; intro to a payments partner if they close one.',
    },
  ].filter((note) => note.session >= 0)
  await ctx.insert(
    'session_notes',
    notes.map((note) => {
      const plan = planned[note.session]
      const at = ctx.at(plan.startsAt + (plan.mentor.draft.sessionDurationMinutes + 20) * 60_000)
      return {
        session_id: ids[note.session],
        author_user_id: note.author,
        body: note.body,
        created_at: at,
        updated_at: at,
      }
    })
  )
}

async function seedSavedMentors(ctx: DemoContext, random: Random, planned: Planned[]) {
  const saved = new Map<number, Set<number>>()
  const save = (menteeId: number, mentorId: number) => {
    const mentors = saved.get(menteeId) ?? new Set<number>()
    mentors.add(mentorId)
    saved.set(menteeId, mentors)
  }
  save(ctx.mentee.id, ctx.mentor.id)
  for (const mentor of random.sample(ctx.mentors.slice(5), 4)) {
    save(ctx.mentee.id, mentor.id)
  }
  for (const mentee of ctx.bookingMentees) {
    if (random.chance(0.4)) {
      const theirs = planned
        .filter((plan) => plan.mentee.id === mentee.id)
        .map((plan) => plan.mentor)
      for (const mentor of random.sample(
        [...theirs, ...random.sample(ctx.mentors, 2)],
        random.int(1, 4)
      )) {
        save(mentee.id, mentor.id)
      }
    }
  }
  const joined = new Map(ctx.mentees.map((mentee) => [mentee.id, mentee.createdAt]))
  await ctx.insert(
    'saved_mentors',
    [...saved].flatMap(([menteeId, mentorIds]) =>
      [...mentorIds].map((mentorId) => ({
        user_id: menteeId,
        mentor_user_id: mentorId,
        created_at: ctx.at(
          Math.max(joined.get(menteeId)! + DAY, ctx.nowMs - random.int(1, 90) * DAY)
        ),
      }))
    )
  )
}
