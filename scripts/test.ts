/*
| `npm test`: every test suite (unit, functional, browser), its spec files dealt
| out to several test processes that run side by side.
|
|   npm test                              every suite
|   npm test -- browser                   one suite (or several: unit functional)
|   npm test -- --files mentor_profile    the spec files whose path ends so (Japa's --files;
|                                          several: --files a b)
|   npm test -- --workers 1               one process, as `node ace test` runs
|   npm test -- --tests "a title"         any other Japa flag goes to every process (several
|                                          values: --tests "one" "two")
|   TEST_PROCESS_OFFSET=3 npm test        a second checkout testing beside the first (its
|                                          processes are numbered 3, 4, ...: leave a gap of
|                                          the worker count between checkouts' offsets)
|
| Each process is Japa's own entry point (bin/test.ts) with a test environment
| of its own: its SQLite file or PostgreSQL database, its Redis key prefix, and
| its own ports for the app and for every local stand-in of an outside service
| that .env.test names (SMTP capture, the OAuth and Google Calendar fakes), each
| moved by 100 per process (the first process keeps .env.test's ports and
| database, and takes a Redis prefix of its own like the others). A run with the
| functional or browser suite first builds the marketplace's production bundle,
| which its processes serve (tests/helpers/assets.ts). Files are dealt out
| longest first by their last measured wall time (tmp/test-durations.json
| after a run on this machine, else the committed tests/durations.json).
| Each process's output is printed one spec group at a time, whole; the run ends
| with Japa's totals added up and the line 'N passed, N failed' (which also names any process
| that ended without a report or with an error).
*/
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv, stripVTControlCharacters } from 'node:util'
import { glob } from 'node:fs/promises'

const ROOT = join(import.meta.dirname, '..')
const TMP = join(ROOT, 'tmp')
const COMMITTED_DURATIONS = join(ROOT, 'tests', 'durations.json')
const MEASURED_DURATIONS = join(TMP, 'test-durations.json')
/** The suites and their file globs, in the order Japa runs them: adonisrc.ts's own. */
const { default: rcFile } = await import('../adonisrc.js')
const SUITES = rcFile.tests!.suites.map((suite) => ({
  name: suite.name,
  globs: [suite.files].flat(),
}))
/** Ports of shared services, never moved: every process uses the same server. */
const SERVICE_PORTS = new Set([5432, 6379])
const PORT_STEP = 100
/**
 * Several checkouts testing on one machine at once: TEST_PROCESS_OFFSET=3
 * numbers this run's processes from 3, so their ports and databases differ (with
 * two workers it uses 3 and 4: the next checkout starts at 5).
 */
const PROCESS_OFFSET = Number(process.env.TEST_PROCESS_OFFSET ?? 0)
/** The test environment's committed values (.env.test). */
const TEST_ENV = parseEnv(readFileSync(join(ROOT, '.env.test'), 'utf8'))
/** What the app reads: the process's own environment first, then .env.test. */
const BASE_ENV: Record<string, string | undefined> = { ...TEST_ENV, ...process.env }

type Report = {
  aggregates: { total: number; passed: number; failed: number; skipped: number; todo: number }
  hasError: boolean
  files: Record<string, number>
}

function parseArgs(argv: string[]) {
  const suites: string[] = []
  const files: string[] = []
  const passThrough: string[] = []
  const tags: string[] = []
  let workers: number | undefined
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === '--workers') workers = Number(argv[++index])
    else if (arg.startsWith('--workers=')) workers = Number(arg.slice('--workers='.length))
    else if (arg === '--files') {
      // One filter or several (`--files a b`), up to the next flag.
      do files.push(argv[++index])
      while (index + 1 < argv.length && !argv[index + 1].startsWith('-'))
    } else if (arg.startsWith('--files=')) files.push(arg.slice('--files='.length))
    else if (arg === '--tags') {
      tags.push(argv[index + 1])
      passThrough.push(arg, argv[++index])
    } else if (!arg.startsWith('-') && SUITES.some((suite) => suite.name === arg)) suites.push(arg)
    else if (arg.startsWith('-')) {
      passThrough.push(arg)
      // A flag's value follows it (`--tests "a title"`); more values repeat the flag.
      const isValue = (next = argv[index + 1]) =>
        next !== undefined && !next.startsWith('-') && !SUITES.some((suite) => suite.name === next)
      if (!arg.includes('=') && isValue()) {
        passThrough.push(argv[++index])
        while (isValue()) passThrough.push(arg, argv[++index])
      }
    } else {
      throw new Error(
        `"${arg}" is neither a suite (${SUITES.map((suite) => suite.name).join(', ')}) nor a flag's value`
      )
    }
  }
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1)) {
    throw new Error('--workers takes a whole number of 1 or more')
  }
  return { suites, files, passThrough, tags, workers }
}

/** Japa's own rule for --files: the path (without .spec.ts) ends with the filter, segment by segment. */
function matchesFilter(file: string, filter: string) {
  const withoutSuffix = file.replace(/\.spec\.(ts|js)$/, '')
  if (file.endsWith(filter) || withoutSuffix.endsWith(filter)) return true
  const fileSegments = withoutSuffix.split('/').reverse()
  return filter
    .split('/')
    .reverse()
    .every((segment, index) => fileSegments[index]?.endsWith(segment) || segment === '*')
}

async function specFiles(suites: string[], filters: string[], tags: string[]) {
  const selected = []
  for (const suite of SUITES) {
    if (suites.length && !suites.includes(suite.name)) continue
    for await (const file of glob(suite.globs, { cwd: ROOT })) {
      if (filters.length && !filters.some((filter) => matchesFilter(file, filter))) continue
      // With --tags, only the files that name one of the tags start a process.
      const source = tags.length ? readFileSync(join(ROOT, file), 'utf8') : ''
      if (tags.length && !tags.some((tag) => source.includes(`'${tag}'`))) continue
      selected.push({ suite: suite.name, file })
    }
  }
  return selected.sort((a, b) => a.file.localeCompare(b.file))
}

function readDurations(): Record<string, number> {
  for (const path of [MEASURED_DURATIONS, COMMITTED_DURATIONS]) {
    if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8'))
  }
  return {}
}

/**
 * Longest first, each file to the process with the least work so far. A file
 * never measured counts as its suite's median.
 */
function deal(files: { suite: string; file: string }[], workers: number) {
  const durations = readDurations()
  const median = (suite: string) => {
    const known = files
      .filter((entry) => entry.suite === suite && durations[entry.file] !== undefined)
      .map((entry) => durations[entry.file])
      .sort((a, b) => a - b)
    return known.length ? known[Math.floor(known.length / 2)] : 1000
  }
  const weighted = files
    .map((entry) => ({ ...entry, weight: durations[entry.file] ?? median(entry.suite) }))
    .sort((a, b) => b.weight - a.weight)
  const bins = Array.from({ length: workers }, () => ({ weight: 0, files: [] as typeof files }))
  for (const entry of weighted) {
    const lightest = bins.reduce((least, bin) => (bin.weight < least.weight ? bin : least))
    lightest.files.push(entry)
    lightest.weight += entry.weight
  }
  return bins.filter((bin) => bin.files.length)
}

/** Files whose pages import client modules by their source path (tests/helpers/assets.ts). */
const DEV_SERVER_MARK = 'needsViteDevServer()'

/**
 * The processes and their files: the files that need the Vite dev server go to one more
 * process that keeps it (with one process, or only such files, every process keeps it); the
 * others serve the built bundle.
 */
function dealWithDevServer(files: { suite: string; file: string }[], workers: number) {
  const needsDevServer = (entry: { file: string }) =>
    readFileSync(join(ROOT, entry.file), 'utf8').includes(DEV_SERVER_MARK)
  const marked = new Set(files.filter(needsDevServer))
  const devFiles = files.filter((entry) => marked.has(entry))
  const others = files.filter((entry) => !marked.has(entry))
  if (devFiles.length && others.length && workers > 1) {
    return [
      ...deal(others, workers).map((bin) => ({ ...bin, devServer: false })),
      { weight: 0, files: devFiles, devServer: true },
    ]
  }
  return deal(files, workers).map((bin) => ({ ...bin, devServer: devFiles.length > 0 }))
}

/**
 * The environment of test process `index`: .env.test's values (the process's
 * own environment first, as the app reads them), with its own database, Redis
 * prefix and ports. Process 0 keeps .env.test's ports and names.
 */
function workerEnvironment(index: number) {
  // Vite's pre-bundled dependencies, one folder per process (vite.config.ts reads it).
  const environment: Record<string, string> = {
    VITE_CACHE_DIR: join(ROOT, 'node_modules', '.vite', `test-${index}`),
    // Every process its own Redis prefix, the first too: 'mmtest:' would be a
    // prefix of the others' ('mmtest:1:'), and its clean-ups would delete their keys.
    REDIS_PREFIX: `${BASE_ENV.REDIS_PREFIX ?? 'mmtest:'}${index}:`,
  }
  if (index === 0) return environment
  const offset = index * PORT_STEP
  const move = (port: number) => (SERVICE_PORTS.has(port) ? port : port + offset)
  for (const key of Object.keys(TEST_ENV)) {
    const value = BASE_ENV[key]
    if (!value) continue
    if (key.endsWith('_PORT') || key === 'PORT') {
      if (/^\d+$/.test(value)) environment[key] = String(move(Number(value)))
      continue
    }
    if (/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(value)) {
      const url = new URL(value)
      if (url.port) {
        url.port = String(move(Number(url.port)))
        environment[key] = value.endsWith('/') ? url.href : url.href.replace(/\/$/, '')
      }
    }
  }
  environment.VITE_HMR_PORT = String(24678 + offset)
  environment.SQLITE_FILENAME = (BASE_ENV.SQLITE_FILENAME ?? 'tmp/test.sqlite3').replace(
    /(\.sqlite3?)?$/,
    (extension) => `-${index}${extension}`
  )
  environment.PG_DB_NAME = `${BASE_ENV.PG_DB_NAME ?? 'test'}_${index}`
  return environment
}

/** PostgreSQL databases of the extra processes, created when missing (DB_CONNECTION=pg). */
async function preparePostgres(environments: Record<string, string>[]) {
  if (BASE_ENV.DB_CONNECTION !== 'pg') return
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    host: BASE_ENV.PG_HOST,
    port: Number(BASE_ENV.PG_PORT ?? 5432),
    user: BASE_ENV.PG_USER,
    password: BASE_ENV.PG_PASSWORD || undefined,
    database: BASE_ENV.PG_DB_NAME,
  })
  await client.connect()
  try {
    for (const environment of environments) {
      const name = environment.PG_DB_NAME
      if (!name) continue
      const found = await client.query('select 1 from pg_database where datname = $1', [name])
      if (!found.rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`)
    }
  } finally {
    await client.end()
  }
}

/**
 * The marketplace's production bundle (the browser's and the server renderer's, in
 * public/assets, where `node ace build` puts it too), built afresh at the start of every
 * run that renders pages: the test processes serve it as production does (tests/bootstrap.ts)
 * instead of each compiling the sources through a Vite dev server of its own.
 */
async function buildMarketplace() {
  const { createBuilder } = await import('vite')
  // Vite's CLI sets NODE_ENV for a build, its API does not: React would ship its development code.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    const builder = await createBuilder({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
    })
    await builder.buildApp()
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

/**
 * What every process needs once, before any starts: the generated index files
 * (what `node ace test` writes before it starts Japa: the "init" hooks of
 * adonisrc.ts), the marketplace's bundle for the suites that render pages, and
 * the console's bundle for the browser tests. Answers the variables that tell
 * the processes what was built.
 */
async function prepare(suites: Set<string>): Promise<Record<string, string>> {
  const { CodeGen } = await import('@adonisjs/assembler')
  const codegen = new CodeGen(new URL('../', import.meta.url), { hooks: rcFile.hooks })
  codegen.ui.switchMode('silent')
  await codegen.run()
  if (suites.has('browser')) {
    const { ensureBundle } = await import('../admin-ui/bundle.js')
    await ensureBundle()
  }
  if (!suites.has('browser') && !suites.has('functional')) return {}
  await buildMarketplace()
  return { TEST_BUILT_ASSETS: '1' }
}

/** A spec group's header line in the spec reporter: "suite / Group title (tests/...spec.ts)". */
const GROUP_HEADER = new RegExp(
  `^(${SUITES.map((suite) => suite.name).join('|')}) / .*\\(tests/.*\\.spec\\.(ts|js)\\)\\s*$`
)

/** The printers of the running processes, for a run stopped before they end. */
const printers: { end(): void }[] = []

/**
 * A run stopped by Ctrl-C or a timeout first prints what its processes wrote
 * since the start of their current spec group: a hang shows in which group,
 * after which test, with whatever error came before it.
 */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const printer of printers) printer.end()
    process.kill(process.pid, signal)
  })
}

/**
 * Prints a process's output one spec group at a time, so that groups of
 * processes running side by side never interleave line by line.
 */
function groupedPrinter() {
  let pending = ''
  let block: string[] = []
  const flush = () => {
    if (block.length) process.stdout.write(block.join('\n') + '\n')
    block = []
  }
  const printer = {
    write(chunk: string) {
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        if (GROUP_HEADER.test(stripVTControlCharacters(line))) flush()
        block.push(line)
      }
    },
    end() {
      if (pending) block.push(pending)
      pending = ''
      flush()
    },
  }
  printers.push(printer)
  return printer
}

function runWorker(
  index: number,
  bin: { files: { suite: string; file: string }[] },
  passThrough: string[],
  reportFile: string,
  built: Record<string, string>
) {
  const suites = SUITES.map((suite) => suite.name).filter((name) =>
    bin.files.some((entry) => entry.suite === name)
  )
  const args = [
    '--import=@poppinss/ts-exec',
    '--enable-source-maps',
    'bin/test.ts',
    ...suites,
    ...bin.files.flatMap((entry) => ['--files', entry.file]),
    ...passThrough,
  ]
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...workerEnvironment(PROCESS_OFFSET + index),
      ...built,
      FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0'),
      TEST_REPORT_FILE: reportFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const printer = groupedPrinter()
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => printer.write(chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => printer.write(chunk))
  return new Promise<number>((resolve) => {
    child.on('close', (code, signal) => {
      printer.end()
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

function seconds(ms: number) {
  const total = Math.round(ms / 1000)
  return total >= 60 ? `${Math.floor(total / 60)}m ${total % 60}s` : `${total}s`
}

async function main() {
  const startedAt = Date.now()
  const args = parseArgs(process.argv.slice(2))
  const { suites, files: filters, passThrough, tags, workers: asked } = args
  const files = await specFiles(suites, filters, tags)
  if (!files.length) {
    console.error('No spec file matches.')
    process.exitCode = 1
    return
  }
  const workers = Math.min(asked ?? Math.max(2, availableParallelism()), files.length)
  const bins = dealWithDevServer(files, workers)
  const built = await prepare(new Set(files.map((entry) => entry.suite)))
  const environments = bins.map((_, index) => workerEnvironment(PROCESS_OFFSET + index))
  await preparePostgres(environments)

  mkdirSync(join(TMP, 'test-reports'), { recursive: true })
  console.log(
    `${files.length} spec files in ${bins.length} test processes: ` +
      bins
        .map(
          (bin, index) =>
            `#${index} ${bin.files.length} files${bin.devServer ? ' (Vite dev server)' : ''}`
        )
        .join(', ')
  )
  const reportFiles = bins.map((_, index) =>
    join(TMP, 'test-reports', `process-${PROCESS_OFFSET + index}.json`)
  )
  reportFiles.forEach((file) => rmSync(file, { force: true }))
  const exitCodes = await Promise.all(
    bins.map((bin, index) =>
      runWorker(index, bin, passThrough, reportFiles[index], bin.devServer ? {} : built)
    )
  )

  const totals = { total: 0, passed: 0, failed: 0, skipped: 0, todo: 0 }
  const durations: Record<string, number> = readDurations()
  const problems: string[] = []
  bins.forEach((_, index) => {
    if (!existsSync(reportFiles[index])) {
      problems.push(`test process #${index} ended (exit ${exitCodes[index]}) without a report`)
      return
    }
    const report: Report = JSON.parse(readFileSync(reportFiles[index], 'utf8'))
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
      totals[key] += report.aggregates[key]
    }
    for (const [file, ms] of Object.entries(report.files)) {
      durations[relative(ROOT, file.startsWith('file:') ? fileURLToPath(file) : file)] = ms
    }
    if (exitCodes[index] !== 0 && !report.hasError) {
      problems.push(`test process #${index} exited with ${exitCodes[index]}`)
    }
  })
  writeFileSync(MEASURED_DURATIONS, JSON.stringify(durations, null, 2) + '\n')

  console.log('')
  for (const problem of problems) console.log(`  ${problem}`)
  console.log(
    `Tests  ${totals.passed} passed, ${totals.failed} failed` +
      (totals.skipped ? `, ${totals.skipped} skipped` : '') +
      (totals.todo ? `, ${totals.todo} todo` : '') +
      ` in ${seconds(Date.now() - startedAt)} (${bins.length} test ${bins.length === 1 ? 'process' : 'processes'})`
  )
  // A process that died before reporting ran tests nobody counted: the closing line says so too.
  const unclean = problems.length
    ? ` (and ${problems.length} test ${problems.length === 1 ? 'process' : 'processes'} did not end cleanly: see above)`
    : ''
  console.log(`${totals.passed} passed, ${totals.failed} failed${unclean}`)
  if (totals.failed || problems.length || exitCodes.some((code) => code !== 0)) {
    process.exitCode = 1
  }
}

await main()
