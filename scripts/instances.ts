/*
| `npm run instances`: several instances sharing PostgreSQL and Redis, proved.
|
|   npm run instances                   build, then run the checks
|   npm run instances -- --skip-build   reuse build/ from an earlier run
|
| It builds the app, makes its own PostgreSQL database (PG_DB_NAME, default
| "instances"; migration:fresh, then a bookable mentor and 100 PRO mentees), empties
| its own Redis keys (REDIS_PREFIX, default "instances:"), runs an SMTP capture server
| and starts, from the build, in production mode with every switch on Redis:
|   - two web processes (A on --port-a 3344, B on --port-b 3345),
|   - two queue workers (`node ace queue:work`).
| Requests carry the client's address as a load balancer forwards it
| (X-Forwarded-For, trusted from loopback), so 100 mentees can sign in
| without tripping the per-address sign-in limit.
|
| Checks (a table; exit code 1 when one fails):
|   1. a user signed in on A is signed in on B; signing out on B signs out on A;
|   2. the sign-in limit per e-mail and address counts across A and B: failed
|      attempts alternating between them trip it at the configured total;
|   3. 100 concurrent bookings of one slot, 50 on each instance by 100
|      different PRO mentees: one 201, 99 clean 409s, one session in the database;
|   4. that booking's e-mails (the mentor's request, then both parties'
|      confirmation) each reach the SMTP server exactly once through two workers;
|   5. starting a web process again does not postpone the scheduled jobs;
|   6. a due scheduled job is dispatched once by the two workers.
| Every process it started is stopped when it ends (also on Ctrl+C or an error).
*/
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { Redis } from 'ioredis'
import type { SchedulingBenchPlan } from '#database/seeding/bench/scheduling'
import {
  aceJson,
  buildDir,
  ensureBuild,
  ensurePgDatabase,
  onCleanup,
  pgSettings,
  productionEnv,
  run,
  sleep,
  startQueueWorker,
  startWeb,
  stopOnSignals,
  type Env,
  type ProductionEnv,
} from './lib/production_app.js'
import { Browser } from './lib/instances_browser.js'
import { dig, type Answer } from './lib/json_answer.js'
import { CaptureSmtp } from './lib/smtp_capture.js'

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'port-a': { type: 'string', default: '3344' },
    'port-b': { type: 'string', default: '3345' },
    'smtp-port': { type: 'string', default: '2544' },
  },
})
const started = performance.now()
const database = process.env.PG_DB_NAME || 'instances'
const redisPrefix = process.env.REDIS_PREFIX || 'instances:'
const MENTEES = 100
const SCHEDULE_ID = 'scheduling.sessions_tick'

const shared: ProductionEnv = {
  ...productionEnv({
    port: Number(args['port-a']),
    smtpPort: Number(args['smtp-port']),
    name: 'Instances',
    database: { DB_CONNECTION: 'pg', PG_DB_NAME: database },
  }),
  SESSION_DRIVER: 'redis',
  LIMITER_STORE: 'redis',
  LOCK_STORE: 'redis',
  QUEUE_DRIVER: 'redis',
  TRANSMIT_TRANSPORT: 'redis',
  REDIS_PREFIX: redisPrefix,
}
const envOf = (port: string): ProductionEnv => ({
  ...shared,
  PORT: String(port),
  APP_URL: `http://127.0.0.1:${port}`,
})
const envA = envOf(args['port-a'])
const envB = envOf(args['port-b'])
const A = envA.APP_URL
const B = envB.APP_URL

/** What `node ace bench:scenario --scheduling` prints. */
type BenchScenario = { password: string; scheduling: SchedulingBenchPlan }

type Check = { number: number; title: string; expected: string; observed: string; ok: boolean }

const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
/** A step's title, with the time since the start. */
const step = (title: string) => console.log(`▶ ${title} (at ${elapsed()})`)
const results: Check[] = []
function check(number: number, title: string, expected: string, observed: string, ok: unknown) {
  results.push({ number, title, expected, observed, ok: Boolean(ok) })
}

/** The bench's scheduling scenario gives a bookable mentor (open every day) and a password hash. */
function benchScenario() {
  return aceJson<BenchScenario>(
    ['bench:scenario', 'instances.quick@mentee.bench.test', '--scheduling', '--bookings', '0'],
    shared,
    { cwd: buildDir }
  )
}

/** 100 more PRO mentees, copies of a bench booking mentee (password, verified, current PRO period). */
async function seedMentees(client: pg.Client, template: string) {
  await client.query(
    `insert into users (first_name, last_name, email, password, role, status, email_verified_at,
       onboarded, locale, timezone, tour_state, tour_finished_at, created_at, updated_at)
     select 'Instance', 'Mentee ' || n, 'instances.mentee.' || n || '@example.test', t.password,
       'STUDENT', 'active', t.email_verified_at, true, 'en', 'UTC', t.tour_state,
       t.tour_finished_at, t.created_at, t.updated_at
     from users t, generate_series(1, $2::int) n where t.email = $1`,
    [template, MENTEES]
  )
  await client.query(
    `insert into subscriptions (user_id, plan, period, status, price_cents, currency,
       current_period_start, current_period_end, cancel_at_period_end, started_at, created_at, updated_at)
     select u.id, s.plan, s.period, s.status, s.price_cents, s.currency, s.current_period_start,
       s.current_period_end, s.cancel_at_period_end, s.started_at, s.created_at, s.updated_at
     from subscriptions s join users t on t.id = s.user_id and t.email = $1
     cross join users u where u.email like 'instances.mentee.%@example.test'`,
    [template]
  )
  return Array.from({ length: MENTEES }, (_, index) => `instances.mentee.${index + 1}@example.test`)
}

/** Deletes this run's Redis keys (its prefix only: sessions, limits, locks, queue, schedules). */
async function clearRedis(redis: Redis) {
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000)
    if (keys.length) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
}

/** Runs `tasks` (functions returning promises) `concurrency` at a time. */
async function pool<T>(tasks: (() => Promise<T>)[], concurrency: number) {
  const out: T[] = []
  let next = 0
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++
      out[index] = await tasks[index]()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane))
  return out
}

/** Jobs waiting, running or delayed on the default queue (the Redis driver's keys). */
async function queuedJobs(redis: Redis) {
  let total = 0
  for (const part of ['pending', 'active', 'delayed']) {
    const key = `${redisPrefix}jobs::default::${part}`
    const type = await redis.type(key)
    if (type === 'list') total += await redis.llen(key)
    else if (type === 'zset') total += await redis.zcard(key)
    else if (type === 'set') total += await redis.scard(key)
    else if (type === 'hash') total += await redis.hlen(key)
  }
  return total
}

const describe = (answer: Answer) => {
  const errorCode = dig(answer.body, 'errorCode')
  return `${answer.status}${errorCode ? ` ${errorCode}` : ''}`
}

function tally(answers: Answer[]) {
  const counts = new Map<string, number>()
  for (const answer of answers) {
    counts.set(describe(answer), (counts.get(describe(answer)) ?? 0) + 1)
  }
  return [...counts].map(([what, count]) => `${count} x ${what}`).join(', ')
}

/** The spec's error object: a message, an error code and the request id (field errors when any). */
const isErrorShape = (body: unknown) => {
  const message = dig(body, 'message')
  return (
    typeof body === 'object' &&
    typeof message === 'string' &&
    message.length > 0 &&
    typeof dig(body, 'errorCode') === 'string' &&
    typeof dig(body, 'requestId') === 'string'
  )
}

async function main() {
  stopOnSignals('stopping the instances')
  ensurePgDatabase(shared)
  ensureBuild(shared, { skipBuild: args['skip-build'] })
  // The limits of the build that runs (it may be an earlier one, with --skip-build).
  const { RATE_LIMITS } = (await import(
    resolve(buildDir, 'config/business/accounts.js')
  )) as typeof import('#business/accounts')

  const redis = new Redis({
    host: shared.REDIS_HOST || '127.0.0.1',
    port: Number(shared.REDIS_PORT || 6379),
    password: shared.REDIS_PASSWORD || undefined,
    db: Number(shared.REDIS_DB || 0),
  })
  onCleanup(() => redis.disconnect())
  await clearRedis(redis)

  run('Fresh schema', process.execPath, ['ace', 'migration:fresh', '--force'], shared, {
    cwd: buildDir,
  })
  step('Seed: a bookable mentor, 100 PRO mentees')
  const scenario = benchScenario()
  const client = new pg.Client(pgSettings(shared))
  await client.connect()
  onCleanup(() => client.end().catch(() => {}))
  const mentees = await seedMentees(client, scenario.scheduling.bookingMentees[0])
  const mentorEmail = 'bench.booking.1@mentor.bench.test'
  const mentorSlug = 'bench-booking-mentor-1'
  const password = scenario.password

  const smtp = await new CaptureSmtp(Number(args['smtp-port']), { onStop: onCleanup }).start()

  step('Two web processes, two queue workers')
  const startInstance = (env: Env) => startWeb(env, { name: 'web' })
  let [, webB] = await Promise.all([startInstance(envA), startInstance(envB)])
  await Promise.all(
    ['worker 1', 'worker 2'].map((name) =>
      startQueueWorker(shared, { name, output: { prefix: name }, waitUntilStarted: true })
    )
  )

  // 5. Starting web B again (a deploy, a restart) leaves the schedule's next run where it was.
  step('Restarting web B')
  const scheduleKey = `${redisPrefix}schedules::${SCHEDULE_ID}`
  const nextRunBefore = await redis.hget(scheduleKey, 'next_run_at')
  await sleep(1500)
  await webB.stop()
  webB = await startInstance(envB)
  const nextRunAfter = await redis.hget(scheduleKey, 'next_run_at')
  const at = (ms: string | null) => (ms ? new Date(Number(ms)).toISOString().slice(11, 19) : 'none')
  check(
    5,
    'restarting web B keeps the schedule',
    `next run unchanged (${at(nextRunBefore)})`,
    `next run ${at(nextRunAfter)}`,
    nextRunBefore && nextRunAfter === nextRunBefore
  )

  // 1. One session, both instances.
  const member = new Browser('10.10.0.1')
  await member.signIn(A, mentees[0], password)
  const meOnB = await member.request(B, 'GET', '/api/auth/me')
  const signOutOnB = await member.request(B, 'POST', '/api/auth/logout')
  const meOnA = await member.request(A, 'GET', '/api/auth/me')
  const email =
    dig(meOnB.body, 'user', 'email') ?? dig(meOnB.body, 'email') ?? dig(meOnB.body, 'data', 'email')
  check(
    1,
    'signed in on A -> signed in on B; out on B -> out on A',
    '/api/auth/me on B 200 (same user), sign-out on B 2xx, then on A 401',
    `B ${meOnB.status}${email ? ` (${email === mentees[0] ? 'same user' : email})` : ''}, sign-out ${signOutOnB.status}, A ${meOnA.status}`,
    meOnB.status === 200 && email === mentees[0] && signOutOnB.status < 300 && meOnA.status === 401
  )

  // 2. The per e-mail and address sign-in limit, alternating instances.
  const limit = RATE_LIMITS.loginPerEmailAndIp.requests
  const attacker = new Browser('10.20.0.1')
  await attacker.visit(A)
  const attempts: (Answer & { instance: 'A' | 'B' })[] = []
  for (let index = 0; index < limit + 2; index++) {
    const base = index % 2 === 0 ? A : B
    const answer = await attacker.request(base, 'POST', '/api/auth/login', {
      email: mentees[1],
      password: 'not-the-password',
    })
    attempts.push({ instance: base === A ? 'A' : 'B', ...answer })
  }
  const firstLimited = attempts.findIndex((answer) => answer.status === 429)
  check(
    2,
    'sign-in limit counts across A and B',
    `attempts 1-${limit} refused (not 429), attempt ${limit + 1} and after 429 (${limit}/${RATE_LIMITS.loginPerEmailAndIp.duration} per e-mail and address)`,
    firstLimited < 0
      ? `no 429 in ${attempts.length} attempts`
      : `first 429 at attempt ${firstLimited + 1} (on ${attempts[firstLimited].instance}); ${attempts.map((answer) => `${answer.instance}:${answer.status}`).join(' ')}`,
    firstLimited === limit &&
      attempts.slice(limit).every((answer) => answer.status === 429 && isErrorShape(answer.body))
  )

  // 3. 100 concurrent bookings of one slot, 50 on each instance.
  step(`Signing in ${MENTEES} PRO mentees (half on A, half on B)`)
  const browsers = mentees.map(
    (_, index) => new Browser(`10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`)
  )
  await pool(
    browsers.map(
      (browser, index) => () => browser.signIn(index % 2 ? B : A, mentees[index], password)
    ),
    8
  )
  const now = new Date()
  const slotsAnswer = await fetch(
    `${A}/api/mentors/${mentorSlug}/slots?from=${now.toISOString()}&until=${new Date(now.getTime() + 7 * 86_400_000).toISOString()}`
  )
  const slots: unknown = await slotsAnswer.json()
  const startsAt = String(
    dig(slots, 'data', 0, 'start') ?? dig(slots, 'data', 0, 'startsAt') ?? dig(slots, 'data', 0)
  )
  const { text } = scenario.scheduling
  step(`${MENTEES} bookings of ${mentorSlug} at ${startsAt}, all at once`)
  const bookings = await Promise.all(
    browsers.map((browser, index) =>
      browser.request(index % 2 ? B : A, 'POST', `/api/mentors/${mentorSlug}/sessions`, {
        startsAt,
        ...text,
        communicationTool: 'jitsi',
        bestPracticeConfirmed: true,
      })
    )
  )
  const created = bookings.filter((answer) => answer.status === 201)
  const conflicts = bookings.filter((answer) => answer.status === 409)
  const cleanConflicts = conflicts.filter((answer) => isErrorShape(answer.body))
  const { rows } = await client.query(
    `select s.id from mentoring_sessions s join users m on m.id = s.mentor_user_id
     where m.email = $1 and s.starts_at = $2`,
    [mentorEmail, new Date(startsAt)]
  )
  const byInstance = (side: 'A' | 'B') =>
    tally(bookings.filter((_, index) => (index % 2 ? 'B' : 'A') === side))
  const conflictCodes = new Set(conflicts.map((answer) => dig(answer.body, 'errorCode')))
  check(
    3,
    '100 concurrent bookings of one slot (50 on A, 50 on B)',
    `1 x 201, ${MENTEES - 1} x 409 in the error shape; 1 session in the database`,
    `A: ${byInstance('A')}; B: ${byInstance('B')}; ${cleanConflicts.length} 409s in the error shape (${[...conflictCodes].join(', ')}); ${rows.length} session(s)`,
    created.length === 1 && cleanConflicts.length === MENTEES - 1 && rows.length === 1
  )

  // 4. The booking's e-mails through the two workers: the mentor's request, then (the mentor
  // confirms on the other instance) both parties' confirmation.
  step('The mentor confirms; waiting until the workers have sent every e-mail')
  const winner = bookings.findIndex((answer) => answer.status === 201)
  let confirm: { status: number | string } = { status: 'not tried' }
  if (winner >= 0) {
    const sessionId = dig(created[0].body, 'session', 'id')
    const mentor = new Browser('10.30.0.1')
    const other = winner % 2 ? A : B
    await mentor.signIn(other, mentorEmail, password)
    confirm = await mentor.request(other, 'POST', `/api/sessions/${sessionId}/confirm`)
  }
  let quietSince = Date.now()
  let lastCount = -1
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const waiting = await queuedJobs(redis)
    if (smtp.received.length !== lastCount || waiting > 0) {
      lastCount = smtp.received.length
      quietSince = Date.now()
    } else if (Date.now() - quietSince > 3000) break
    await sleep(250)
  }
  const menteeMail = winner >= 0 ? mentees[winner] : ''
  const describeMail = (counts: Map<string, number>) =>
    [...counts].map(([subject, count]) => `${count} x "${subject}"`).join(', ') || 'none'
  const mentorCounts = smtp.countsFor(mentorEmail)
  const menteeCounts = winner >= 0 ? smtp.countsFor(menteeMail) : new Map<string, number>()
  const othersMailed = smtp.received.filter(
    (mail) => mail.to !== mentorEmail.toLowerCase() && mail.to !== menteeMail.toLowerCase()
  ).length
  const once = (counts: Map<string, number>, expected: number) =>
    counts.size === expected && [...counts.values()].every((count) => count === 1)
  check(
    4,
    "the booking's e-mails, two workers on the queue",
    'mentor: request + confirmation, mentee: confirmation, each exactly once; nobody else',
    `confirm ${confirm.status}; mentor ${describeMail(mentorCounts)}; mentee ${describeMail(menteeCounts)}; others ${othersMailed}; queue ${await queuedJobs(redis)} left`,
    confirm.status === 200 && once(mentorCounts, 2) && once(menteeCounts, 1) && othersMailed === 0
  )

  // 6. A due schedule (as 5 minutes after the last run), two workers polling: dispatched once.
  step('The sessions schedule made due; two workers polling')
  const runCountBefore = Number((await redis.hget(scheduleKey, 'run_count')) ?? 0)
  await redis.hset(scheduleKey, 'next_run_at', String(Date.now() - 1000))
  const dueSince = Date.now()
  while (Date.now() - dueSince < 15_000) {
    if (Number(await redis.hget(scheduleKey, 'run_count')) > runCountBefore) break
    await sleep(100)
  }
  // Both workers have polled many times since (idle delay 1 s).
  await sleep(4000)
  const runCountAfter = Number(await redis.hget(scheduleKey, 'run_count'))
  const nextRun = Number(await redis.hget(scheduleKey, 'next_run_at'))
  check(
    6,
    'a due scheduled job, two workers',
    'dispatched once (run count +1), next run in 5 min',
    `run count +${runCountAfter - runCountBefore}, next run in ${Math.round((nextRun - Date.now()) / 1000)} s`,
    runCountAfter - runCountBefore === 1 && nextRun - Date.now() > 280_000
  )

  printTable()
  console.log(`\n${elapsed()}, PostgreSQL database ${database}, Redis prefix ${redisPrefix}`)
  return results.every((result) => result.ok)
}

function printTable() {
  results.sort((a, b) => a.number - b.number)
  const rows = results.map((result) => [
    `${result.number}. ${result.title}`,
    result.expected,
    result.observed,
    result.ok ? 'ok' : 'FAILED',
  ])
  const header = ['check', 'expected', 'observed', 'ok']
  console.log()
  for (const row of [header, header.map(() => '---'), ...rows]) {
    console.log(`| ${row.join(' | ')} |`)
  }
}

main()
  .then((ok) => process.exit(ok ? 0 : 1))
  .catch((error: unknown) => {
    console.error(error)
    if (results.length) printTable()
    process.exit(1)
  })
