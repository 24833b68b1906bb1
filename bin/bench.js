/*
| `npm run bench`: the speed targets, measured and printed (not asserted).
|
|   npm run bench                       SQLite (tmp/bench.sqlite3)
|   npm run bench -- --db pg            PostgreSQL (database "bench")
|   npm run bench -- --seed             (re)build the 10,000-mentor data set first
|   npm run bench -- --connections 32 --duration 10 --workers 2
|   npm run bench -- --skip-build        reuse build/ from an earlier run
|
| It builds the app and starts the build in production mode on its own port against the benchmark
| database (built by `node ace bench:seed` when missing or with --seed), warms
| it up, then drives each scenario with autocannon and prints p50/p99 latency
| and throughput. Scenarios:
|   - the mentor list (GET /api/mentors, what the page and "Load more" read)
|     with a search term, two filters (skills, price range) and a sort, page 1
|     and page 50, at 32 concurrent connections: target p99 <= 50 ms;
|   - Quick Match over all mentors (POST /api/matching/quick, signed in):
|     target p99 <= 100 ms.
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
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
  },
})
const connections = Number(args.connections)
args.workers ||= args.db === 'pg' ? '1' : '2'
const duration = Number(args.duration)
const port = Number(args.port)
const base = `http://127.0.0.1:${port}`
const MENTORS = 10_000

const env = {
  ...process.env,
  NODE_ENV: 'production',
  TZ: 'UTC',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  APP_KEY: process.env.APP_KEY || randomBytes(32).toString('base64url'),
  APP_URL: base,
  WEB_CONCURRENCY: args.workers,
  SESSION_DRIVER: 'cookie',
  LIMITER_STORE: 'database',
  LOCK_STORE: 'database',
  QUEUE_DRIVER: 'database',
  MAIL_MAILER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '2599',
  MAIL_FROM_NAME: 'Bench',
  MAIL_FROM_ADDRESS: 'bench@example.test',
  DRIVE_DISK: 'fs',
  ...(args.db === 'pg'
    ? { DB_CONNECTION: 'pg', PG_DB_NAME: process.env.PG_DB_NAME || 'bench' }
    : { DB_CONNECTION: 'sqlite', SQLITE_FILENAME: process.env.SQLITE_FILENAME || 'tmp/bench.sqlite3' }),
}

function run(title, command, commandArgs) {
  console.log(`▶ ${title}`)
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

function ensurePgDatabase() {
  if (args.db !== 'pg') return
  const name = env.PG_DB_NAME
  const probe = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-tAc', `select 1 from pg_database where datname = '${name}'`], { encoding: 'utf8' })
  if (!probe.stdout?.includes('1')) {
    run(`Creating database ${name}`, 'psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `create database ${name}`])
  }
}

const buildDir = resolve(root, 'build')

/** The production build, as deployed (no TypeScript loader in the request path). */
function ensureBuild() {
  if (args['skip-build'] && existsSync(resolve(buildDir, 'bin/server.js'))) return
  run('Production build', 'npm', ['run', 'build'])
  if (!existsSync(resolve(buildDir, 'node_modules'))) {
    symlinkSync(resolve(root, 'node_modules'), resolve(buildDir, 'node_modules'))
  }
}

async function startServer() {
  const server = spawn(process.execPath, ['bin/server.js'], {
    cwd: buildDir,
    env: { ...env, SQLITE_FILENAME: resolve(root, env.SQLITE_FILENAME ?? 'tmp/bench.sqlite3') },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/health/live`)).ok) return server
    } catch {}
    await new Promise((done) => setTimeout(done, 500))
  }
  server.kill()
  throw new Error('the app did not start in 60 s')
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
      done({ title, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors })
    })
  })
}

async function main() {
  ensurePgDatabase()
  ensureBuild()
  let server = await startServer()
  let total = 0
  try {
    total = (await json('/api/mentors?limit=1')).pagination.total
  } catch {}
  if (args.seed || total < MENTORS) {
    server.kill()
    console.log(total < MENTORS ? `  ${total} listed mentors: building the benchmark data set` : '  --seed')
    run('Fresh schema', process.execPath, ['ace', 'migration:fresh', '--force'])
    run('Benchmark data (10,000 mentors)', process.execPath, ['ace', 'bench:seed', '--force'])
    server = await startServer()
  }
  try {
    // Slots move as time passes: compute them as a cron would before measuring.
    server.kill()
    run('Next free slots', process.execPath, ['ace', 'mentors:availability'])
    server = await startServer()

    const { pagination } = await json('/api/mentors?limit=1')
    console.log(`\n${pagination.total.toLocaleString('en')} listed mentors, ${args.db}, ${args.workers} worker(s), ${tool} with ${connections} connections, ${duration} s per scenario\n`)

    // A search term, two filters (skills, price range) and a sort that leave at least 50 pages.
    const scenario = prepareScenario('bench.quickmatch@mentee.bench.test')
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
    const scenarios = [
      ['list page 1', { url: `${base}/api/mentors?${query}&page=1` }],
      ['list page 50', { url: `${base}/api/mentors?${query}&page=50` }],
      ['quick match', quickMatch],
      // The issue gives Quick Match no concurrency: one signed-in member at a time too.
      ['quick match c1', { ...quickMatch, connections: 1 }],
    ]
    // Warm-up (JIT, caches), not measured.
    for (const [, options] of scenarios) {
      await new Promise((done) => autocannon({ ...options, connections: 8, duration: 3 }, done))
    }
    const results = []
    for (const [title, options] of scenarios) {
      results.push(await measure(title, options))
    }
    const targets = { 'list page 1': 50, 'list page 50': 50, 'quick match': 100, 'quick match c1': 100 }
    console.log('scenario        p50 ms   p99 ms   req/s   errors   target p99')
    for (const result of results) {
      const target = targets[result.title]
      console.log(
        `${result.title.padEnd(14)} ${String(result.p50).padStart(7)} ${String(result.p99).padStart(8)} ${String(Math.round(result.rps)).padStart(7)} ${String(result.errors).padStart(8)}   <= ${target} ms ${result.p99 <= target && result.errors === 0 ? 'met' : 'NOT met'}`
      )
    }
  } finally {
    server.kill()
  }
}

/** The popular skills and the Quick Match mentee (created once), from `node ace bench:scenario`. */
function prepareScenario(email) {
  const result = spawnSync(process.execPath, ['ace', 'bench:scenario', email], { cwd: root, env, encoding: 'utf8' })
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
