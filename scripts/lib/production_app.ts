/*
| The production app as the operator scripts run it (`npm run bench`, `budgets`, `instances`,
| `faults` and `demo`): built, started from the build the way it is deployed (the web process and
| the queue worker, no TypeScript loader in the request path) and stopped again. Every process
| started here is stopped when the script ends: by cleanup(), and, when it exits without waiting
| (a failed step, an error), at exit; stopOnSignals() does it on Ctrl+C and SIGTERM.
|
| BUILD_DIR (default build) builds into another folder, e.g. tmp/build-mine,
| so a run does not replace the build another run is using (that build leaves
| the test files out).
*/
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import type { Readable, Writable } from 'node:stream'

export const root = resolve(import.meta.dirname, '../..')
export const buildDir = resolve(root, process.env.BUILD_DIR || 'build')

/** The environment of a process: strings, or nothing. */
export type Env = NodeJS.ProcessEnv

/** What productionEnv() makes: the values the scripts read back are always there. */
export type ProductionEnv = Env & { PORT: string; HOST: string; APP_URL: string }

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/* ---------------------------- Environment ----------------------------- */

/**
 * The environment of a measuring run: production mode, loopback only, database
 * stores (no Redis needed), mail to a local port nobody listens on.
 */
export function productionEnv(options: {
  port: number | string
  /** Web processes (WEB_CONCURRENCY), default 1. */
  workers?: number | string
  smtpPort: number | string
  /** The sender: `Bench` sends as Bench <bench@example.test>. */
  name: string
  /** DB_CONNECTION and its settings. */
  database: Env
}): ProductionEnv {
  const { port, workers = '1', smtpPort, name, database } = options
  return {
    ...process.env,
    NODE_ENV: 'production',
    TZ: 'UTC',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_KEY: process.env.APP_KEY || randomBytes(32).toString('base64url'),
    APP_URL: `http://127.0.0.1:${port}`,
    WEB_CONCURRENCY: String(workers),
    SESSION_DRIVER: 'database',
    LIMITER_STORE: 'database',
    LOCK_STORE: 'database',
    QUEUE_DRIVER: 'database',
    MAIL_MAILER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_FROM_NAME: name,
    MAIL_FROM_ADDRESS: `${name.toLowerCase()}@example.test`,
    DRIVE_DISK: 'fs',
    ...database,
  }
}

/** The connection settings of the PostgreSQL server `env` points the app at. */
export function pgSettings(env: Env) {
  return {
    host: env.PG_HOST || '127.0.0.1',
    port: Number(env.PG_PORT || 5432),
    user: env.PG_USER || 'postgres',
    password: env.PG_PASSWORD || undefined,
    database: env.PG_DB_NAME,
  }
}

/** Creates the app's PostgreSQL database (PG_DB_NAME of `env`) when it is missing. */
export function ensurePgDatabase(env: Env) {
  const { host, port, user, database } = pgSettings(env)
  if (!database) throw new Error('PG_DB_NAME is not set')
  const psql = ['-h', host, '-p', String(port), '-U', user]
  const probe = spawnSync(
    'psql',
    [...psql, '-tAc', `select 1 from pg_database where datname = '${database}'`],
    { encoding: 'utf8' }
  )
  if (!probe.stdout?.includes('1')) {
    run(
      `Creating database ${database}`,
      'psql',
      [...psql, '-c', `create database ${database}`],
      env
    )
  }
}

/* ------------------------------- Steps -------------------------------- */

/**
 * Runs a step to completion in the project folder (or `cwd`, e.g. the build);
 * a failed step ends the run. `spaced`: a blank line before its title.
 */
export function run(
  title: string,
  command: string,
  commandArgs: string[],
  env: Env,
  options: { cwd?: string; spaced?: boolean } = {}
) {
  console.log(`${options.spaced ? '\n' : ''}▶ ${title}`)
  const result = spawnSync(command, commandArgs, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env,
  })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

/**
 * Runs an ace command of the app (the project's, or the build's with `cwd`)
 * and returns the JSON line it prints, as the command declares it.
 */
export function aceJson<T>(commandArgs: string[], env: Env, options: { cwd?: string } = {}): T {
  const result = spawnSync(process.execPath, ['ace', ...commandArgs], {
    cwd: options.cwd ?? root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const line = result.stdout.split('\n').find((text) => text.trim().startsWith('{'))
  if (result.status !== 0 || !line) {
    console.error(result.stdout, result.stderr)
    throw new Error(`node ace ${commandArgs[0]} failed`)
  }
  return JSON.parse(line) as T
}

/* ------------------------------- Build -------------------------------- */

/**
 * The production build, as deployed (no TypeScript loader in the request
 * path), in buildDir: built unless `skipBuild` finds one, and given the
 * project's dependencies.
 */
export function ensureBuild(
  env: Env,
  options: { skipBuild?: boolean; title?: string; spaced?: boolean } = {}
) {
  if (!options.skipBuild || !existsSync(resolve(buildDir, 'bin/server.js'))) {
    const elsewhere = buildDir !== resolve(root, 'build')
    const title =
      options.title ??
      (elsewhere ? `Production build in ${relative(root, buildDir)}` : 'Production build')
    const tsconfig = elsewhere ? ['--tsconfig', tsconfigFor(buildDir)] : []
    run(title, process.execPath, ['ace', 'build', ...tsconfig], env, { spaced: options.spaced })
  }
  linkNodeModules(buildDir)
}

/** The build runs on the project's own dependencies. */
function linkNodeModules(folder: string) {
  if (!existsSync(resolve(folder, 'node_modules'))) {
    symlinkSync(resolve(root, 'node_modules'), resolve(folder, 'node_modules'), 'dir')
  }
}

/** tsconfig.json with another output folder, in tmp/ (paths from there), tests left out. */
function tsconfigFor(outDir: string) {
  const file = resolve(root, 'tmp', `tsconfig.${basename(outDir)}.json`)
  const fromFile = (path: string) => relative(dirname(file), resolve(root, path)) || '.'
  const base = JSON.parse(readFileSync(resolve(root, 'tsconfig.json'), 'utf8')) as {
    exclude?: string[]
    references?: { path: string }[]
  }
  const config = {
    extends: fromFile('tsconfig.json'),
    compilerOptions: { outDir: fromFile(outDir) },
    include: [`${fromFile('.')}/**/*`, `${fromFile('.adonisjs/server')}/**/*`],
    exclude: [...(base.exclude ?? []).map(fromFile), fromFile('tests'), fromFile(outDir)],
    // Not inherited: without them the front end's sources are compiled too.
    references: (base.references ?? []).map((reference) => ({ path: fromFile(reference.path) })),
  }
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(config, null, 2))
  // Relative: the build command joins it to the project folder.
  return relative(root, file)
}

/**
 * A run's own copy of the build (tmp/<folder>), for processes that must not
 * have the files pulled from under them by a build someone starts meanwhile.
 */
export function copyBuild(folder: string) {
  const copy = resolve(root, 'tmp', folder)
  rmSync(copy, { recursive: true, force: true })
  cpSync(buildDir, copy, {
    recursive: true,
    filter: (source) => source !== resolve(buildDir, 'node_modules'),
  })
  linkNodeModules(copy)
  return copy
}

/* ------------------------------ Processes ----------------------------- */

/** Where a process's output goes. */
export type Output =
  /** This script's own stdout and stderr, written by the process itself. */
  | 'inherit'
  /** This script's stdout and stderr, each line after `  [prefix] `. */
  | { prefix: string }
  /** Appended to a file (stdout and stderr). */
  | { logFile: string }

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null }

/** Processes started here and still running, in start order. */
const running = new Set<ManagedProcess>()

/** A process started by a script; stopped when the script ends unless it was stopped before. */
export class ManagedProcess {
  readonly exited: Promise<ExitStatus>
  readonly pid: number

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly output: Output
  ) {
    if (child.pid === undefined) throw new Error(`${name} could not be started`)
    this.pid = child.pid
    running.add(this)
    this.exited = new Promise((done) =>
      child.once('exit', (code, signal) => {
        running.delete(this)
        done({ code, signal })
      })
    )
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  /** How it ended: its exit code, or the signal that ended it. */
  get ending() {
    return this.child.exitCode ?? this.child.signalCode
  }

  kill(signal: NodeJS.Signals = 'SIGTERM') {
    if (this.alive) this.child.kill(signal)
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited (its port is free). */
  async stop(graceMs = 10_000) {
    if (!this.alive) return
    const force = setTimeout(() => this.kill('SIGKILL'), graceMs)
    this.kill('SIGTERM')
    await this.exited
    clearTimeout(force)
  }
}

/** Starts `command` with its output sent to `output`. */
export function startProcess(
  name: string,
  command: string,
  commandArgs: string[],
  options: { cwd?: string; env?: Env; output?: Output } = {}
) {
  const { cwd = root, env = process.env, output = 'inherit' } = options
  if (output === 'inherit') {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] })
    return new ManagedProcess(name, child, output)
  }
  const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  if ('logFile' in output) {
    mkdirSync(dirname(output.logFile), { recursive: true })
    const log = createWriteStream(output.logFile, { flags: 'a' })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.once('close', () => log.end())
  } else {
    relay(child.stdout, output.prefix, process.stdout)
    relay(child.stderr, output.prefix, process.stderr)
  }
  return new ManagedProcess(name, child, output)
}

/** Prefixes each line a process prints with its name. */
function relay(stream: Readable, name: string, target: Writable) {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) target.write(`  [${name}] ${line}\n`)
  })
}

/** " (see <log file>)" for a process that writes to one. */
const seeLog = (output: Output) =>
  typeof output === 'object' && 'logFile' in output ? `: see ${output.logFile}` : ''

/** SQLite's file relative to the project, also for a process started in the build. */
function absoluteSqlite(env: Env): Env {
  return env.SQLITE_FILENAME ? { ...env, SQLITE_FILENAME: resolve(root, env.SQLITE_FILENAME) } : env
}

/**
 * Node's own flags, as the web process runs in production; SERVER_NODE_FLAGS (space-separated)
 * tries others for a run, e.g. the optional memory settings in the README's "Production".
 */
export const SERVER_NODE_FLAGS = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []

type StartOptions = {
  /** The build to run: buildDir, or a copy of it. */
  cwd?: string
  output?: Output
  name?: string
}

/**
 * Starts the build's web process (`node bin/server.js`) and waits until it
 * answers /health/live (at most 60 s), unless `waitUntilLive` is false.
 */
export async function startWeb(env: Env, options: StartOptions & { waitUntilLive?: boolean } = {}) {
  const { cwd = buildDir, output = 'inherit', name = 'web' } = options
  const web = startProcess(name, process.execPath, [...SERVER_NODE_FLAGS, 'bin/server.js'], {
    cwd,
    env: absoluteSqlite(env),
    output,
  })
  if (options.waitUntilLive === false) return web
  const url = env.APP_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '3333'}`
  for (let attempt = 0; attempt < 120; attempt++) {
    if (!web.alive) throw new Error(`the ${name} process exited (${web.ending})${seeLog(output)}`)
    try {
      const answer = await fetch(`${url}/health/live`)
      if (answer.ok) return web
    } catch {}
    await sleep(500)
  }
  await web.stop()
  throw new Error('the app did not start in 60 s')
}

/**
 * Starts the build's queue worker (`node ace queue:work`), as deployed beside
 * the web process. With `waitUntilStarted` (output not inherited) it resolves
 * once the worker says it is processing (at most 60 s).
 */
export async function startQueueWorker(
  env: Env,
  options: StartOptions & { waitUntilStarted?: boolean } = {}
) {
  const { cwd = buildDir, output = 'inherit', name = 'worker' } = options
  const worker = startProcess(name, process.execPath, ['ace', 'queue:work'], {
    cwd,
    env: absoluteSqlite(env),
    output,
  })
  if (!options.waitUntilStarted) return worker
  const stdout = worker.child.stdout
  if (!stdout) throw new Error(`${name}: its output is inherited, nothing to wait on`)
  await new Promise<void>((done, fail) => {
    let seen = ''
    const ready = (chunk: Buffer | string) => {
      seen += String(chunk)
      if (!/Starting worker/.test(seen)) return
      finish()
      done()
    }
    const exited = (code: number | null) => {
      finish()
      fail(new Error(`${name} exited (${code}) before it started${seeLog(output)}`))
    }
    const timer = setTimeout(() => {
      finish()
      fail(new Error(`${name} did not start in 60 s`))
    }, 60_000)
    const finish = () => {
      clearTimeout(timer)
      stdout.off('data', ready)
      worker.child.off('exit', exited)
    }
    stdout.on('data', ready)
    worker.child.once('exit', exited)
  })
  return worker
}

/* ------------------------------- Cleanup ------------------------------ */

type Cleanup = { work: () => unknown; now?: () => void }
const cleanups: Cleanup[] = []

/**
 * Registers something else to undo when the script ends (last registered,
 * first undone): `work` (awaited) by cleanup(); at an exit that does not wait
 * (a failed step calls process.exit) `now`, its synchronous version, or else
 * `work`, not awaited.
 */
export function onCleanup(work: () => unknown, now?: () => void) {
  cleanups.push({ work, now })
}

/** Stops every process started here, then undoes what onCleanup() registered. */
export async function cleanup() {
  await Promise.all([...running].reverse().map((child) => child.stop()))
  for (let next = cleanups.pop(); next; next = cleanups.pop()) {
    try {
      await next.work()
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM')
  for (let next = cleanups.pop(); next; next = cleanups.pop()) {
    const { work, now } = next
    try {
      if (now) now()
      else void Promise.resolve(work()).catch(() => {})
    } catch {}
  }
})

/**
 * Ctrl+C or SIGTERM: stops what the script started (cleanup()) and exits
 * (130 or 143). `message` is printed first, e.g. "stopping the instances".
 */
export function stopOnSignals(message?: string) {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      if (message) console.error(`\n${signal}: ${message}`)
      void cleanup().then(() => process.exit(code))
    })
  }
}
