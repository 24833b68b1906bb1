/*
| `npm run budgets`: the speed and quality budgets, measured and printed (target vs measured, not asserted).
|
|   npm run budgets                     build, seed tmp/budgets.sqlite3 when empty, measure all
|   npm run budgets -- --skip-build     reuse build/ from an earlier run
|   npm run budgets -- --requests 20000 fewer requests for the memory figure (default 100,000)
|   npm run budgets -- --only lighthouse,js,memory
|   npm run budgets -- --runs 1         one Lighthouse run per page (default 5, the median reported)
|
| Like `npm run bench`, it builds the app and starts the build in production mode on its own port
| (one process, so its RSS is the server's) against a database of its own, seeded with
| `node ace bench:seed` (a smaller data set: 2,000 mentors) when it has no listed mentors. Then:
|   - Lighthouse (the npm package, driving Chromium, mobile settings: its defaults) on the home page,
|     the mentor list and a mentor profile: performance >= 90, accessibility 100,
|     best practices >= 95, SEO >= 95. Each page is first requested a few times (a server just
|     started compiles as it answers), then audited --runs times; the run Lighthouse's own
|     computeMedianRun picks (its documented answer to run-to-run variance) is the one reported,
|     with every run's performance score beside it, and the runs that painted over half a second
|     after the page had loaded (a headless Chrome delay that inflates FCP and LCP, Lighthouse #17148);
|   - first-load JavaScript (gzip) of a marketplace page: the module scripts and modulepreloads of
|     the server-rendered HTML of `/`, target <= 180 KB; and of the admin console: the entry and
|     modulepreloads of admin-ui/dist/index.html (built by `npm run build:admin` when missing),
|     target <= 180 KB (a shell: the console's code loads after it), with beside it all the code
|     of the console's dashboard (shell, console, English messages, dashboard without its charts);
|   - the server's RSS over --requests (100,000) mixed requests over public pages and API reads
|     (autocannon, 16 connections) after a warm-up, with Node's default flags: target <= 400 MB,
|     and the second half adds under 5 % (memory that does not grow).
*/
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import type { Result as LighthouseResult } from 'lighthouse'
import {
  ensureBuild,
  productionEnv,
  run as runStep,
  SERVER_NODE_FLAGS,
  sleep,
  startWeb,
  stopOnSignals,
} from './lib/production_app.js'

const { values: args } = parseArgs({
  options: {
    'port': { type: 'string', default: '3397' },
    'skip-build': { type: 'boolean', default: false },
    'requests': { type: 'string', default: '100000' },
    'connections': { type: 'string', default: '16' },
    'only': { type: 'string', default: '' },
    'runs': { type: 'string', default: '5' },
    'chromium': { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
  },
})
const port = Number(args.port)
const base = `http://127.0.0.1:${port}`
const groups = new Set(args.only ? args.only.split(',') : ['lighthouse', 'js', 'memory'])
const MENTORS = 2_000

const env = productionEnv({
  port,
  smtpPort: 2598,
  name: 'Budgets',
  database: {
    DB_CONNECTION: 'sqlite',
    SQLITE_FILENAME: process.env.SQLITE_FILENAME || 'tmp/budgets.sqlite3',
  },
})
const run = (title: string, command: string, commandArgs: string[]) =>
  runStep(title, command, commandArgs, env)

/** A page of the mentor list, as the API answers it (the fields read here). */
type MentorList = {
  data: { id: number | string; slug?: string | null }[]
  pagination: { total: number }
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

/** RSS of a process in MB, from /proc. */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN)
  return kb / 1024
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Module scripts and modulepreloads of an HTML document, in order, without repeats. */
function scriptUrls(html: string) {
  const urls: string[] = []
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) {
    urls.push(match[1])
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) {
    urls.push(match[1])
  }
  return [...new Set(urls)]
}

async function marketplaceFirstLoad() {
  const page = await fetch(`${base}/`)
  const html = await page.text()
  let raw = 0
  let gzip = 0
  const urls = scriptUrls(html)
  for (const url of urls) {
    const response = await fetch(new URL(url, base))
    const body = Buffer.from(await response.arrayBuffer())
    raw += body.length
    gzip += gzipSync(body).length
  }
  return { files: urls.length, raw, gzip }
}

/** The admin console's first load and its dashboard's code (admin-ui/bundle.ts). */
async function adminLoads() {
  const { ADMIN_UI_DIST, dashboardLoad, firstLoad } = await import('../admin-ui/bundle.js')
  if (!existsSync(resolve(ADMIN_UI_DIST, '.vite/manifest.json'))) {
    run('Admin console build', 'npm', ['run', 'build:admin'])
  }
  const first = firstLoad()
  const dashboard = dashboardLoad()
  return {
    first: { files: first.files.length, raw: first.raw, gzip: first.gzip },
    dashboard: { files: dashboard.files.length, raw: dashboard.raw, gzip: dashboard.gzip },
  }
}

type Audit = LighthouseResult['audits'][string]

/** The time an audit says could be saved (its opportunity), in ms. */
function savingsMs(audit: Audit) {
  const details = audit.details
  return details && 'overallSavingsMs' in details ? (details.overallSavingsMs ?? 0) : 0
}

/** The middle value (the lower of the two middle ones for an even count). */
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** The observed (unthrottled) timings of a Lighthouse run read here, in ms. */
type ObservedMetrics = { observedFirstContentfulPaint?: number; observedLoad?: number }

/** How long after the load a first paint counts as held back (the holds last whole seconds). */
const LATE_PAINT_MS = 500

/**
 * Each run's performance score, with its observed first paint and load when it painted more
 * than half a second after the page had loaded: headless Chrome can hold a page's first frames
 * back by whole seconds while its main thread is idle (Lighthouse issue #17148), and
 * Lighthouse's simulation then counts every task before that late paint into FCP and LCP.
 */
function runScores(scores: number[], observed: (ObservedMetrics | undefined)[]) {
  let late = 0
  const runs = scores.map((score, index) => {
    const paint = observed[index]?.observedFirstContentfulPaint
    const loaded = observed[index]?.observedLoad
    if (paint === undefined || loaded === undefined || paint - loaded <= LATE_PAINT_MS) {
      return String(score)
    }
    late++
    return `${score} (painted at ${Math.round(paint)} ms, loaded at ${Math.round(loaded)} ms)`
  })
  // One run: its score is the row's, unless it painted late.
  const lines = scores.length > 1 || late ? [`    performance of each run: ${runs.join(', ')}`] : []
  if (late) {
    lines.push(
      `    ${late} of ${scores.length} runs painted over ${LATE_PAINT_MS} ms after the page had loaded (Lighthouse #17148)`
    )
  }
  return lines
}

async function lighthouseScores(urls: [string, string][], runs: number) {
  const { default: lighthouse } = await import('lighthouse')
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: args.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  try {
    for (const [title, url] of urls) {
      // Warm-up: the server's first answers of a page include compiling the code that renders it.
      for (let index = 0; index < 5; index++) {
        const answer = await fetch(url)
        await answer.text()
      }
      const results: LighthouseResult[] = []
      for (let index = 0; index < runs; index++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          }
        )
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
        results.push(result.lhr)
      }
      const { categories, audits } = computeMedianRun(results) as LighthouseResult
      const score = (id: string, lhr = { categories }) =>
        Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
      const failing = (id: string) =>
        categories[id].auditRefs
          .map((ref) => audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode === 'binary'
          )
          .map((audit) => audit.id)
      rows.push({
        title,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        performanceRuns: results.map((lhr) => score('performance', lhr)),
        // Lighthouse's own measure of this host's CPU at each run (higher is faster): its
        // simulated mobile timings scale with it, so scores from different hosts compare by it.
        benchmarkIndex: median(results.map((lhr) => lhr.environment.benchmarkIndex)),
        // Each run's first paint and load event as observed (unthrottled), in ms.
        observed: results.map((lhr): ObservedMetrics | undefined => {
          const details = lhr.audits.metrics?.details
          return details?.type === 'debugdata' ? details.items?.[0] : undefined
        }),
        lcp: audits['largest-contentful-paint']?.displayValue,
        tbt: audits['total-blocking-time']?.displayValue,
        cls: audits['cumulative-layout-shift']?.displayValue,
        notes: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
        // The performance audits that cost most (what to look at first).
        hints: Object.values(audits)
          .filter((audit) => savingsMs(audit) > 100)
          .sort((a, b) => savingsMs(b) - savingsMs(a))
          .slice(0, 3)
          .map((audit) => `${audit.id} (${Math.round(savingsMs(audit))} ms)`),
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}

function load(requests: autocannon.Request[], amount: number, connections: number) {
  return new Promise<autocannon.Result>((done, fail) => {
    autocannon(
      { url: base, requests, amount, connections, timeout: 30 },
      (error: unknown, result) => (error ? fail(error) : done(result))
    )
  })
}

async function main() {
  stopOnSignals()
  ensureBuild(env, { skipBuild: args['skip-build'] })
  run('Migrations', process.execPath, ['ace', 'migration:run', '--force'])
  let server = await startWeb(env)
  let total = 0
  try {
    const { pagination } = await json<MentorList>('/api/mentors?limit=1')
    total = pagination.total
  } catch {}
  if (total === 0) {
    await server.stop()
    run('Fresh schema', process.execPath, ['ace', 'migration:fresh', '--force'])
    // prettier-ignore
    run(`Data set (${MENTORS} mentors)`, process.execPath, [
      'ace', 'bench:seed', '--force', `--mentors=${MENTORS}`, '--mentees=2000', '--sessions=20000',
    ])
    server = await startWeb(env)
  }
  const lines: string[] = []
  try {
    const list = await json<MentorList>('/api/mentors?limit=12')
    const mentor = list.data[0]
    const profile = `/mentors/${mentor.slug ?? mentor.id}`
    const profileAnswer = await fetch(`${base}${profile}`)
    if (!profileAnswer.ok) throw new Error(`GET ${profile}: ${profileAnswer.status}`)
    console.log(
      `\n${list.pagination.total.toLocaleString('en')} listed mentors; profile measured: ${profile}\n`
    )

    if (groups.has('lighthouse')) {
      const runs = Number(args.runs)
      if (!(Number.isInteger(runs) && runs >= 1)) throw new Error('--runs takes a whole number')
      const rows = await lighthouseScores(
        [
          ['home', `${base}/`],
          ['mentor list', `${base}/mentors`],
          ['mentor profile', `${base}${profile}`],
        ],
        runs
      )
      lines.push('Lighthouse (mobile)      perf  a11y  best  SEO   LCP       TBT      CLS')
      lines.push('  target                 >=90  100   >=95  >=95')
      if (runs > 1)
        lines.push(`  (each page: the median of ${runs} runs, by Lighthouse's computeMedianRun)`)
      for (const row of rows) {
        lines.push(
          `  ${row.title.padEnd(22)} ${String(row.performance).padEnd(5)} ${String(row.accessibility).padEnd(5)} ${String(row.bestPractices).padEnd(5)} ${String(row.seo).padEnd(5)} ${String(row.lcp).padEnd(9)} ${String(row.tbt).padEnd(8)} ${row.cls}`
        )
        lines.push(...runScores(row.performanceRuns, row.observed))
        lines.push(`    host CPU (Lighthouse's benchmark index, median): ${row.benchmarkIndex}`)
        if (row.notes.length) lines.push(`    failing audits: ${row.notes.join(', ')}`)
        if (row.hints.length) lines.push(`    biggest savings: ${row.hints.join(', ')}`)
      }
      lines.push('')
      console.log(lines.join('\n'))
    }

    if (groups.has('js')) {
      const site = await marketplaceFirstLoad()
      const admin = await adminLoads()
      const sizes = (files: { files: number; raw: number; gzip: number }) =>
        `${String(files.files).padEnd(6)} ${kb(files.raw).padEnd(10)} ${kb(files.gzip).padEnd(10)}`
      lines.push('First-load JavaScript    files  raw        gzip       target (gzip)')
      lines.push(`  marketplace page (/)   ${sizes(site)} <= 180 KB`)
      lines.push(`  admin console          ${sizes(admin.first)} <= 180 KB`)
      lines.push(`    its dashboard's code ${sizes(admin.dashboard)} (shown, no target)`)
      lines.push('')
      console.log(lines.slice(-5).join('\n'))
    }

    if (groups.has('memory')) {
      const amount = Number(args.requests)
      const ids = list.data.map((item) => item.id)
      const slugs = list.data.map((item) => item.slug ?? item.id)
      const requests: autocannon.Request[] = []
      // Per 20 requests: 6 page renders (SSR), 14 API reads.
      for (let index = 0; index < 20; index++) {
        const pick = <T>(items: T[]) => items[index % items.length]
        // prettier-ignore
        const paths = [
          '/', '/mentors', `/mentors/${pick(slugs)}`, '/pricing', '/about', '/mentors?q=an',
        ]
        // prettier-ignore
        const apis = [
          `/api/mentors?page=${(index % 10) + 1}`, '/api/mentors?sort=rating-desc', `/api/mentors/${pick(ids)}/reviews`,
          '/api/build-version', '/api/mentors?q=an&page=2',
        ]
        requests.push(
          index < 6
            ? { method: 'GET', path: paths[index], headers: { accept: 'text/html' } }
            : {
                method: 'GET',
                path: apis[index % apis.length],
                headers: { accept: 'application/json' },
              }
        )
      }
      // Warm-up first (JIT, caches, pools), then two halves: memory that does not grow adds
      // under 5 % in the second half.
      await load(requests, Math.min(5_000, amount / 10), Number(args.connections))
      const warm = rssMb(server.pid)
      console.log(
        `▶ ${amount.toLocaleString('en')} mixed requests after warm-up (RSS ${warm.toFixed(0)} MB)`
      )
      const first = await load(requests, amount / 2, Number(args.connections))
      await sleep(1000)
      const middle = rssMb(server.pid)
      const second = await load(requests, amount / 2, Number(args.connections))
      await sleep(1000)
      const after = rssMb(server.pid)
      const growth = ((after - middle) / middle) * 100
      const requestCount = first.requests.total + second.requests.total
      const non2xx = first.non2xx + second.non2xx
      const errors = first.errors + second.errors
      const mb = (value: number) => `${value.toFixed(0)} MB`.padEnd(10)
      // The budget is for Node's defaults: a run with SERVER_NODE_FLAGS says which it tried.
      const flagged = SERVER_NODE_FLAGS.length > 0
      lines.push(
        `Server memory (${flagged ? 'flags below' : 'Node defaults'})`.padEnd(32) +
          'warm       half       end        target'
      )
      if (flagged) {
        lines.push(
          `  SERVER_NODE_FLAGS="${SERVER_NODE_FLAGS.join(' ')}" (the budget is for the defaults)`
        )
      }
      lines.push(
        `  RSS over ${requestCount.toLocaleString('en')} requests   ${mb(warm)} ${mb(middle)} ${mb(after)} <= 400 MB ${after <= 400 ? 'met' : 'NOT MET'}`
      )
      lines.push(
        `  growth over the second half  ${growth.toFixed(1)} %`.padEnd(65) +
          `< 5 % ${growth < 5 ? 'met' : 'NOT MET'}`
      )
      lines.push(
        `  (${second.requests.average.toFixed(0)} req/s, p99 ${second.latency.p99} ms, ${non2xx} non-2xx, ${errors} errors)`
      )
      lines.push('')
    }
  } finally {
    await server.stop()
  }
  console.log(`\nSummary\n\n${lines.join('\n')}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
