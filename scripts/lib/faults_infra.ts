/*
| What `npm run faults` runs the app against, all its own so that nothing
| other people use is stopped: a Redis server on its own port (no
| persistence), a PostgreSQL cluster on its own port (created when missing)
| and an SMTP server that keeps what it receives; the production build's web
| process and queue worker are started by ./production_app.ts. Everything
| started here is stopped by its cleanup().
*/
import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { CaptureSmtp as SmtpCapture } from './smtp_capture.js'
import { parseBody, type Answer } from './json_answer.js'
import { onCleanup, root, sleep, startProcess, type ManagedProcess } from './production_app.js'

/** tmp/faults-<name>.log, where the run's processes write. */
export function logFile(name: string) {
  return resolve(root, 'tmp', `faults-${name}.log`)
}

/* --------------------------------- Redis -------------------------------- */

export class OwnRedis {
  #process: ManagedProcess | null = null

  constructor(readonly port: number) {}

  async start() {
    // prettier-ignore
    this.#process = startProcess('redis', 'redis-server', [
      '--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
      '--daemonize', 'no',
    ], { output: { logFile: logFile('redis') } })
    for (let attempt = 0; attempt < 50; attempt++) {
      if (this.ping()) return
      await sleep(100)
    }
    throw new Error(`redis-server on ${this.port} did not start`)
  }

  ping() {
    return this.cli('ping') === 'PONG'
  }

  /** Ends the server as a crash would (SIGKILL), and waits until it is gone. */
  async kill() {
    const server = this.#process
    this.#process = null
    if (!server) return
    server.kill('SIGKILL')
    await server.exited
  }

  /** Keys under a prefix (what the queue holds). */
  keys(pattern: string) {
    return this.cli('--scan', '--pattern', pattern).split('\n').filter(Boolean)
  }

  cli(...args: string[]) {
    const result = spawnSync('redis-cli', ['-p', String(this.port), ...args], { encoding: 'utf8' })
    return (result.stdout ?? '').trim()
  }
}

/* ------------------------------ PostgreSQL ------------------------------ */

/**
 * A PostgreSQL cluster of the Debian tools (pg_createcluster), on its own
 * port, so the scenario can restart it without touching the shared one.
 */
export class OwnPostgres {
  readonly version: string
  readonly name: string
  readonly port: number

  constructor(options: { version: number | string; name: string; port: number }) {
    this.version = String(options.version)
    this.name = options.name
    this.port = options.port
  }

  /** pg_ctlcluster, without blocking the event loop (the load goes on meanwhile). */
  #ctl(action: 'start' | 'stop') {
    const args = [
      '--skip-systemctl-redirect',
      this.version,
      this.name,
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ]
    return new Promise<void>((done, fail) => {
      const child = spawn('pg_ctlcluster', args, { stdio: ['ignore', 'ignore', 'pipe'] })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
      child.on('exit', (code) =>
        code === 0 ? done() : fail(new Error(`pg_ctlcluster ${action}: ${stderr}`))
      )
    })
  }

  status() {
    const result = spawnSync('pg_lsclusters', ['--no-header', this.version, this.name], {
      encoding: 'utf8',
    })
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
    spawnSync('pg_ctlcluster', [
      '--skip-systemctl-redirect',
      this.version,
      this.name,
      'stop',
      '-m',
      'fast',
    ])
  }

  async waitReady(timeoutMs = 30_000) {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const ready = await new Promise<boolean>((done) =>
        spawn('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(this.port)]).on('exit', (code) =>
          done(code === 0)
        )
      )
      if (ready) return
      await sleep(100)
    }
    throw new Error(`PostgreSQL on ${this.port} not ready after ${timeoutMs} ms`)
  }

  psql(sql: string, database = 'postgres') {
    // prettier-ignore
    const result = spawnSync('psql', [
      '-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', '-d', database,
      '-v', 'ON_ERROR_STOP=1', '-tAc', sql,
    ], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`psql: ${result.stderr}`)
    return result.stdout.trim()
  }

  /** A fresh, empty database for the run. */
  recreateDatabase(name: string) {
    this.psql(`drop database if exists ${name} with (force)`)
    this.psql(`create database ${name}`)
  }
}

/* --------------------------------- SMTP --------------------------------- */

/** The run's SMTP server (./smtp_capture.ts), stopped with the run's cleanup. */
export class CaptureSmtp extends SmtpCapture {
  constructor(port: number) {
    super(port, { onStop: onCleanup })
  }
}

/* ------------------------------ HTTP client ----------------------------- */

/** A browser's cookie jar and CSRF header, reduced to what the scenarios need. */
export class Browser {
  readonly cookies = new Map<string, string>()

  constructor(readonly base: string) {}

  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  headers(extra: Record<string, string> = {}) {
    return {
      'accept': 'application/json',
      'cookie': [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      ...extra,
    }
  }

  /** A page visit: sets the session and XSRF-TOKEN cookies. */
  async visit(path: string) {
    const response = this.keep(
      await fetch(`${this.base}${path}`, { headers: { accept: 'text/html' } })
    )
    await response.arrayBuffer()
    return response
  }

  async post(path: string, body: unknown): Promise<Answer> {
    const response = this.keep(
      await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      })
    )
    return { status: response.status, body: parseBody(await response.text()) }
  }

  async get(path: string): Promise<Answer> {
    const response = this.keep(await fetch(`${this.base}${path}`, { headers: this.headers() }))
    return { status: response.status, body: parseBody(await response.text()) }
  }
}
