/*
| `npm run bench`: the speed targets, measured and printed (not asserted).
|
|   npm run bench                       SQLite (tmp/bench.sqlite3)
|   npm run bench -- --db pg            PostgreSQL (database "bench")
|   npm run bench -- --seed             (re)build the 10,000-mentor data set first
|   npm run bench -- --connections 32 --duration 10 --workers 2
|   npm run bench -- --skip-build        reuse build/ from an earlier run
|   npm run bench -- --scheduling-connections 32 --bookings 800
|                                       slots and booking load (bookings: at most 1,352)
|   npm run bench -- --only slots,booking   some scenario groups (list, quick, slots, booking)
|
| It builds the app and starts the build in production mode on its own port against the benchmark
| database (built by `node ace bench:seed` when missing or with --seed), warms
| it up, then drives each scenario with wrk (or autocannon) and prints
| p50/p90/p99 latency and throughput. Scenarios:
|   - the mentor list (GET /api/mentors, what the page and "Load more" read)
|     with a search term, two filters (skills, price range) and a sort, page 1
|     and page 50, at 32 concurrent connections: target p99 <= 50 ms; the same
|     sorted by availability (sort=availability), same budget;
|   - Quick Match over all mentors (POST /api/matching/quick, signed in):
|     target p99 <= 100 ms;
|   - a busy mentor's slots over 8 weeks (GET /api/mentors/:id/slots, 300
|     pending or confirmed sessions in the window, days off and short days,
|     several ranges a day, buffers) at --scheduling-connections (32) and at 1:
|     target p99 <= 30 ms;
|   - booking (POST /api/mentors/:id/sessions, signed-in PRO mentees with
|     CSRF token and session cookie, like a browser): --bookings (800) at
|     --scheduling-connections and 200 more at 1, each of a different free
|     slot, all expected to answer 201 (any other answer is counted and
|     printed): target p99 <= 100 ms.
| The scheduling data (database/seeding/bench/scheduling.ts) is made again by
| every run, which deletes the bookings of the run before.
*/
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  ensureBuild,
  productionEnv,
  root,
  run as runStep,
  startServer,
} from './lib/production_app.js'

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    seed: { type: 'boolean', default: false },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '3398' },
    'skip-build': { type: 'boolean', default: false },
    // Default: 2 on SQLite (the app takes both cores), 1 on PostgreSQL (whose
    // own processes need the second core when it runs on the same machine).
    'workers': { type: 'string', default: '' },
    'tool': { type: 'string', default: '' },
    'scheduling-connections': { type: 'string', default: '32' },
    'bookings': { type: 'string', default: '800' },
    // Comma-separated scenario groups: list, quick, slots, booking (default: all).
    'only': { type: 'string', default: '' },
  },
})
const connections = Number(args.connections)
args.workers ||= args.db === 'pg' ? '1' : '2'
const duration = Number(args.duration)
const port = Number(args.port)
const base = `http://127.0.0.1:${port}`
const MENTORS = 10_000
const schedulingConnections = Number(args['scheduling-connections'])
const bookingsAtConcurrency = Number(args.bookings)
const groups = new Set(args.only ? args.only.split(',') : ['list', 'quick', 'slots', 'booking'])
const groupOf = (title) => title.split(' ')[0].replace('match', '')
/** Bookings before the measured ones (JIT, caches) and at one connection. */
const BOOKING_WARMUP = 48
const BOOKINGS_C1 = 200

const env = productionEnv({
  port,
  workers: args.workers,
  smtpPort: 2599,
  name: 'Bench',
  database:
    args.db === 'pg'
      ? { DB_CONNECTION: 'pg', PG_DB_NAME: process.env.PG_DB_NAME || 'bench' }
      : { DB_CONNECTION: 'sqlite', SQLITE_FILENAME: process.env.SQLITE_FILENAME || 'tmp/bench.sqlite3' },
})
const run = (title, command, commandArgs) => runStep(title, command, commandArgs, env)

function ensurePgDatabase() {
  if (args.db !== 'pg') return
  const name = env.PG_DB_NAME
  const probe = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-tAc', `select 1 from pg_database where datname = '${name}'`], { encoding: 'utf8' })
  if (!probe.stdout?.includes('1')) {
    run(`Creating database ${name}`, 'psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `create database ${name}`])
  }
}

async function json(path, init) {
  const response = await fetch(`${base}${path}`, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A browser's cookie jar, reduced to what the benchmark needs. */
function cookieJar() {
  const cookies = new Map()
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const header = () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; ')
  return { cookies, keep, header }
}

/** Cookie header and CSRF token of a signed-in session. */
async function signIn(email, password) {
  const { cookies, keep, header } = cookieJar()
  // A page visit sets the XSRF-TOKEN cookie (JSON reads do not).
  keep(await fetch(`${base}/mentors`))
  const xsrf = () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '')
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json', 'cookie': header(), 'x-xsrf-token': xsrf() },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`sign-in as ${email} failed: ${login.status} ${await login.text()}`)
  keep(login)
  return { cookie: header(), xsrf: xsrf() }
}

/** wrk (C, light on CPU) when installed, else autocannon: the load shares the machine's cores. */
const tool =
  args.tool || (spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error ? 'autocannon' : 'wrk')

function milliseconds(text) {
  const [, value, unit] = text.match(/([\d.]+)(us|ms|s)/) ?? []
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? Number.NaN)
}

function measureWithWrk(title, options) {
  const script = resolve(root, 'tmp', `bench-${title.replace(/\W+/g, '-')}.lua`)
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n')
  writeFileSync(
    script,
    `wrk.method = ${JSON.stringify(options.method ?? 'GET')}\n${options.body ? `wrk.body = ${JSON.stringify(options.body)}\n` : ''}${headers}\n`
  )
  const result = spawnSync(
    'wrk',
    ['-t1', `-c${options.connections ?? connections}`, `-d${duration}s`, '--latency', '-s', script, options.url],
    { encoding: 'utf8' }
  )
  const out = result.stdout
  const line = (label) => out.split('\n').find((text) => text.trim().startsWith(label)) ?? ''
  const non2xx = Number(line('Non-2xx').split(':')[1] ?? 0)
  const socket = line('Socket errors').match(/\d+/g)?.reduce((sum, n) => sum + Number(n), 0) ?? 0
  return {
    title,
    p50: milliseconds(line('50%')),
    p90: milliseconds(line('90%')),
    p99: milliseconds(line('99%')),
    rps: Number(line('Requests/sec').split(':')[1]),
    errors: non2xx + socket,
  }
}

function measure(title, options) {
  if (tool === 'wrk') return Promise.resolve(measureWithWrk(title, options))
  return new Promise((done, fail) => {
    autocannon({ connections, duration, ...options }, (error, result) => {
      if (error) return fail(error)
      const errors = result.errors + result.non2xx
      done({ title, p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, rps: result.requests.average, errors })
    })
  })
}

async function main() {
  ensurePgDatabase()
  ensureBuild(env, { skipBuild: args['skip-build'] })
  // A data set seeded before a later migration gets it (triggers, tables).
  run('Migrations', process.execPath, ['ace', 'migration:run', '--force'])
  let server = await startServer(env)
  let total = 0
  try {
    total = (await json('/api/mentors?limit=1')).pagination.total
  } catch {}
  if (args.seed || total < MENTORS) {
    server.kill()
    console.log(total < MENTORS ? `  ${total} listed mentors: building the benchmark data set` : '  --seed')
    run('Fresh schema', process.execPath, ['ace', 'migration:fresh', '--force'])
    run('Benchmark data (10,000 mentors)', process.execPath, ['ace', 'bench:seed', '--force'])
    server = await startServer(env)
  }
  try {
    // The scheduling scenario is made again (last run's bookings deleted)
    // while the app is down; then, as slots move as time passes, the next
    // free slots are computed as a cron would before measuring.
    server.kill()
    const bookingCount = BOOKING_WARMUP + bookingsAtConcurrency + BOOKINGS_C1
    const scenario = prepareScenario('bench.quickmatch@mentee.bench.test', bookingCount)
    run('Next free slots', process.execPath, ['ace', 'mentors:availability'])
    server = await startServer(env)

    const { pagination } = await json('/api/mentors?limit=1')
    console.log(`\n${pagination.total.toLocaleString('en')} listed mentors, ${args.db}, ${args.workers} worker(s), ${tool} with ${connections} connections, ${duration} s per scenario\n`)

    // A search term, two filters (skills, price range) and a sort that leave at least 50 pages.
    let query = null
    for (const term of ['an', 'ar', 'er', 'a']) {
      const skills = scenario.skills.join(',')
      const candidate = `q=${term}&skills=${skills}&price_min=20&price_max=400&sort=rating-desc`
      const found = await json(`/api/mentors?${candidate}&limit=1`)
      if (found.pagination.total >= 50 * 12) {
        query = candidate
        console.log(`list query: ${candidate} -> ${found.pagination.total} mentors`)
        break
      }
    }
    if (!query) throw new Error('no search leaves 50 pages: is the benchmark data set loaded?')

    // Quick Match needs a signed-in mentee with onboarding industries.
    const session = await signIn(scenario.email, scenario.password)

    const quickMatch = {
      url: `${base}/api/matching/quick`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json', 'cookie': session.cookie, 'x-xsrf-token': session.xsrf },
      body: '{}',
    }
    const byAvailability = query.replace(/sort=[^&]*/, 'sort=availability')

    // The busy mentor's slots over the next 8 weeks (the booking dialog's horizon).
    const { slotsMentor } = scenario.scheduling
    const now = new Date()
    const until = new Date(now.getTime() + 56 * 24 * 3600_000)
    const slotsUrl = `${base}/api/mentors/${slotsMentor.id}/slots?from=${now.toISOString()}&until=${until.toISOString()}`
    const slotsAnswer = await json(slotsUrl.slice(base.length))
    console.log(
      `slots mentor: ${slotsMentor.liveSessions} live sessions, ${slotsMentor.daysOff} days off, ${slotsMentor.shortDays} days 10:00-12:00 only, ${slotsAnswer.mentorTimeZone} -> ${slotsAnswer.data.length} free slots in 8 weeks`
    )

    const scenarios = [
      ['list page 1', { url: `${base}/api/mentors?${query}&page=1` }],
      ['list page 50', { url: `${base}/api/mentors?${query}&page=50` }],
      ['list avail p1', { url: `${base}/api/mentors?${byAvailability}&page=1` }],
      ['list avail p50', { url: `${base}/api/mentors?${byAvailability}&page=50` }],
      ['quick match', quickMatch],
      // The issue gives Quick Match no concurrency: one signed-in member at a time too.
      ['quick match c1', { ...quickMatch, connections: 1 }],
      ['slots 8 weeks', { url: slotsUrl, connections: schedulingConnections }],
      ['slots c1', { url: slotsUrl, connections: 1 }],
    ]
    // Warm-up (JIT, caches), not measured.
    for (const [title, options] of scenarios) {
      if (!groups.has(groupOf(title))) continue
      await new Promise((done) => autocannon({ ...options, connections: 8, duration: 3 }, done))
    }
    const chosen = scenarios.filter(([title]) => groups.has(groupOf(title)))
    const results = []
    for (const [title, options] of chosen) {
      results.push(await measure(title, options))
    }
    if (!groups.has('booking')) return printResults(results, scenarios)

    // Bookings last: they change the data. Every mentee signs in once, as a browser would.
    const { bookings, bookingMentees, text } = scenario.scheduling
    const mentees = []
    for (const email of bookingMentees) mentees.push(await signIn(email, scenario.password))
    const book = (booking) =>
      fetch(`${base}/api/mentors/${booking.mentor}/sessions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept': 'application/json',
          'cookie': mentees[booking.mentee].cookie,
          'x-xsrf-token': mentees[booking.mentee].xsrf,
        },
        body: JSON.stringify({
          startsAt: booking.startsAt,
          ...text,
          communicationTool: 'jitsi',
          bestPracticeConfirmed: true,
        }),
      })
    const warmup = bookings.slice(0, BOOKING_WARMUP)
    const atConcurrency = bookings.slice(BOOKING_WARMUP, BOOKING_WARMUP + bookingsAtConcurrency)
    const atOne = bookings.slice(BOOKING_WARMUP + bookingsAtConcurrency)
    const warm = await fireAll('booking warm-up', warmup, book, schedulingConnections)
    results.push(await fireAll('booking', atConcurrency, book, schedulingConnections))
    results.push(await fireAll('booking c1', atOne, book, 1))
    console.log(
      `bookings: ${warmup.length} warm-up (${warm.errors} failed), ${atConcurrency.length} at ${schedulingConnections} connections, ${atOne.length} at 1; each a different free slot of ${new Set(bookings.map((booking) => booking.mentor)).size} mentors, ${bookingMentees.length} PRO mentees\n`
    )

    printResults(results, scenarios)
  } finally {
    server.kill()
  }
}

/** The table of figures, each against its target. */
function printResults(results, scenarios) {
  const targets = {
    'list page 1': 50,
    'list page 50': 50,
    'list avail p1': 50,
    'list avail p50': 50,
    'quick match': 100,
    'quick match c1': 100,
    'slots 8 weeks': 30,
    'slots c1': 30,
    'booking': 100,
    'booking c1': 100,
  }
  const concurrencyOf = (title) =>
    scenarios.find(([name]) => name === title)?.[1].connections ??
    (title === 'booking' ? schedulingConnections : title === 'booking c1' ? 1 : connections)
  console.log('scenario        conns  p50 ms  p90 ms   p99 ms   req/s   errors   target p99')
  for (const result of results) {
    const target = targets[result.title]
    const ms = (value) => String(Math.round(value * 100) / 100)
    console.log(
      `${result.title.padEnd(14)} ${String(concurrencyOf(result.title)).padStart(6)} ${ms(result.p50).padStart(7)} ${ms(result.p90).padStart(7)} ${ms(result.p99).padStart(8)} ${String(Math.round(result.rps)).padStart(7)} ${String(result.errors).padStart(8)}   <= ${target} ms ${result.p99 <= target && result.errors === 0 ? 'met' : 'NOT met'}`
    )
  }
  for (const result of results) {
    for (const [answer, count] of result.failures ?? []) {
      console.log(`  ${result.title}: ${count} x ${answer}`)
    }
  }
}

/**
 * Fires `requests` (each sent by `send`) over `concurrency` connections, one
 * request at a time on each, and times every answer. Anything but 201 is an
 * error, counted by status and message.
 */
async function fireAll(title, requests, send, concurrency) {
  const latencies = []
  const failures = new Map()
  let next = 0
  const started = performance.now()
  const lane = async () => {
    while (next < requests.length) {
      const request = requests[next++]
      const sentAt = performance.now()
      let answer
      try {
        const response = await send(request)
        const body = await response.text()
        if (response.status !== 201) {
          let message = body.slice(0, 160)
          try {
            const parsed = JSON.parse(body)
            message = `${parsed.errorCode ?? ''} ${parsed.message ?? ''}`.trim()
          } catch {}
          answer = `${response.status} ${message}`
        }
      } catch (error) {
        answer = `network error: ${error.message}`
      }
      latencies.push(performance.now() - sentAt)
      if (answer) failures.set(answer, (failures.get(answer) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const percentile = (p) => latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)] ?? Number.NaN
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0)
  return {
    title,
    p50: percentile(0.5),
    p90: percentile(0.9),
    p99: percentile(0.99),
    rps: requests.length / seconds,
    errors,
    failures,
  }
}

/**
 * The popular skills, the Quick Match mentee (created once) and the
 * scheduling scenario with a plan of `bookings` bookings (made again every
 * time), from `node ace bench:scenario`.
 */
function prepareScenario(email, bookings) {
  const result = spawnSync(
    process.execPath,
    ['ace', 'bench:scenario', email, '--scheduling', '--bookings', String(bookings)],
    { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
  )
  const line = result.stdout.split('\n').find((text) => text.trim().startsWith('{'))
  if (result.status !== 0 || !line) {
    console.error(result.stdout, result.stderr)
    throw new Error('bench:scenario failed')
  }
  return JSON.parse(line)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
