/*
| What `npm run bench`, `npm run budgets` and `npm run instances` share: the
| production build, started on its own port with its own database, the way it
| is deployed.
|
| BUILD_DIR (default build) builds into another folder, e.g. tmp/build-mine,
| so a run does not replace the build another run is using (that build leaves
| the test files out).
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const buildDir = resolve(root, process.env.BUILD_DIR || 'build')

/**
 * The environment of a measuring run: production mode, loopback only, database
 * stores (no Redis needed), mail to a local port nobody listens on.
 */
export function productionEnv({ port, workers = '1', smtpPort, name, database }) {
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

/**
 * Runs a step to completion in the project folder (or `cwd`, e.g. the build);
 * a failed step ends the run.
 */
export function run(title, command, commandArgs, env, { cwd = root } = {}) {
  console.log(`▶ ${title}`)
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

/** The production build, as deployed (no TypeScript loader in the request path). */
export function ensureBuild(env, { skipBuild = false } = {}) {
  if (!skipBuild || !existsSync(resolve(buildDir, 'bin/server.js'))) {
    if (buildDir === resolve(root, 'build')) {
      run('Production build', 'npm', ['run', 'build'], env)
    } else {
      const tsconfig = tsconfigFor(buildDir)
      const title = `Production build in ${relative(root, buildDir)}`
      run(title, process.execPath, ['ace', 'build', '--tsconfig', tsconfig], env)
    }
  }
  if (!existsSync(resolve(buildDir, 'node_modules'))) {
    symlinkSync(resolve(root, 'node_modules'), resolve(buildDir, 'node_modules'))
  }
}

/** tsconfig.json with another output folder, in tmp/ (paths from there), tests left out. */
function tsconfigFor(outDir) {
  const file = resolve(root, 'tmp', `tsconfig.${basename(outDir)}.json`)
  const fromFile = (path) => relative(dirname(file), resolve(root, path)) || '.'
  const base = JSON.parse(readFileSync(resolve(root, 'tsconfig.json'), 'utf8'))
  const config = {
    extends: fromFile('tsconfig.json'),
    compilerOptions: { outDir: fromFile(outDir) },
    include: [`${fromFile('.')}/**/*`, `${fromFile('.adonisjs/server')}/**/*`],
    exclude: [...(base.exclude ?? []).map(fromFile), fromFile('tests'), fromFile(outDir)],
    // Not inherited: without them the front end's sources are compiled too.
    references: (base.references ?? []).map((reference) => ({ path: fromFile(reference.path) })),
  }
  writeFileSync(file, JSON.stringify(config, null, 2))
  // Relative: the build command joins it to the project folder.
  return relative(root, file)
}

/**
 * How the web process is started in production (README "Production"): V8's young generation
 * sized for a request's garbage (16 MB semi-spaces: short-lived objects die there instead of
 * being promoted), and the old generation let grow only 20 % past what the last full collection
 * kept, instead of V8's default of up to four times. The app's live heap is about 60 MB:
 * 225-240 MB RSS after 100,000 mixed requests (npm run budgets) with SERVER_ENV below and the
 * periodic malloc trim (start/memory_trim.ts), where V8's defaults let it reach 540 MB. 8 MB
 * semi-spaces saved only a few MB more for about 15 % more CPU per request; --optimize-for-size
 * held it near 200 MB but doubled the CPU of every request (it also makes V8's compiler favour
 * size). SERVER_NODE_FLAGS (space-separated) overrides the flags for a run.
 */
export const SERVER_NODE_FLAGS = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [
  '--max-semi-space-size=16',
  '--heap-growing-percent=20',
]

/**
 * The web process's environment beside the app's own variables: glibc's malloc keeps one
 * arena (MALLOC_ARENA_MAX=1) instead of one per thread that allocates, up to 8 per core. V8's
 * background threads (concurrent compilers and GC) each filled an arena of their own that
 * malloc kept: 10-15 MB less RSS, same CPU per request. Read by the C library when the process
 * starts, so it is set in the environment that starts it (npm start, README), not in .env.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1' }

/** Starts the build and waits until it answers /health/live (at most 60 s). */
export async function startServer(env) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'bin/server.js'], {
    cwd: buildDir,
    env: {
      ...SERVER_ENV,
      ...env,
      ...(env.SQLITE_FILENAME ? { SQLITE_FILENAME: resolve(root, env.SQLITE_FILENAME) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${env.APP_URL}/health/live`)).ok) return server
    } catch {}
    await new Promise((done) => setTimeout(done, 500))
  }
  server.kill()
  throw new Error('the app did not start in 60 s')
}
