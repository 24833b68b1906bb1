/*
| `npm run faults`: the production build meets its outages, and the outcome
| of each is printed as expected vs observed; the exit code is 1 when one
| fails. Nothing shared is touched: the run starts its own Redis (port 6391,
| no persistence), its own PostgreSQL cluster (Debian's pg_createcluster,
| "faults" on port 5433, created when missing, database faults_d2 made again
| every run) and its own SMTP server (port 2547), then the build's web process
| (port 3347) and queue worker with sessions, rate limits, locks and the queue
| in Redis. Logs: tmp/faults-web.log, tmp/faults-worker.log, tmp/faults-redis.log.
|
|   npm run faults                           every scenario
|   npm run faults -- --skip-build           reuse build/ from an earlier run
|   npm run faults -- --only smtp,pg,redis   some of them
|
| Scenarios:
|   smtp   SMTP down (--smtp-down 25 s) while --sign-ups (8) sign up and
|          --bookings (16) bookings are made: each answers 201 at once, every
|          e-mail arrives once SMTP is back, none twice, the queue drains.
|   pg     PostgreSQL stopped (--pg-down 7 s) and started again under load on
|          /api/mentors and /mentors: 200 before, 503 with the error object
|          during, 200 again after without restarting the app.
|   redis  Redis killed: /health/ready answers 503 naming Redis, the processes
|          stay up; Redis started again: ready by itself, sessions, rate
|          limits and the queue work again.
| The Stripe part (webhooks late, twice, out of order, at scale) is a
| functional test: tests/functional/billing/webhooks_at_scale.spec.ts.
*/
import { readdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { SchedulingBenchPlan } from '#database/seeding/bench/scheduling'
import {
  aceJson,
  cleanup,
  copyBuild,
  ensureBuild,
  onCleanup,
  productionEnv,
  run,
  sleep,
  startQueueWorker,
  startWeb,
  stopOnSignals,
  type ProductionEnv,
} from './lib/production_app.js'
import { CaptureSmtp, OwnPostgres, OwnRedis, logFile } from './lib/faults_infra.js'
import {
  postgresRestart,
  redisOutage,
  smtpOutage,
  type BookingPlan,
  type FaultsContext,
  type ScenarioResult,
} from './lib/faults_scenarios.js'

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'only': { type: 'string', default: 'smtp,pg,redis' },
    'port': { type: 'string', default: '3347' },
    'smtp-port': { type: 'string', default: '2547' },
    'redis-port': { type: 'string', default: '6391' },
    'pg-port': { type: 'string', default: '5433' },
    'database': { type: 'string', default: 'faults_d2' },
    'sign-ups': { type: 'string', default: '8' },
    'bookings': { type: 'string', default: '16' },
    'smtp-down': { type: 'string', default: '25' },
    'pg-down': { type: 'string', default: '7' },
    'redis-down': { type: 'string', default: '8' },
    'connections': { type: 'string', default: '8' },
  },
})
const only = new Set(args.only.split(','))
const startedAt = Date.now()
const base = `http://127.0.0.1:${args.port}`

const pgVersion =
  readdirSync('/usr/lib/postgresql')
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => b - a)[0] ?? 15
const pg = new OwnPostgres({ version: pgVersion, name: 'faults', port: Number(args['pg-port']) })
const env: ProductionEnv = {
  ...productionEnv({
    port: args.port,
    smtpPort: args['smtp-port'],
    name: 'Faults',
    database: {
      DB_CONNECTION: 'pg',
      PG_HOST: '127.0.0.1',
      PG_PORT: args['pg-port'],
      PG_USER: 'postgres',
      PG_PASSWORD: '',
      PG_DB_NAME: args.database,
    },
  }),
  SESSION_DRIVER: 'redis',
  LIMITER_STORE: 'redis',
  LOCK_STORE: 'redis',
  QUEUE_DRIVER: 'redis',
  TRANSMIT_TRANSPORT: 'redis',
  REDIS_HOST: '127.0.0.1',
  REDIS_PORT: args['redis-port'],
  REDIS_PREFIX: 'd2:',
}

/** The booking plan of the benchmark's scheduling scenario: mentors open all day, PRO mentees. */
function bookingPlan(count: number): BookingPlan {
  const scenario = aceJson<{ password: string; scheduling: SchedulingBenchPlan }>(
    // prettier-ignore
    ['bench:scenario', 'faults.quick@mentee.faults.test', '--scheduling', '--bookings', String(count)],
    env
  )
  return { ...scenario.scheduling, password: scenario.password }
}

async function main() {
  stopOnSignals()

  ensureBuild(env, { skipBuild: args['skip-build'] })
  // The run's own copy: a build someone starts meanwhile does not pull the files from under it.
  const build = copyBuild('faults-build')

  console.log(
    `▶ PostgreSQL cluster ${pgVersion}/faults on port ${args['pg-port']}, database ${args.database}`
  )
  onCleanup(
    () => pg.stop(),
    () => pg.stopNow()
  )
  await pg.ensureRunning()
  pg.recreateDatabase(args.database)

  console.log(`▶ Redis on port ${args['redis-port']}`)
  const redis = new OwnRedis(Number(args['redis-port']))
  await redis.start()

  run('Migrations', process.execPath, ['ace', 'migration:run', '--force'], env)
  console.log('▶ Booking plan (bench:scenario --scheduling)')
  const plan = bookingPlan(Number(args.bookings))
  const slugs = [...new Set(plan.bookings.map((booking) => booking.mentor))]
  const rows = pg.psql(
    `select slug || ' ' || email from users where slug in (${slugs.map((slug) => `'${slug}'`).join(',')})`,
    args.database
  )
  const mentorEmails = new Map(
    rows.split('\n').map((row) => {
      const [slug, email] = row.split(' ')
      return [slug, email] as const
    })
  )

  const smtp = new CaptureSmtp(Number(args['smtp-port']))
  await smtp.start()
  console.log(
    `▶ Web process on ${base} and queue worker (logs: ${logFile('web')}, ${logFile('worker')})`
  )
  const web = await startWeb(env, { cwd: build, output: { logFile: logFile('web') } })
  const worker = await startQueueWorker(env, {
    cwd: build,
    output: { logFile: logFile('worker') },
  })
  await sleep(2000)
  const ctx: FaultsContext = { base, pg, redis, smtp, plan, mentorEmails, web, worker }

  const results: ScenarioResult[] = []
  const scenarios: [string, () => Promise<ScenarioResult>][] = [
    [
      'smtp',
      () =>
        smtpOutage(ctx, {
          signUps: Number(args['sign-ups']),
          downSeconds: Number(args['smtp-down']),
        }),
    ],
    [
      'pg',
      () =>
        postgresRestart(ctx, {
          connections: Number(args.connections),
          beforeSeconds: 5,
          downSeconds: Number(args['pg-down']),
          afterSeconds: 12,
        }),
    ],
    ['redis', () => redisOutage(ctx, { downSeconds: Number(args['redis-down']) })],
  ]
  for (const [key, scenario] of scenarios) {
    if (!only.has(key)) continue
    const scenarioStart = Date.now()
    let result: ScenarioResult
    try {
      result = await scenario()
    } catch (error) {
      const stack = error instanceof Error ? error.stack : String(error)
      result = { title: key, ok: false, lines: [`  FAIL the scenario could not run: ${stack}`] }
    }
    const took = ((Date.now() - scenarioStart) / 1000).toFixed(0)
    console.log(`\n${result.ok ? 'PASS' : 'FAIL'}  ${result.title} (${took} s)`)
    for (const line of result.lines) console.log(line)
    results.push(result)
  }

  const failed = results.filter((result) => !result.ok)
  console.log(
    `\n${results.length - failed.length}/${results.length} fault scenarios passed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s${failed.length ? `; failed: ${failed.map((result) => result.title).join(', ')}` : ''}`
  )
  return failed.length === 0
}

let ok = false
try {
  ok = await main()
} catch (error) {
  console.error(error)
} finally {
  await cleanup()
}
process.exit(ok ? 0 : 1)
