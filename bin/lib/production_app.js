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
 * Node's own flags, as the web process runs in production; SERVER_NODE_FLAGS (space-separated)
 * tries others for a run, e.g. the optional memory settings in the README's "Production".
 */
const SERVER_NODE_FLAGS = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []

/** Starts the build and waits until it answers /health/live (at most 60 s). */
export async function startServer(env) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'bin/server.js'], {
    cwd: buildDir,
    env: {
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
