/*
| The fault scenarios of `npm run faults`. Each returns
| { title, ok, lines } : what was expected, what was observed.
*/
import type { SchedulingBenchPlan } from '#database/seeding/bench/scheduling'
import { RATE_LIMITS } from '#business/accounts'
import { Browser, OwnRedis, type CaptureSmtp, type OwnPostgres } from './faults_infra.js'
import { dig, type Answer } from './json_answer.js'
import { sleep, type ManagedProcess } from './production_app.js'

const PASSWORD = 'Quartz-lantern-harbor-9148'

/** The booking plan of the benchmark's scheduling scenario, with its mentees' password. */
export type BookingPlan = SchedulingBenchPlan & { password: string }

/** What the scenarios run against: the app (web process and worker) and its services. */
export type FaultsContext = {
  base: string
  pg: OwnPostgres
  redis: OwnRedis
  smtp: CaptureSmtp
  plan: BookingPlan
  /** Mentors' e-mail addresses by slug. */
  mentorEmails: Map<string, string>
  web: ManagedProcess
  worker: ManagedProcess
}

export type ScenarioResult = { title: string; ok: boolean; lines: string[] }

function check(lines: string[], ok: boolean, expected: string, observed: string) {
  lines.push(`  ${ok ? 'ok  ' : 'FAIL'} expected: ${expected}`)
  lines.push(`       observed: ${observed}`)
  return ok
}

/** Counts of a list by key. */
function countBy<T, K>(items: T[], key: (item: T) => K) {
  const counts = new Map<K, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

/** The queue's job lists in Redis: waiting, delayed (a retry), running; and failed for good. */
function queueState(redis: OwnRedis) {
  const sizes: Record<string, string> = { zset: 'zcard', list: 'llen', hash: 'hlen', set: 'scard' }
  const sizeOf = (key: string) => {
    const command = sizes[redis.cli('type', key)]
    return command ? Number(redis.cli(command, key) || 0) : 0
  }
  const keys = redis.keys('d2:jobs::*').map((key) => key.slice('d2:'.length))
  const total = (pattern: RegExp) =>
    keys.filter((key) => pattern.test(key)).reduce((sum, key) => sum + sizeOf(`d2:${key}`), 0)
  return { keys, jobsLeft: total(/::(pending|delayed|active)$/), jobsFailed: total(/::failed$/) }
}

/* ------------------------------------------------------------------------ */
/* 1. SMTP down during sign-ups and bookings                               */
/* ------------------------------------------------------------------------ */

type Sent = Answer & { kind: 'sign-up' | 'booking'; email: string | undefined }

export async function smtpOutage(
  ctx: FaultsContext,
  options: { signUps: number; downSeconds: number }
): Promise<ScenarioResult> {
  const { signUps, downSeconds } = options
  const { base, smtp, plan, mentorEmails, redis } = ctx
  const lines: string[] = []
  const run = Date.now().toString(36)

  // The mentees of the plan sign in before (the login limit counts per minute).
  const mentees: Browser[] = []
  for (const index of new Set(plan.bookings.map((booking) => booking.mentee))) {
    const browser = new Browser(base)
    await browser.visit('/login')
    const login = await browser.post('/api/auth/login', {
      email: plan.bookingMentees[index],
      password: plan.password,
    })
    if (login.status !== 200) {
      throw new Error(`sign-in of ${plan.bookingMentees[index]}: ${login.status}`)
    }
    mentees[index] = browser
  }

  const signUp = async (index: number): Promise<Sent> => {
    const browser = new Browser(base)
    await browser.visit('/register')
    const email = `faults-${run}-${index}@example.test`
    const answer = await browser.post('/api/auth/register', {
      first_name: 'Fault',
      last_name: `Tester ${index}`,
      email,
      password: PASSWORD,
    })
    return { kind: 'sign-up', email, status: answer.status, body: answer.body }
  }
  const book = async (booking: SchedulingBenchPlan['bookings'][number]): Promise<Sent> => {
    const answer = await mentees[booking.mentee].post(`/api/mentors/${booking.mentor}/sessions`, {
      startsAt: booking.startsAt,
      ...plan.text,
      communicationTool: 'jitsi',
      bestPracticeConfirmed: true,
    })
    return {
      kind: 'booking',
      email: mentorEmails.get(booking.mentor),
      status: answer.status,
      body: answer.body,
    }
  }

  // SMTP goes down; the sign-ups and bookings are spread over the first 80% of the outage.
  await smtp.stop()
  const downAt = Date.now()
  const bookingActions = plan.bookings.map((booking) => () => book(booking))
  const perSignUp = Math.ceil(bookingActions.length / signUps)
  const actions: (() => Promise<Sent>)[] = []
  for (let index = 0; index < signUps; index++) {
    actions.push(
      () => signUp(index),
      ...bookingActions.slice(index * perSignUp, (index + 1) * perSignUp)
    )
  }
  const gap = (downSeconds * 1000 * 0.8) / actions.length
  const answers: Sent[] = []
  const started = Date.now()
  await Promise.all(
    actions.map(async (action, index) => {
      await sleep(index * gap)
      answers.push(await action())
    })
  )
  const requestMs = Date.now() - started
  await sleep(Math.max(0, downAt + downSeconds * 1000 - Date.now()))
  const whileDown = queueState(redis)
  await smtp.start()
  const upAt = Date.now()
  const outageSeconds = Math.round((upAt - downAt) / 1000)

  const accepted = answers.filter((answer) => answer.status === 201)
  const refused = answers
    .filter((answer) => answer.status !== 201)
    .map((answer) => `${answer.kind} ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`)
  let ok = check(
    lines,
    accepted.length === answers.length,
    `${signUps} sign-ups and ${plan.bookings.length} bookings answer 201 while SMTP is down (no request waits on mail)`,
    `${accepted.length}/${answers.length} answered 201 in ${(requestMs / 1000).toFixed(1)} s${
      accepted.length === answers.length ? '' : `; others: ${refused.join(' | ')}`
    }`
  )

  // Every accepted request's mail, once: per recipient (a mentor may get several requests).
  const expected = countBy(accepted, (answer) => answer.email)
  const receivedFor = () => smtp.received.filter((mail) => expected.has(mail.to))
  const complete = () =>
    [...expected].every(
      ([email, count]) => receivedFor().filter((mail) => mail.to === email).length >= count
    )
  const deadline = Date.now() + 300_000
  while (!complete() && Date.now() < deadline) await sleep(250)
  const allInAt = Date.now()
  // Time for duplicates to show up, and the queue to be seen empty.
  await sleep(15_000)
  const { jobsLeft, jobsFailed, keys: queueKeys } = queueState(redis)
  const received = receivedFor()
  const byRecipient = countBy(received, (mail) => mail.to)
  const missing = [...expected].filter(
    ([email, count]) => (byRecipient.get(email ?? '') ?? 0) < count
  )
  const extra = [...expected].filter(
    ([email, count]) => (byRecipient.get(email ?? '') ?? 0) > count
  )
  const bySubject = countBy(received, (mail) => `${mail.to} | ${mail.subject}`)
  const expectedBySubject = bySubject.size
  const kinds = countBy(received, (mail) => mail.subject.replace(/[0-9]+|Tester \d+/g, '#'))
  const total = [...expected.values()].reduce((sum, count) => sum + count, 0)
  ok =
    check(
      lines,
      missing.length === 0 && extra.length === 0 && received.length === total,
      `SMTP down ${outageSeconds} s, then back: ${total} e-mails (${signUps} verifications, ${accepted.length - signUps} booking requests to ${expected.size - signUps} mentors), each exactly once`,
      `${received.length} received (${expectedBySubject} distinct recipient+subject), ${missing.length} recipients missing mail, ${extra.length} with duplicates; all in ${((allInAt - upAt) / 1000).toFixed(1)} s after SMTP came back`
    ) && ok
  for (const [subject, count] of kinds) lines.push(`       ${count} x "${subject}"`)
  for (const [email, count] of missing) {
    lines.push(
      `       missing: ${email} expected ${count}, got ${byRecipient.get(email ?? '') ?? 0}`
    )
  }
  for (const [email, count] of extra) {
    lines.push(`       duplicate: ${email} expected ${count}, got ${byRecipient.get(email ?? '')}`)
  }
  ok =
    check(
      lines,
      whileDown.jobsLeft > 0 && jobsLeft === 0 && jobsFailed === 0,
      'the mails wait in the queue while SMTP is down; then it drains: no job waiting, delayed or running in Redis, none failed for good',
      `${whileDown.jobsLeft} mail jobs queued for a retry just before SMTP came back (${whileDown.keys.join(', ')}); at the end ${jobsLeft} left, ${jobsFailed} failed${queueKeys.length ? ` (${queueKeys.join(', ')})` : ''}`
    ) && ok
  return { title: 'SMTP down during sign-ups and bookings', ok, lines }
}

/* ------------------------------------------------------------------------ */
/* 2. PostgreSQL restarted under load                                       */
/* ------------------------------------------------------------------------ */

function isErrorObject(body: unknown) {
  const message = dig(body, 'message')
  const errors = dig(body, 'errors')
  return (
    body !== null &&
    typeof body === 'object' &&
    typeof message === 'string' &&
    message.length > 0 &&
    typeof dig(body, 'errorCode') === 'string' &&
    typeof dig(body, 'requestId') === 'string' &&
    (errors === undefined || (typeof errors === 'object' && errors !== null))
  )
}

type Sample = {
  second: number
  at: number
  path: string
  status: number | 'timeout' | 'conn-error'
  errorObject: unknown
}

export async function postgresRestart(
  ctx: FaultsContext,
  options: { connections: number; beforeSeconds: number; downSeconds: number; afterSeconds: number }
): Promise<ScenarioResult> {
  const { connections, beforeSeconds, downSeconds, afterSeconds } = options
  const { base, pg, web, worker } = ctx
  const lines: string[] = []
  const targets = [
    { path: '/api/mentors?limit=12&sort=rating-desc', accept: 'application/json' },
    { path: '/mentors', accept: 'text/html' },
  ]
  const samples: Sample[] = []
  const t0 = Date.now()
  let stopping = false
  const loop = async (index: number) => {
    let turn = index
    while (!stopping) {
      const target = targets[turn++ % targets.length]
      const sentAt = Date.now()
      let status: Sample['status'] = 'conn-error'
      let errorObject: unknown = null
      try {
        const response = await fetch(`${base}${target.path}`, {
          headers: { accept: target.accept },
          signal: AbortSignal.timeout(15_000),
        })
        status = response.status
        const text = await response.text()
        if (status === 503 && target.accept === 'application/json') {
          try {
            errorObject = JSON.parse(text)
          } catch {
            errorObject = text
          }
        }
      } catch (error) {
        status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'conn-error'
      }
      samples.push({
        second: Math.floor((sentAt - t0) / 1000),
        at: sentAt,
        path: target.path,
        status,
        errorObject,
      })
    }
  }
  const loops = Array.from({ length: connections }, (_, index) => loop(index))

  await sleep(beforeSeconds * 1000)
  const stopAt = Date.now()
  await pg.stop()
  const stoppedAt = Date.now()
  await sleep(downSeconds * 1000)
  const startAt = Date.now()
  let readyAt = 0
  await Promise.all([pg.start(), pg.waitReady().then(() => (readyAt = Date.now()))])
  await sleep(afterSeconds * 1000)
  stopping = true
  await Promise.all(loops)

  const seconds = (ms: number) => ((ms - t0) / 1000).toFixed(1)
  lines.push(
    `  load: ${connections} connections alternating GET /api/mentors (JSON) and GET /mentors (page); PostgreSQL stopped at ${seconds(stopAt)} s (down at ${seconds(stoppedAt)} s), started at ${seconds(startAt)} s, accepting at ${seconds(readyAt)} s`
  )
  lines.push('  second  requests  statuses')
  const bySecond = new Map<number, Map<Sample['status'], number>>()
  for (const sample of samples) {
    const row = bySecond.get(sample.second) ?? new Map<Sample['status'], number>()
    row.set(sample.status, (row.get(sample.status) ?? 0) + 1)
    bySecond.set(sample.second, row)
  }
  for (const [second, row] of [...bySecond].sort((a, b) => a[0] - b[0])) {
    const total = [...row.values()].reduce((sum, count) => sum + count, 0)
    const phase =
      second * 1000 + t0 + 1000 <= stopAt ? 'up' : second * 1000 + t0 < readyAt ? 'outage' : 'back'
    const statuses = [...row].map(([status, count]) => `${status}:${count}`).join(' ')
    lines.push(
      `  ${String(second).padStart(6)}  ${String(total).padStart(8)}  ${statuses}  ${phase}`
    )
  }

  const before = samples.filter((sample) => sample.at < stopAt - 50)
  const failures = samples.filter((sample) => sample.status !== 200)
  const firstBad = [...failures].sort((a, b) => a.at - b.at)[0]
  const lastBad = [...failures].sort((a, b) => b.at - a.at)[0]
  const wrong = samples.filter((sample) => sample.status !== 200 && sample.status !== 503)
  const badBodies = samples.filter(
    (sample) =>
      sample.status === 503 && sample.path.startsWith('/api') && !isErrorObject(sample.errorObject)
  )
  const unavailable = samples.filter((sample) => sample.status === 503)
  const lastSeconds = samples.filter(
    (sample) => sample.at >= Date.now() - (afterSeconds * 1000) / 2
  )
  const firstBack = samples
    .filter((sample) => sample.at >= startAt && sample.status === 200)
    .sort((a, b) => a.at - b.at)[0]
  let ok = check(
    lines,
    before.length > 0 && before.every((sample) => sample.status === 200),
    'before: every request 200',
    `${before.filter((sample) => sample.status === 200).length}/${before.length} answered 200`
  )
  const wrongByPath = [...countBy(wrong, (sample) => `${sample.path} ${sample.status}`)]
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ')
  ok =
    check(
      lines,
      wrong.length === 0 && unavailable.length > 0 && badBodies.length === 0,
      "during the outage: 503 only, JSON answers the spec's error object (message, errorCode, requestId, errors when by field)",
      `${unavailable.length} x 503, ${wrong.length} other failures${wrong.length ? ` (${wrongByPath})` : ''}, ${badBodies.length} 503 bodies not the error object; e.g. ${JSON.stringify(unavailable.find((sample) => sample.errorObject)?.errorObject ?? null)}`
    ) && ok
  ok =
    check(
      lines,
      firstBad !== undefined && firstBad.at >= stopAt - 50 && lastBad.at <= readyAt + 5000,
      'failures only between the stop and a few seconds after PostgreSQL accepts again',
      firstBad
        ? `first failure at ${seconds(firstBad.at)} s, last at ${seconds(lastBad.at)} s; PostgreSQL accepting again at ${seconds(readyAt)} s, the app's first 200 after the start at ${seconds(firstBack?.at ?? Number.NaN)} s`
        : 'no failure at all (was the database really stopped?)'
    ) && ok
  const upOrNot = (child: ManagedProcess) =>
    child.alive ? `still up (pid ${child.pid})` : 'EXITED'
  ok =
    check(
      lines,
      lastSeconds.length > 0 && lastSeconds.every((sample) => sample.status === 200),
      'after: every request 200, by itself (same processes, no restart)',
      `${lastSeconds.filter((sample) => sample.status === 200).length}/${lastSeconds.length} answered 200 in the last ${afterSeconds / 2} s; web process ${upOrNot(web)}, worker ${upOrNot(worker)}`
    ) &&
    web.alive &&
    worker.alive &&
    ok
  return { title: 'PostgreSQL restarted under load', ok, lines }
}

/* ------------------------------------------------------------------------ */
/* 3. Redis down in Redis mode                                              */
/* ------------------------------------------------------------------------ */

type Readiness = { status: number | 'conn-error'; body: unknown }

async function ready(base: string): Promise<Readiness> {
  try {
    const response = await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(10_000) })
    return { status: response.status, body: await response.json() }
  } catch (error) {
    return { status: 'conn-error', body: error instanceof Error ? error.message : String(error) }
  }
}

/** The Redis check of a /health/ready answer: 'ok', 'error', or undefined. */
const redisCheck = (answer: Readiness) => dig(answer.body, 'checks', 'redis', 'status')

async function until<T>(test: () => Promise<T | null | false>, timeoutMs: number, everyMs = 250) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const value = await test()
    if (value) return { value, ms: Date.now() - started }
    await sleep(everyMs)
  }
  return null
}

export async function redisOutage(
  ctx: FaultsContext,
  options: { downSeconds: number }
): Promise<ScenarioResult> {
  const { downSeconds } = options
  const { base, redis, web, worker, plan, smtp } = ctx
  const lines: string[] = []
  const healthyBefore = await ready(base)
  let ok = check(
    lines,
    healthyBefore.status === 200 && redisCheck(healthyBefore) === 'ok',
    'before: /health/ready 200 with Redis ok',
    `${healthyBefore.status} ${JSON.stringify(healthyBefore.body)}`
  )

  await redis.kill()
  const killedAt = Date.now()
  const reported = await until(async () => {
    const answer = await ready(base)
    return answer.status !== 200 && answer.status !== 'conn-error' && redisCheck(answer) === 'error'
      ? answer
      : null
  }, 15_000)
  ok =
    check(
      lines,
      reported !== null,
      'Redis killed: /health/ready answers non-200 and names Redis',
      reported
        ? `${reported.value.status} after ${(reported.ms / 1000).toFixed(1)} s: ${JSON.stringify(reported.value.body)}`
        : `not within 15 s: ${JSON.stringify(await ready(base))}`
    ) && ok

  // What visitors meet meanwhile (sessions and rate limits live in Redis).
  const failed = (error: unknown) => (error instanceof Error ? error.message : String(error))
  const duringPage = await fetch(`${base}/mentors`, { headers: { accept: 'text/html' } }).then(
    (response) => response.status,
    failed
  )
  const duringApi = await fetch(`${base}/api/mentors?limit=1`, {
    headers: { accept: 'application/json' },
  }).then(async (response) => {
    const text = await response.text()
    return `${response.status} ${text.slice(0, 160)}`
  }, failed)
  lines.push(`       meanwhile: GET /mentors -> ${duringPage}; GET /api/mentors -> ${duringApi}`)
  await sleep(Math.max(0, killedAt + downSeconds * 1000 - Date.now()))
  const upOrNot = (child: ManagedProcess) => (child.alive ? 'up' : `EXITED ${child.ending}`)
  ok =
    check(
      lines,
      web.alive && worker.alive,
      `after ${downSeconds} s without Redis: the web process and the worker are still running`,
      `web ${upOrNot(web)}, worker ${upOrNot(worker)}`
    ) && ok

  const fresh = new OwnRedis(redis.port)
  await fresh.start()
  ctx.redis = fresh
  const restartedAt = Date.now()
  const back = await until(async () => {
    const answer = await ready(base)
    return answer.status === 200 && redisCheck(answer) === 'ok' ? answer : null
  }, 30_000)
  ok =
    check(
      lines,
      back !== null,
      'Redis started again: /health/ready 200 by itself',
      back
        ? `200 after ${((Date.now() - restartedAt) / 1000).toFixed(1)} s: ${JSON.stringify(back.value.body)}`
        : `not within 30 s: ${JSON.stringify(await ready(base))}`
    ) && ok

  // Sessions, rate limits and the queue work again.
  const browser = new Browser(base)
  await browser.visit('/login')
  const login = await browser.post('/api/auth/login', {
    email: plan.bookingMentees[0],
    password: plan.password,
  })
  const me = await browser.get('/api/auth/me')
  // Resending the verification e-mail: its per-address limit, then one more, which is 429
  // (forgot-password would not do: over its limit it answers 200 like any other, spec section 7).
  const allowed = RATE_LIMITS.resendVerificationPerEmail.requests
  const resend: number[] = []
  for (let attempt = 0; attempt <= allowed; attempt++) {
    const answer = await browser.post('/api/auth/resend-verification', {
      email: 'nobody-after-redis@example.test',
    })
    resend.push(answer.status)
  }
  const email = `faults-after-redis-${Date.now().toString(36)}@example.test`
  const signUp = new Browser(base)
  await signUp.visit('/register')
  const registered = await signUp.post('/api/auth/register', {
    first_name: 'After',
    last_name: 'Redis',
    email,
    password: PASSWORD,
  })
  const mail = await until(async () => smtp.received.some((one) => one.to === email), 60_000)
  ok =
    check(
      lines,
      login.status === 200 &&
        me.status === 200 &&
        resend.slice(0, allowed).every((status) => status < 400) &&
        resend[allowed] === 429 &&
        registered.status === 201 &&
        mail !== null,
      'then: sign-in keeps its session (Redis session), one verification resend over its per-address limit is 429 (Redis rate limit), a sign-up e-mail is delivered (Redis queue)',
      `login ${login.status}, /api/auth/me ${me.status}, resend-verification ${resend.join(',')}, sign-up ${registered.status}, its e-mail ${mail ? `arrived in ${(mail.ms / 1000).toFixed(1)} s` : 'NOT delivered in 60 s'}`
    ) && ok
  return { title: 'Redis down in Redis mode', ok, lines }
}
