/*
| `npm run bench`: the speed targets, measured and printed (not asserted).
|
|   npm run bench                       SQLite (tmp/bench.sqlite3)
|   npm run bench -- --db pg            PostgreSQL (database "bench")
|   npm run bench -- --seed             (re)build the 10,000-mentor data set first
|   npm run bench -- --connections 32 --duration 10 --workers 2
|   npm run bench -- --skip-build        reuse build/ from an earlier run
|   npm run bench -- --scheduling-connections 32 --bookings 800
|                                       slots and booking load (bookings: at most 1,320)
|   npm run bench -- --only slots,booking   some scenario groups (list, quick, slots, booking)
|   npm run bench -- --scale 1000,10000,50000
|                                       list, Quick Match and slots on each catalogue size
|                                       (tmp/bench-<n>.sqlite3 or database bench_<n>, seeded
|                                       when missing: n mentors, 5n mentees, 50n sessions)
|   npm run bench -- --skip-raw         no raw node:http (nor AdonisJS-only) baseline for the list
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
|     CSRF token and session cookie, like a browser): 400 to warm up, then
|     --bookings (1,000) at --scheduling-connections and 200 more at 1,
|     each of a different free slot, all expected to answer 201 (any other
|     answer is counted and printed), sent by node:http on kept-alive
|     sockets (the client's own CPU per booking is printed: it shares the
|     cores): target p99 <= 100 ms.
|   - the raw baseline: after the app, a minimal node:http server
|     (scripts/lib/raw_mentor_list.ts) answers the two list URLs with the same
|     SQL through the same driver and the same JSON, on the same port, as
|     many processes and connections; the table gives the app's throughput
|     as a share of it (information, no target: the framework's and our code's cost).
|     Then the framework's floor, measured the same way: AdonisJS's own HTTP
|     server with one route running that SQL and sending that JSON, none of
|     the app's middleware or code (rows "adonis ..."): its share of the raw
|     server's throughput is the most any AdonisJS route can reach here.
| Also printed: the server's resident memory (all its processes) after the
| run, and with --scale each figure per catalogue size side by side.
| The scheduling data (database/seeding/bench/scheduling.ts) is made again by
| every run, which deletes the bookings of the run before.
*/
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import type { SchedulingBenchPlan } from '#database/seeding/bench/scheduling'
import {
  aceJson,
  ensureBuild,
  ensurePgDatabase,
  productionEnv,
  root,
  run as runStep,
  sleep,
  startProcess,
  startWeb,
  stopOnSignals,
  type ManagedProcess,
} from './lib/production_app.js'
import type { BaselineRoute, BaselineSpec, Statement } from './lib/raw_mentor_list.js'

const { values: args } = parseArgs({
  options: {
    'db': { type: 'string', default: 'sqlite' },
    'seed': { type: 'boolean', default: false },
    'connections': { type: 'string', default: '32' },
    'duration': { type: 'string', default: '10' },
    'port': { type: 'string', default: '3398' },
    'skip-build': { type: 'boolean', default: false },
    // Default: 2 on SQLite (the app takes both cores), 1 on PostgreSQL (whose
    // own processes need the second core when it runs on the same machine).
    'workers': { type: 'string', default: '' },
    'tool': { type: 'string', default: '' },
    'scheduling-connections': { type: 'string', default: '32' },
    'bookings': { type: 'string', default: '1000' },
    // Comma-separated scenario groups: list, quick, slots, booking (default: all).
    'only': { type: 'string', default: '' },
    // Comma-separated catalogue sizes (mentors), each its own database.
    'scale': { type: 'string', default: '' },
    'skip-raw': { type: 'boolean', default: false },
  },
})
const connections = Number(args.connections)
const workers = args.workers || (args.db === 'pg' ? '1' : '2')
const duration = Number(args.duration)
const port = Number(args.port)
const base = `http://127.0.0.1:${port}`
const MENTORS = 10_000
const schedulingConnections = Number(args['scheduling-connections'])
const bookingsAtConcurrency = Number(args.bookings)
const sizes = args.scale ? args.scale.split(',').map(Number) : [MENTORS]
if (sizes.some((size) => !Number.isInteger(size) || size < 100)) {
  throw new Error(`--scale takes catalogue sizes of 100 mentors or more (got ${args.scale})`)
}
/** On several sizes the bookings (which change the data) are left out unless --only names them. */
const groups = new Set(
  args.only ? args.only.split(',') : ['list', 'quick', 'slots', ...(args.scale ? [] : ['booking'])]
)
const groupOf = (title: string) => title.split(' ')[0].replace('match', '')
/**
 * Bookings before the measured ones (JIT, caches), at the same concurrency, and at one
 * connection after them. The other scenarios warm up for 3 s (thousands of requests); with 48
 * bookings the measured ones took 1.5-2x as long for their first half second, which set the p99.
 */
const BOOKING_WARMUP = 400
const BOOKINGS_C1 = 200

/** A load scenario: what autocannon (or wrk) sends, and over how many connections. */
type Scenario = {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  connections?: number
}

/** One measured row of the table. */
type Measured = {
  title: string
  p50: number
  p90: number
  p99: number
  rps: number
  errors: number
  cpuMs: number
  /** Answers other than 201, by status and message (bookings). */
  failures?: Map<string, number>
  /** This process's own CPU per request (bookings). */
  clientCpuMs?: number
}

type Rss = { total: number; parts: { role: string; mb: number }[] }

/** What `node ace bench:scenario --scheduling` prints. */
type BenchScenario = {
  email: string
  password: string
  skills: string[]
  scheduling: SchedulingBenchPlan
}

/** What `node ace bench:list-sql` prints. */
type ListSql = { dialect: string; lists: { query: string; statements: Statement[] }[] }

type Signed = { cookie: string; xsrf: string }
type Booking = SchedulingBenchPlan['bookings'][number]
type Sent = { status: number | undefined; text: string }

/**
 * The environment of one catalogue size: the 10,000-mentor data set in
 * tmp/bench.sqlite3 or database "bench" (or SQLITE_FILENAME / PG_DB_NAME when
 * one size is measured), any other size in tmp/bench-<n>.sqlite3 or bench_<n>.
 */
function envFor(mentors: number) {
  const standard = mentors === MENTORS
  const given = sizes.length === 1
  return productionEnv({
    port,
    workers,
    smtpPort: 2599,
    name: 'Bench',
    database:
      args.db === 'pg'
        ? {
            DB_CONNECTION: 'pg',
            PG_DB_NAME:
              (given && process.env.PG_DB_NAME) || (standard ? 'bench' : `bench_${mentors}`),
          }
        : {
            DB_CONNECTION: 'sqlite',
            SQLITE_FILENAME:
              (given && process.env.SQLITE_FILENAME) ||
              (standard ? 'tmp/bench.sqlite3' : `tmp/bench-${mentors}.sqlite3`),
          },
  })
}
/** The size being measured (one at a time). */
let env = envFor(sizes[0])
const run = (title: string, command: string, commandArgs: string[]) =>
  runStep(title, command, commandArgs, env)

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${base}${path}`, init)
  } catch {
    // A kept-alive connection the server closed while the run did something else: once more.
    response = await fetch(`${base}${path}`, init)
  }
  if (!response.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  }
  return (await response.json()) as T
}

type Pagination = { pagination: { total: number } }

/** A browser's cookie jar, reduced to what the benchmark needs. */
function cookieJar() {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const header = () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; ')
  return { cookies, keep, header }
}

/** The headers of a JSON call made as a signed-in browser: session cookie and CSRF token. */
function signedInJson({ cookie, xsrf }: Signed) {
  return {
    'content-type': 'application/json',
    'accept': 'application/json',
    cookie,
    'x-xsrf-token': xsrf,
  }
}

/** Cookie header and CSRF token of a signed-in session. */
async function signIn(email: string, password: string): Promise<Signed> {
  const { cookies, keep, header } = cookieJar()
  // A page visit sets the XSRF-TOKEN cookie (JSON reads do not).
  keep(await fetch(`${base}/mentors`))
  const xsrf = () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '')
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: signedInJson({ cookie: header(), xsrf: xsrf() }),
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok)
    throw new Error(`sign-in as ${email} failed: ${login.status} ${await login.text()}`)
  keep(login)
  return { cookie: header(), xsrf: xsrf() }
}

/**
 * The bookings' client: node:http on kept-alive sockets, one per connection. It
 * shares the machine's two cores with the server: fetch (undici) spent 1.2 ms
 * of CPU per booking, this 0.45-0.65 ms. No Accept-Encoding, like the wrk scenarios:
 * the answers go out uncompressed. Resolves to the status and the body's text.
 */
const bookingAgent = new http.Agent({
  keepAlive: true,
  maxSockets: Number(args['scheduling-connections']),
})

function post(path: string, signedIn: Signed, payload: unknown) {
  const body = JSON.stringify(payload)
  return new Promise<Sent>((done, fail) => {
    const request = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent: bookingAgent,
        headers: { ...signedInJson(signedIn), 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => done({ status: response.statusCode, text }))
        response.on('error', fail)
      }
    )
    request.on('error', fail)
    request.end(body)
  })
}

/** wrk (C, light on CPU) when installed, else autocannon: the load shares the machine's cores. */
const tool =
  args.tool || (spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error ? 'autocannon' : 'wrk')

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 }
function milliseconds(text: string) {
  const [, value, unit] = text.match(/([\d.]+)(us|ms|s)/) ?? []
  return Number(value) * (UNITS[unit] ?? Number.NaN)
}

function measureWithWrk(title: string, options: Scenario) {
  const script = resolve(root, 'tmp', `bench-${title.replace(/\W+/g, '-')}.lua`)
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n')
  const method = `wrk.method = ${JSON.stringify(options.method ?? 'GET')}\n`
  const body = options.body ? `wrk.body = ${JSON.stringify(options.body)}\n` : ''
  writeFileSync(script, `${method}${body}${headers}\n`)
  const result = spawnSync(
    'wrk',
    // wrk leaves answers slower than its timeout (2 s by default) out of the latencies: none here.
    // prettier-ignore
    ['-t1', `-c${options.connections ?? connections}`, `-d${duration}s`, '--timeout', '30s', '--latency', '-s', script, options.url],
    { encoding: 'utf8' }
  )
  const out = result.stdout
  const line = (label: string) =>
    out.split('\n').find((text) => text.trim().startsWith(label)) ?? ''
  const non2xx = Number(line('Non-2xx').split(':')[1] ?? 0)
  const socket =
    line('Socket errors')
      .match(/\d+/g)
      ?.reduce((sum, n) => sum + Number(n), 0) ?? 0
  return {
    title,
    p50: milliseconds(line('50%')),
    p90: milliseconds(line('90%')),
    p99: milliseconds(line('99%')),
    rps: Number(line('Requests/sec').split(':')[1]),
    errors: non2xx + socket,
  }
}

function measureWithAutocannon(title: string, options: Scenario) {
  return new Promise<Omit<Measured, 'cpuMs'>>((done, fail) => {
    autocannon({ connections, duration, ...options }, (error: unknown, out) => {
      if (error) return fail(error)
      const errors = out.errors + out.non2xx
      const { p50, p90, p99 } = out.latency
      done({ title, p50, p90, p99, rps: out.requests.average, errors })
    })
  })
}

/** A scenario's warm-up (JIT, caches): 3 s at 8 connections, not measured. */
function warmUp(options: Scenario) {
  return new Promise<void>((done) =>
    autocannon({ ...options, connections: 8, duration: 3 }, () => done())
  )
}

/**
 * Measures one scenario; with `pid`, also the CPU time the server (all its
 * processes) spent per answer, a figure that other load on the machine
 * disturbs much less than latency.
 */
async function measure(title: string, options: Scenario, pid?: number): Promise<Measured> {
  const cpuBefore = pid ? serverCpu(pid) : Number.NaN
  const result =
    tool === 'wrk' ? measureWithWrk(title, options) : await measureWithAutocannon(title, options)
  return { ...result, cpuMs: (serverCpu(pid) - cpuBefore) / (result.rps * duration) }
}

async function main() {
  stopOnSignals()
  ensureBuild(env, { skipBuild: args['skip-build'] })
  const bySize: { mentors: number; results: Measured[]; rss: Rss | null }[] = []
  for (const mentors of sizes) {
    env = envFor(mentors)
    bySize.push({ mentors, ...(await benchmarkCatalogue(mentors)) })
  }
  if (bySize.length > 1) printScaling(bySize)
}

/** Seeds the catalogue of `mentors` mentors (5 mentees and 50 sessions each) on a fresh schema. */
function seedCatalogue(mentors: number) {
  const started = performance.now()
  const count = (n: number) => n.toLocaleString('en')
  run('Fresh schema', process.execPath, ['ace', 'migration:fresh', '--force'])
  run(
    `Benchmark data (${count(mentors)} mentors, ${count(mentors * 5)} mentees, ${count(mentors * 50)} sessions)`,
    process.execPath,
    // prettier-ignore
    ['ace', 'bench:seed', '--force', '--mentors', String(mentors), '--mentees', String(mentors * 5), '--sessions', String(mentors * 50)]
  )
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

/** Every chosen scenario on one catalogue size; prints its table. */
async function benchmarkCatalogue(mentors: number) {
  if (args.db === 'pg') ensurePgDatabase(env)
  // A data set seeded before a later migration gets it (triggers, tables).
  run('Migrations', process.execPath, ['ace', 'migration:run', '--force'])
  let server = await startWeb(env)
  let total = 0
  try {
    const { pagination } = await json<Pagination>('/api/mentors?limit=1')
    total = pagination.total
  } catch {}
  if (args.seed || total < mentors) {
    await server.stop()
    console.log(
      total < mentors ? `  ${total} listed mentors: building the benchmark data set` : '  --seed'
    )
    seedCatalogue(mentors)
    server = await startWeb(env)
  }
  let raw: Baseline | null = null
  try {
    // The scheduling scenario is made again (last run's bookings deleted)
    // while the app is down; then, as slots move as time passes, the next
    // free slots are computed as a cron would before measuring.
    await server.stop()
    const bookingCount = groups.has('booking')
      ? BOOKING_WARMUP + bookingsAtConcurrency + BOOKINGS_C1
      : 0
    const scenario = prepareScenario('bench.quickmatch@mentee.bench.test', bookingCount)
    run('Next free slots', process.execPath, ['ace', 'mentors:availability'])
    server = await startWeb(env)

    const { pagination } = await json<Pagination>('/api/mentors?limit=1')
    console.log(
      `\n${pagination.total.toLocaleString('en')} listed mentors, ${args.db}, ${workers} worker(s), ${tool} with ${connections} connections, ${duration} s per scenario\n`
    )

    // A search term, two filters (skills, price range) and a sort that leave at least 50 pages.
    let query: string | null = null
    for (const term of ['an', 'ar', 'er', 'a']) {
      const skills = scenario.skills.join(',')
      const candidate = `q=${term}&skills=${skills}&price_min=20&price_max=400&sort=rating-desc`
      const found = await json<Pagination>(`/api/mentors?${candidate}&limit=1`)
      if (found.pagination.total >= 50 * 12) {
        query = candidate
        console.log(`list query: ${candidate} -> ${found.pagination.total} mentors`)
        break
      }
    }
    if (!query) throw new Error('no search leaves 50 pages: is the benchmark data set loaded?')

    // Quick Match needs a signed-in mentee with onboarding industries.
    const session = await signIn(scenario.email, scenario.password)

    const quickMatch: Scenario = {
      url: `${base}/api/matching/quick`,
      method: 'POST',
      headers: signedInJson(session),
      body: '{}',
    }
    const byAvailability = query.replace(/sort=[^&]*/, 'sort=availability')

    // The busy mentor's slots over the next 8 weeks (the booking dialog's horizon).
    const { slotsMentor } = scenario.scheduling
    const now = new Date()
    const until = new Date(now.getTime() + 56 * 24 * 3600_000)
    const slotsUrl = `${base}/api/mentors/${slotsMentor.id}/slots?from=${now.toISOString()}&until=${until.toISOString()}`
    const slotsAnswer = await json<{ mentorTimeZone: string; data: unknown[] }>(
      slotsUrl.slice(base.length)
    )
    console.log(
      `slots mentor: ${slotsMentor.liveSessions} live sessions, ${slotsMentor.daysOff} days off, ${slotsMentor.shortDays} days 10:00-12:00 only, ${slotsAnswer.mentorTimeZone} -> ${slotsAnswer.data.length} free slots in 8 weeks`
    )

    const scenarios: [string, Scenario][] = [
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
    const chosen = scenarios.filter(([title]) => groups.has(groupOf(title)))
    // The raw baseline needs the app's SQL and answers for the list URLs (read while it runs).
    if (groups.has('list') && !args['skip-raw']) {
      raw = await rawBaseline(
        chosen.filter(([title]) => title === 'list page 1' || title === 'list page 50')
      )
    }
    for (const [, options] of chosen) await warmUp(options)
    const results: Measured[] = []
    for (const [title, options] of chosen) {
      results.push(await measure(title, options, server.pid))
    }

    if (groups.has('booking')) {
      // Bookings last: they change the data. Every mentee signs in once, as a browser would.
      const { bookings, bookingMentees, text } = scenario.scheduling
      const mentees: Signed[] = []
      for (const email of bookingMentees) mentees.push(await signIn(email, scenario.password))
      const book = (booking: Booking) =>
        post(`/api/mentors/${booking.mentor}/sessions`, mentees[booking.mentee], {
          startsAt: booking.startsAt,
          ...text,
          communicationTool: 'jitsi',
          bestPracticeConfirmed: true,
        })
      const warmup = bookings.slice(0, BOOKING_WARMUP)
      const atConcurrency = bookings.slice(BOOKING_WARMUP, BOOKING_WARMUP + bookingsAtConcurrency)
      const atOne = bookings.slice(BOOKING_WARMUP + bookingsAtConcurrency)
      const warm = await fireAll('booking warm-up', warmup, book, schedulingConnections)
      const loaded = await fireAll(
        'booking',
        atConcurrency,
        book,
        schedulingConnections,
        server.pid
      )
      results.push(loaded, await fireAll('booking c1', atOne, book, 1, server.pid))
      const bookingMentors = new Set(bookings.map((booking) => booking.mentor)).size
      console.log(
        `bookings: ${warmup.length} warm-up (${warm.errors} failed), ${atConcurrency.length} at ${schedulingConnections} connections, ${atOne.length} at 1; each a different free slot of ${bookingMentors} mentors, ${bookingMentees.length} PRO mentees; the client's own CPU: ${loaded.clientCpuMs.toFixed(2)} ms per booking`
      )
    }

    const rss = serverRss(server.pid)
    await server.stop()
    if (raw) results.push(...(await raw.measure()))
    console.log('')
    printResults(results, scenarios)
    if (rss) {
      const parts = rss.parts.map((part) => `${part.role} ${part.mb} MB`).join(', ')
      console.log(`\nserver RSS after the run: ${rss.total} MB (${parts})`)
    }
    return { results, rss }
  } finally {
    await server.stop()
  }
}

/** Resident memory of the server: its primary and, with several workers, each worker (ps, in MB). */
function serverRss(pid: number): Rss | null {
  const ps = (selector: string[]) =>
    (spawnSync('ps', ['-o', 'pid=,rss=', ...selector], { encoding: 'utf8' }).stdout ?? '')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/).map(Number))
  const own = ps(['-p', String(pid)])
  if (!own.length) return null
  const children = ps(['--ppid', String(pid)])
  const mb = (kb: number) => Math.round(kb / 1024)
  const parts = [
    { role: children.length ? 'primary' : 'server', mb: mb(own[0][1]) },
    ...children.map(([, kb], index) => ({ role: `worker ${index + 1}`, mb: mb(kb) })),
  ]
  return { total: parts.reduce((sum, part) => sum + part.mb, 0), parts }
}

/** CPU milliseconds (user + system) the server's processes have used so far (/proc). */
function serverCpu(pid: number | undefined) {
  if (!pid) return Number.NaN
  const ticks = (id: string) => {
    const stat = spawnSync('cat', [`/proc/${id}/stat`], { encoding: 'utf8' }).stdout ?? ''
    const fields = stat.split(') ')[1]?.split(' ')
    return fields ? Number(fields[11]) + Number(fields[12]) : Number.NaN
  }
  const children = (
    spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout ?? ''
  )
    .trim()
    .split('\n')
    .filter(Boolean)
  const clockTicks = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout
  const tickMs = 1000 / Number(clockTicks || 100)
  return [pid, ...children].reduce<number>((sum, id) => sum + ticks(String(id).trim()), 0) * tickMs
}

type Baseline = { measure(): Promise<Measured[]> }

/**
 * The baselines of the list URLs (raw node:http, then AdonisJS alone): the
 * SQL each runs in the app (from `node ace bench:list-sql`) and the app's
 * answer, read now; `measure()` starts scripts/lib/raw_mentor_list.ts as each on
 * the app's port once the app is stopped and measures the same URLs the same way.
 */
async function rawBaseline(lists: [string, Scenario][]): Promise<Baseline> {
  const queries = lists.map(([, options]) => new URL(options.url).search.slice(1))
  const captured = aceJson<ListSql>(['bench:list-sql', ...queries], env)
  const routes: BaselineRoute[] = []
  for (const [index, [, options]] of lists.entries()) {
    const path = options.url.slice(base.length)
    routes.push({ path, statements: captured.lists[index].statements, body: await json(path) })
  }
  const statements = captured.lists.map((list) => list.statements.length).join(' and ')
  console.log(
    `baselines: ${statements} SQL statement(s) per list request, as the route runs them (${captured.dialect})`
  )
  return {
    /** Each baseline server in turn (see scripts/lib/raw_mentor_list.ts): node:http, then AdonisJS alone. */
    async measure() {
      const results: Measured[] = []
      for (const [prefix, server] of [
        ['raw', 'node:http'],
        ['adonis', 'adonisjs'],
      ] as const) {
        results.push(...(await measureBaseline(lists, routes, captured.dialect, prefix, server)))
      }
      return results
    },
  }
}

/** Starts one baseline server on the app's port and measures the list URLs on it, as `prefix <title>`. */
async function measureBaseline(
  lists: [string, Scenario][],
  routes: BaselineRoute[],
  dialect: string,
  prefix: string,
  serverKind: BaselineSpec['server']
) {
  const specFile = resolve(root, 'tmp', 'bench-raw-list.json')
  const spec: BaselineSpec = {
    port,
    workers: Number(workers),
    server: serverKind,
    dialect,
    sqlite: env.SQLITE_FILENAME ? resolve(root, env.SQLITE_FILENAME) : null,
    pg: {
      host: env.PG_HOST || '127.0.0.1',
      port: Number(env.PG_PORT || 5432),
      user: env.PG_USER || 'postgres',
      password: env.PG_PASSWORD || undefined,
      database: env.PG_DB_NAME,
      max: Number(env.PG_POOL_MAX || 10),
    },
    routes,
  }
  writeFileSync(specFile, JSON.stringify(spec))
  // Node's own type stripping runs it: no TypeScript loader in the baseline's processes either.
  const server: ManagedProcess = startProcess(serverKind, process.execPath, [
    resolve(root, 'scripts/lib/raw_mentor_list.ts'),
    specFile,
  ])
  try {
    const first = `${base}${routes[0].path}`
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await fetch(first)
        if (answer.ok) break
      } catch {}
      if (attempt > 60) throw new Error(`the ${serverKind} baseline server did not start`)
      await sleep(250)
    }
    const baseline = lists.map(([title, options]) => [`${prefix} ${title}`, options] as const)
    for (const [, options] of baseline) await warmUp(options)
    const results: Measured[] = []
    for (const [title, options] of baseline) {
      results.push(await measure(title, options, server.pid))
    }
    return results
  } finally {
    await server.stop()
  }
}

/** The scenario column of the tables: its longest title, "adonis list page 50". */
const TITLE_WIDTH = 19

const TARGETS: Record<string, number> = {
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

/** The table of figures, one row per scenario, each against its target. */
function printResults(results: Measured[], scenarios: [string, Scenario][]) {
  const byTitle = new Map(results.map((result) => [result.title, result]))
  const concurrencyOf = (title: string) =>
    scenarios.find(([name]) => name === title.replace(/^(raw|adonis) /, ''))?.[1].connections ??
    (title === 'booking' ? schedulingConnections : title === 'booking c1' ? 1 : connections)
  const ms = (value: number) => String(Math.round(value * 100) / 100)
  console.log(
    `${'scenario'.padEnd(TITLE_WIDTH)}  conns  p50 ms  p90 ms   p99 ms   req/s   errors  CPU ms/req   target`
  )
  for (const result of results) {
    let target: string
    let met: boolean | string
    const raw = byTitle.get(`raw ${result.title}`)
    const floor = byTitle.get(`adonis ${result.title}`)
    if (result.title.startsWith('raw ')) {
      target = 'baseline'
      met = result.errors === 0 ? '' : 'errors'
    } else if (result.title.startsWith('adonis ')) {
      const share = byTitle.get(result.title.replace(/^adonis/, 'raw'))
      target = share
        ? `framework floor (${(result.rps / share.rps).toFixed(2)}x raw)`
        : 'framework floor'
      met = result.errors === 0 ? '' : 'errors'
    } else if (raw) {
      // A list URL measured against the raw server: the latency target, and the throughput
      // share printed as information (issue 28 retired its 0.5x target).
      const ratio = result.rps / raw.rps
      const cpu = Number.isFinite(result.cpuMs / raw.cpuMs)
        ? `, CPU ${(result.cpuMs / raw.cpuMs).toFixed(1)}x raw's`
        : ''
      const ofFloor = floor ? `; ${(result.rps / floor.rps).toFixed(2)}x AdonisJS alone` : ''
      target = `p99 <= ${TARGETS[result.title]} ms (${ratio.toFixed(2)}x raw's req/s${cpu}${ofFloor})`
      met = result.p99 <= TARGETS[result.title] && result.errors === 0
    } else {
      target = `p99 <= ${TARGETS[result.title]} ms`
      met = result.p99 <= TARGETS[result.title] && result.errors === 0
    }
    const verdict = typeof met === 'boolean' ? (met ? 'met' : 'NOT met') : met
    const cpuMs = Number.isFinite(result.cpuMs) ? result.cpuMs.toFixed(2) : '-'
    console.log(
      `${result.title.padEnd(TITLE_WIDTH)} ${String(concurrencyOf(result.title)).padStart(6)} ${ms(result.p50).padStart(7)} ${ms(result.p90).padStart(7)} ${ms(result.p99).padStart(8)} ${String(Math.round(result.rps)).padStart(7)} ${String(result.errors).padStart(8)} ${cpuMs.padStart(11)}   ${target} ${verdict}`
    )
  }
  for (const result of results) {
    for (const [answer, count] of result.failures ?? []) {
      console.log(`  ${result.title}: ${count} x ${answer}`)
    }
  }
}

/** --scale: each scenario's p99 and throughput per catalogue size, and the growth from the smallest. */
function printScaling(bySize: { mentors: number; results: Measured[]; rss: Rss | null }[]) {
  console.log(
    `\nby catalogue size (${args.db}, ${workers} worker(s), ${connections} connections): p99 ms / req/s / server CPU ms per request`
  )
  const titles = [
    ...new Set(bySize.flatMap(({ results }) => results.map((result) => result.title))),
  ]
  const column = 26
  const smallest = bySize[0].mentors
  const largest = bySize[bySize.length - 1].mentors
  const columns = bySize
    .map(({ mentors }) => `${mentors.toLocaleString('en')} mentors`.padStart(column))
    .join('')
  console.log(
    `${'scenario'.padEnd(TITLE_WIDTH)}${columns}   growth for ${largest / smallest}x the catalogue`
  )
  for (const title of titles) {
    const cells = bySize.map(({ results }) => results.find((result) => result.title === title))
    const text = cells.map((cell) =>
      (cell
        ? `${(Math.round(cell.p99 * 10) / 10).toFixed(1)} / ${Math.round(cell.rps)} / ${Number.isFinite(cell.cpuMs) ? cell.cpuMs.toFixed(2) : '-'}`
        : '-'
      ).padStart(column)
    )
    const [first, last] = [cells[0], cells[cells.length - 1]]
    // CPU per request is what load on the machine disturbs least: the growth to read.
    const growth =
      first && last
        ? `p99 ${(last.p99 / first.p99).toFixed(2)}x, CPU ${(last.cpuMs / first.cpuMs).toFixed(2)}x`
        : ''
    console.log(`${title.padEnd(TITLE_WIDTH)}${text.join('')}   ${growth}`)
  }
  const rssBySize = bySize
    .map(({ mentors, rss }) => `${mentors.toLocaleString('en')}: ${rss?.total ?? '?'} MB`)
    .join(', ')
  console.log(`server RSS after each run: ${rssBySize}`)
}

/**
 * Fires `requests` (each sent by `send`, which resolves to { status, text })
 * over `concurrency` connections, one request at a time on each, and times
 * every answer. Anything but 201 is an error, counted by status and message.
 * Also gives the server's and this process's own CPU per request.
 */
async function fireAll<T>(
  title: string,
  requests: T[],
  send: (request: T) => Promise<Sent>,
  concurrency: number,
  pid?: number
) {
  const cpuBefore = serverCpu(pid)
  const clientBefore = process.cpuUsage()
  const latencies: number[] = []
  const failures = new Map<string, number>()
  let next = 0
  const started = performance.now()
  const lane = async () => {
    while (next < requests.length) {
      const request = requests[next++]
      const sentAt = performance.now()
      let answer: string | undefined
      try {
        const { status, text: body } = await send(request)
        if (status !== 201) {
          let message = body.slice(0, 160)
          try {
            const parsed = JSON.parse(body) as { errorCode?: string; message?: string }
            message = `${parsed.errorCode ?? ''} ${parsed.message ?? ''}`.trim()
          } catch {}
          answer = `${status} ${message}`
        }
      } catch (error) {
        answer = `network error: ${error instanceof Error ? error.message : String(error)}`
      }
      latencies.push(performance.now() - sentAt)
      if (answer) failures.set(answer, (failures.get(answer) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane))
  const seconds = (performance.now() - started) / 1000
  const cpuMs = (serverCpu(pid) - cpuBefore) / requests.length
  const client = process.cpuUsage(clientBefore)
  const clientCpuMs = (client.user + client.system) / 1000 / requests.length
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)] ?? Number.NaN
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0)
  return {
    title,
    p50: percentile(0.5),
    p90: percentile(0.9),
    p99: percentile(0.99),
    rps: requests.length / seconds,
    errors,
    failures,
    cpuMs,
    clientCpuMs,
  }
}

/**
 * The popular skills, the Quick Match mentee (created once) and the
 * scheduling scenario with a plan of `bookings` bookings (made again every
 * time), from `node ace bench:scenario`.
 */
function prepareScenario(email: string, bookings: number) {
  return aceJson<BenchScenario>(
    ['bench:scenario', email, '--scheduling', '--bookings', String(bookings)],
    env
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
