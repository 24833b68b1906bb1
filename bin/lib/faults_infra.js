/*
| What `npm run faults` runs the app against, all its own so that nothing
| other people use is stopped: a Redis server on its own port (no
| persistence), a PostgreSQL cluster on its own port (created when missing),
| an SMTP server that keeps what it receives, and the production build's web
| process and queue worker. Everything started here is stopped by cleanup().
*/
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { resolve } from 'node:path'
import { CaptureSmtp as SmtpCapture } from './smtp_capture.js'
import { buildDir, root } from './production_app.js'

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))
const cleanups = []

/**
 * Registers something to undo when the run ends (last registered, first
 * undone); `now` is its synchronous version, for an exit that does not wait
 * (a failed step calls process.exit).
 */
export function onCleanup(work, now = null) {
  cleanups.push({ work, now })
}

export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop().work()
    } catch (error) {
      console.error(`cleanup: ${error.message}`)
    }
  }
}

process.on('exit', () => {
  while (cleanups.length) {
    try {
      cleanups.pop().now?.()
    } catch {}
  }
})

export function logFile(name) {
  mkdirSync(resolve(root, 'tmp'), { recursive: true })
  return resolve(root, 'tmp', `faults-${name}.log`)
}

/** A child process whose output goes to tmp/faults-<name>.log; stopped at cleanup. */
function spawnLogged(name, command, args, options) {
  const log = createWriteStream(logFile(name), { flags: 'a' })
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  child.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })))
  const running = () => child.exitCode === null && child.signalCode === null
  onCleanup(
    async () => {
      if (running()) {
        child.kill('SIGTERM')
        await Promise.race([child.exited, sleep(5000)])
        if (running()) child.kill('SIGKILL')
      }
    },
    () => running() && child.kill('SIGKILL')
  )
  return child
}

/* --------------------------------- Redis -------------------------------- */

export class OwnRedis {
  constructor(port) {
    this.port = port
    this.process = null
  }

  async start() {
    this.process = spawnLogged('redis', 'redis-server', [
      '--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no',
    ])
    for (let attempt = 0; attempt < 50; attempt++) {
      if (this.ping()) return
      await sleep(100)
    }
    throw new Error(`redis-server on ${this.port} did not start`)
  }

  ping() {
    const result = spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' })
    return result.stdout?.trim() === 'PONG'
  }

  /** Ends the server as a crash would (SIGKILL), and waits until it is gone. */
  async kill() {
    const child = this.process
    this.process = null
    child.kill('SIGKILL')
    await child.exited
  }

  /** Keys under a prefix (what the queue holds). */
  keys(pattern) {
    const result = spawnSync('redis-cli', ['-p', String(this.port), '--scan', '--pattern', pattern], { encoding: 'utf8' })
    return result.stdout.split('\n').filter(Boolean)
  }

  cli(...args) {
    return spawnSync('redis-cli', ['-p', String(this.port), ...args], { encoding: 'utf8' }).stdout.trim()
  }
}

/* ------------------------------ PostgreSQL ------------------------------ */

/**
 * A PostgreSQL cluster of the Debian tools (pg_createcluster), on its own
 * port, so the scenario can restart it without touching the shared one.
 */
export class OwnPostgres {
  constructor({ version, name, port }) {
    Object.assign(this, { version: String(version), name, port })
  }

  /** pg_ctlcluster, without blocking the event loop (the load goes on meanwhile). */
  #ctl(action) {
    const args = ['--skip-systemctl-redirect', this.version, this.name, action, ...(action === 'stop' ? ['-m', 'fast'] : [])]
    return new Promise((done, fail) => {
      const child = spawn('pg_ctlcluster', args, { stdio: ['ignore', 'ignore', 'pipe'] })
      let stderr = ''
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`pg_ctlcluster ${action}: ${stderr}`))))
    })
  }

  status() {
    const result = spawnSync('pg_lsclusters', ['--no-header', this.version, this.name], { encoding: 'utf8' })
    if (result.status !== 0) return 'missing'
    return result.stdout.includes('online') ? 'online' : 'down'
  }

  /** Creates the cluster when missing (trust on loopback) and starts it. */
  async ensureRunning() {
    if (this.status() === 'missing') {
      console.log(`  creating PostgreSQL cluster ${this.version}/${this.name} on port ${this.port}`)
      const created = spawnSync(
        'pg_createcluster',
        [this.version, this.name, '-p', String(this.port), '--', '--auth=trust'],
        { encoding: 'utf8' }
      )
      if (created.status !== 0) throw new Error(`pg_createcluster: ${created.stderr}`)
    }
    if (this.status() !== 'online') await this.start()
    await this.waitReady()
  }

  start() {
    return this.#ctl('start')
  }

  stop() {
    return this.#ctl('stop')
  }

  stopNow() {
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', this.version, this.name, 'stop', '-m', 'fast'])
  }

  async waitReady(timeoutMs = 30_000) {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const ready = await new Promise((done) =>
        spawn('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(this.port)]).on('exit', (code) => done(code === 0))
      )
      if (ready) return
      await sleep(100)
    }
    throw new Error(`PostgreSQL on ${this.port} not ready after ${timeoutMs} ms`)
  }

  psql(sql, database = 'postgres') {
    const result = spawnSync(
      'psql',
      ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-tAc', sql],
      { encoding: 'utf8' }
    )
    if (result.status !== 0) throw new Error(`psql: ${result.stderr}`)
    return result.stdout.trim()
  }

  /** A fresh, empty database for the run. */
  recreateDatabase(name) {
    this.psql(`drop database if exists ${name} with (force)`)
    this.psql(`create database ${name}`)
  }
}

/* --------------------------------- SMTP --------------------------------- */

/** The run's SMTP server (bin/lib/smtp_capture.js), stopped with the run's cleanup. */
export class CaptureSmtp extends SmtpCapture {
  constructor(port) {
    super(port, { onStop: onCleanup })
  }
}

/* ---------------------------- The app itself ---------------------------- */

/**
 * The run's own copy of build/ (tmp/faults-build): a build started by
 * someone else meanwhile does not pull the files from under its processes.
 */
export function copyBuild() {
  const copy = resolve(root, 'tmp', 'faults-build')
  rmSync(copy, { recursive: true, force: true })
  cpSync(buildDir, copy, { recursive: true, filter: (source) => source !== resolve(buildDir, 'node_modules') })
  if (!existsSync(resolve(copy, 'node_modules'))) symlinkSync(resolve(root, 'node_modules'), resolve(copy, 'node_modules'))
  return copy
}

/** The production build's web process; waits for /health/live (at most 60 s). */
export async function startWeb(env, cwd = buildDir) {
  const web = spawnLogged('web', process.execPath, ['bin/server.js'], { cwd, env })
  for (let attempt = 0; attempt < 120; attempt++) {
    if (web.exitCode !== null) throw new Error(`the web process exited (${web.exitCode}): see ${logFile('web')}`)
    try {
      if ((await fetch(`${env.APP_URL}/health/live`)).ok) return web
    } catch {}
    await sleep(500)
  }
  throw new Error('the app did not start in 60 s')
}

/** The queue worker, as deployed beside the web process (`node ace queue:work`). */
export function startWorker(env, cwd = buildDir) {
  return spawnLogged('worker', process.execPath, ['ace', 'queue:work'], { cwd, env })
}

export function alive(child) {
  return child.exitCode === null && child.signalCode === null
}

/* ------------------------------ HTTP client ----------------------------- */

/** A browser's cookie jar and CSRF header, reduced to what the scenarios need. */
export class Browser {
  constructor(base) {
    this.base = base
    this.cookies = new Map()
  }

  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  headers(extra = {}) {
    return {
      'accept': 'application/json',
      'cookie': [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      ...extra,
    }
  }

  /** A page visit: sets the session and XSRF-TOKEN cookies. */
  async visit(path) {
    const response = this.keep(await fetch(`${this.base}${path}`, { headers: { accept: 'text/html' } }))
    await response.arrayBuffer()
    return response
  }

  async post(path, body) {
    const response = this.keep(
      await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      })
    )
    const text = await response.text()
    let json = null
    try {
      json = JSON.parse(text)
    } catch {}
    return { status: response.status, body: json ?? text }
  }

  async get(path) {
    const response = this.keep(await fetch(`${this.base}${path}`, { headers: this.headers() }))
    const text = await response.text()
    let json = null
    try {
      json = JSON.parse(text)
    } catch {}
    return { status: response.status, body: json ?? text }
  }
}

export { sleep, root }
