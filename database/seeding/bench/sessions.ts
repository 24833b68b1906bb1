import type { BenchMentee, BenchMentor } from '#database/seeding/bench/people'
import type { BenchRun } from '#database/seeding/bench/run'
import type { Row } from '#database/seeding/bulk'
import { Random } from '#database/seeding/random'
import {
  localToEpoch,
  localWeekStart,
  slotsBetween,
  weeklySlotTemplate,
  type SlotOptions,
} from '#database/seeding/schedules'
import { DAY, drawSessionLife, feedbackRow, HOUR, sessionRow } from '#database/seeding/sessions'
import {
  drawBooking,
  drawMenteeFeedback,
  drawMentorFeedback,
} from '#database/seeding/session_texts'

const WEEK = 7 * DAY
const HISTORY_MAX_WEEKS = 150

/**
 * The sessions, mentor by mentor: mostly completed in the past, some
 * cancelled, a few pending or confirmed in the coming weeks, with feedback
 * from mentees and mentors. Written with their feedback, a batch per transaction.
 */
export async function writeSessions(
  run: BenchRun,
  mentors: BenchMentor[],
  mentees: BenchMentee[],
  ids: { session: number; feedback: number }
) {
  const random = Random.for(run.options.seed, 'bench-sessions')
  const total = run.options.sessions
  const targets = splitTotal(random, total, mentors.length)
  const pickMentee = menteePicker(random, mentees)
  const usedFreeCall = new Set<number>()
  let sessions: Row[] = []
  let feedback: Row[] = []
  let sessionId = ids.session
  let feedbackId = ids.feedback
  // What a mentor's schedule cannot hold passes to the next one.
  let carry = 0

  for (const [index, mentor] of mentors.entries()) {
    const target = targets[index] + carry
    const starts = mentees.length ? mentorHistory(random, mentor, target, run.now) : []
    carry = target - starts.length
    const duration = mentor.draft.sessionDurationMinutes
    for (const startsAt of starts) {
      const endsAt = startsAt + duration * 60_000
      const life = drawSessionLife(random, startsAt, endsAt, run.now, { cancelledShare: 0.08 })
      const mentee = pickMentee(startsAt, life.status === 'pending' || life.status === 'confirmed')
      const freeCall = life.status !== 'cancelled' && !usedFreeCall.has(mentee.userId)
      if (freeCall) {
        usedFreeCall.add(mentee.userId)
      }
      const id = sessionId++
      sessions.push(
        sessionRow(run.base, random, {
          id,
          mentorUserId: mentor.userId,
          menteeUserId: mentee.userId,
          menteeZone: mentee.timezone,
          startsAt,
          durationMinutes: duration,
          booking: drawBooking(random, mentee.locale),
          life,
          // Later calls: history from before plans existed.
          entitlement: freeCall ? 'free_call' : null,
        })
      )
      if (life.status !== 'completed') {
        continue
      }
      const reviews = [
        random.chance(0.6) && {
          ...drawMenteeFeedback(random, mentor.draft.quality, mentee.locale),
          authorUserId: mentee.userId,
          authorRole: 'mentee' as const,
        },
        random.chance(0.3) && {
          ...drawMentorFeedback(random),
          authorUserId: mentor.userId,
          authorRole: 'mentor' as const,
        },
      ]
      for (const review of reviews) {
        if (review) {
          feedback.push(
            feedbackRow(
              run.base,
              random,
              { ...review, id: feedbackId++, sessionId: id },
              endsAt,
              run.now
            )
          )
        }
      }
    }
    const isLast = index === mentors.length - 1
    if (sessions.length >= run.rowsPerTransaction || (isLast && sessions.length)) {
      await run.write([
        ['mentoring_sessions', sessions],
        ['feedbacks', feedback],
      ])
      run.report('mentoring_sessions', total)
      sessions = []
      feedback = []
    }
  }
}

/** `total` split over `parts`, skewed: a few mentors are far busier than most. */
function splitTotal(random: Random, total: number, parts: number) {
  const weights = Array.from({ length: parts }, () => 0.15 + 4 * random.next() ** 3)
  const sum = weights.reduce((a, b) => a + b, 0)
  const shares = weights.map((weight) => Math.floor((total * weight) / sum))
  let rest = total - shares.reduce((a, b) => a + b, 0)
  for (let index = 0; rest > 0; index = (index + 1) % parts, rest--) {
    shares[index]++
  }
  return shares
}

/**
 * Mentees for bookings: a few book far more than most, and nobody holds two
 * live (pending or confirmed) bookings starting at the same instant.
 */
function menteePicker(random: Random, mentees: BenchMentee[]) {
  const order = random.shuffle(mentees.map((_, index) => index))
  const liveStarts = new Set<string>()
  return (startsAt: number, isLive: boolean) => {
    const position = Math.floor(random.next() ** 1.5 * mentees.length)
    let mentee = mentees[order[position]]
    for (let step = 1; isLive && liveStarts.has(`${mentee.userId}:${startsAt}`); step++) {
      mentee = mentees[order[(position + step) % mentees.length]]
    }
    if (isLive) {
      liveStarts.add(`${mentee.userId}:${startsAt}`)
    }
    return mentee
  }
}

function slotOptions(mentor: BenchMentor): SlotOptions {
  return {
    zone: mentor.person.timezone,
    weekly: mentor.draft.weekly,
    exceptions: mentor.exceptions,
    durationMinutes: mentor.draft.sessionDurationMinutes,
    bufferBeforeMinutes: mentor.draft.bufferBeforeMinutes,
    bufferAfterMinutes: mentor.draft.bufferAfterMinutes,
  }
}

/**
 * Up to `target` distinct slot starts (ascending) for one mentor: a few in
 * the coming four weeks, the rest walking back week by week, each slot of
 * the weekly schedule taken with the probability that spreads what is
 * still wanted over the weeks still wanted.
 */
function mentorHistory(random: Random, mentor: BenchMentor, target: number, now: number) {
  const options = slotOptions(mentor)
  const upcomingWanted = Math.min(target, Math.round(target * (0.03 + random.next() * 0.05)))
  const upcoming = random
    .sample(slotsBetween(options, now + 49 * HOUR, now + 4 * WEEK), upcomingWanted)
    .sort((a, b) => a - b)

  const pastWanted = target - upcoming.length
  const template = weeklySlotTemplate(options).reverse()
  const perWeek = Math.max(1, template.length)
  const weeksWanted = random.int(8, 104)
  const latestStart = now - (mentor.draft.sessionDurationMinutes + 60) * 60_000
  const past: number[] = []
  let monday = localWeekStart(options.zone, now)
  for (let week = 0; week < HISTORY_MAX_WEEKS && past.length < pastWanted; week++) {
    const weeksLeft = Math.max(1, (week < weeksWanted ? weeksWanted : HISTORY_MAX_WEEKS) - week)
    const probability = Math.min(0.9, (pastWanted - past.length) / (perWeek * weeksLeft))
    for (const slot of template) {
      if (past.length >= pastWanted) {
        break
      }
      if (random.chance(probability)) {
        const date = new Date(monday + (slot.day - 1) * DAY).toISOString().slice(0, 10)
        const startsAt = localToEpoch(options.zone, date, slot.minute)
        if (startsAt <= latestStart) {
          past.push(startsAt)
        }
      }
    }
    monday -= WEEK
  }

  const months = Math.max(1, (now - (past[past.length - 1] ?? now)) / (30 * DAY))
  if (mentor.maxSessionsPerMonth !== null && past.length / months > mentor.maxSessionsPerMonth) {
    mentor.maxSessionsPerMonth = null
  }
  return [...past.reverse(), ...upcoming]
}
