/*
| The baselines `npm run bench` measures the mentor list against: servers
| with none of our code that answer the same URLs by running the same SQL
| statements through the same driver (better-sqlite3 or pg, as knex would)
| and sending the same JSON body.
|
|   node scripts/lib/raw_mentor_list.ts <spec.json>
|
| Run by Node's own type stripping, with no TypeScript loader: nothing but
| erasable types here, and no imports of the project's files.
|
| spec.json (written by scripts/bench.ts): a BaselineSpec (below)
|   { port, workers, server: 'node:http' | 'adonisjs', dialect: 'better-sqlite3' | 'postgres',
|     sqlite: <file>, pg: { host, port, user, password, database, max },
|     routes: [{ path: '/api/mentors?...', statements: [{ sql, bindings }], body: <the app's JSON answer> }] }
| server:
|   - 'node:http' (the raw baseline the issue names): a bare request handler;
|   - 'adonisjs' (the framework's floor): AdonisJS's own HTTP server (its
|     router, request, context and response, with the app's settings: a
|     request id, async local storage, JSON.stringify) and one route, with
|     none of the app's middleware, providers or code. What the app costs
|     beyond this is its middleware (session, shield, security headers,
|     locale, auth...) and the route's own work.
| The statements are the ones the route really runs per request once warm,
| captured from knex by `node ace bench:list-sql` on the same database (today:
| the catalogue's version check, one single-row select; the search itself runs
| in the app's memory). Everything else the route does (routing, middleware,
| validation, the search, building the cards) is what the ratio measures; the
| body is serialised again on every request, as the app does.
*/
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import type { PoolConfig } from 'pg'

/** One SQL statement as knex sends it (`?` placeholders). */
export type Statement = { sql: string; bindings: unknown[] }

export type BaselineRoute = { path: string; statements: Statement[]; body: unknown }

export type BaselineSpec = {
  port: number
  workers: number
  server: 'node:http' | 'adonisjs'
  /** Lucid's dialect name: 'better-sqlite3' (SQLite) or 'postgres'. */
  dialect: string
  sqlite: string | null
  pg: PoolConfig
  routes: BaselineRoute[]
}

/** The body of a route once its statements ran, or null for a URL not in the spec. */
type Answer = (url: string) => Promise<unknown>
type RunStatement = (sql: string, bindings: unknown[]) => unknown

/** node:http alone. */
function rawHandler(answer: Answer): RequestListener {
  return async (request, response) => {
    try {
      const found = await answer(request.url ?? '')
      if (!found) {
        response.writeHead(404).end()
        return
      }
      const body = JSON.stringify(found)
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
      })
      response.end(body)
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  }
}

/** AdonisJS's HTTP server with one route and no middleware (see above). */
async function frameworkHandler(answer: Answer): Promise<RequestListener> {
  const { AppFactory } = await import('@adonisjs/core/factories/app')
  const { ServerFactory } = await import('@adonisjs/core/factories/http')
  const app = new AppFactory().create(new URL('../../', import.meta.url), () => {})
  await app.init()
  const config = {
    generateRequestId: true,
    useAsyncLocalStorage: true,
    serializeJSON: JSON.stringify,
  }
  const server = new ServerFactory().merge({ app, config }).create()
  server.getRouter().get('/api/mentors', async ({ request, response }) => {
    const found = await answer(request.url(true))
    if (!found) return response.notFound()
    response.header('cache-control', 'no-store')
    return found
  })
  await server.boot()
  return server.handle.bind(server)
}

/** Runs one statement as knex does on this driver: prepared for each query on SQLite, the pool on PostgreSQL. */
async function driver({ dialect, sqlite, pg }: BaselineSpec): Promise<RunStatement> {
  if (dialect === 'postgres') {
    const { default: Pg } = await import('pg')
    const pool = new Pg.Pool({ ...pg, max: pg.max ?? 10 })
    // knex reports `?` placeholders and numbers them ($1, $2...) just before sending.
    const numbered = new Map<string, string>()
    const positional = (sql: string) => {
      let text = numbered.get(sql)
      if (text === undefined) {
        let next = 0
        text = sql.replace(/\\\?|\?/g, (match) => (match === '?' ? `$${++next}` : '?'))
        numbered.set(sql, text)
      }
      return text
    }
    return (sql, bindings) => pool.query(positional(sql), bindings)
  }
  const { default: Database } = await import('better-sqlite3')
  if (!sqlite) throw new Error('the spec names no SQLite file')
  const connection = new Database(sqlite)
  connection.pragma('foreign_keys = ON')
  connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = NORMAL')
  connection.pragma('busy_timeout = 5000')
  return (sql, bindings) => {
    const statement = connection.prepare(sql)
    return statement.reader ? statement.all(bindings) : statement.run(bindings)
  }
}

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8')) as BaselineSpec
const workers = Math.max(1, Number(spec.workers) || 1)

if (workers > 1 && cluster.isPrimary) {
  for (let index = 0; index < workers; index++) cluster.fork()
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
} else {
  const runStatement = await driver(spec)
  const routes = new Map(spec.routes.map((route) => [route.path, route]))
  const answer: Answer = async (url) => {
    const route = routes.get(url)
    if (!route) return null
    for (const { sql, bindings } of route.statements) await runStatement(sql, bindings)
    return route.body
  }
  const handler = spec.server === 'adonisjs' ? await frameworkHandler(answer) : rawHandler(answer)
  createServer(handler).listen(spec.port, '127.0.0.1')
}
