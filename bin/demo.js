/*
| The quick start: `npm run demo` on a fresh clone with Node 24.
| Installs dependencies, writes .env (with a fresh APP_KEY) when missing,
| prepares the embedded SQLite database with demo data, builds the app and
| serves the production build at http://localhost:3333.
*/
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync, copyFileSync, symlinkSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { dirname, join, resolve } from 'node:path'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(`Node ${process.versions.node} found: this app needs Node 24 or newer.`)
  process.exit(1)
}

function step(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

if (!existsSync(join(root, 'node_modules', '@adonisjs', 'core'))) {
  step('Installing dependencies', 'npm', ['install', '--no-audit', '--no-fund'])
}

const envFile = join(root, '.env')
if (!existsSync(envFile)) {
  console.log('\n▶ Writing .env from .env.example with a new APP_KEY')
  const example = readFileSync(join(root, '.env.example'), 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync(envFile, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
}

const database = join(root, 'tmp', 'db.sqlite3')
const dbEnv = { ...process.env, NODE_ENV: 'development', DB_CONNECTION: 'sqlite', SQLITE_FILENAME: database }
step('Preparing the SQLite database', 'node', ['ace', 'migration:fresh', '--force'], { env: dbEnv })
step('Loading the demo data', 'node', ['ace', 'db:seed'], { env: dbEnv })
step('Building the app', 'node', ['ace', 'build'])

// The build runs on the project's own dependencies and settings.
const build = join(root, 'build')
rmSync(join(build, 'node_modules'), { force: true, recursive: true })
symlinkSync(join(root, 'node_modules'), join(build, 'node_modules'), 'dir')
copyFileSync(envFile, join(build, '.env'))

const url = `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT ?? '3333'}`
console.log(`\n▶ Serving ${url} (Ctrl+C stops)`)
console.log('  Demo accounts (password demo-password-2026): admin@demo.test, mentor@demo.test, mentee@demo.test')
console.log(`  E-mails are captured, not sent: read them at ${url}/dev/mailbox`)
const runtimeEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DEMO_MODE: 'true',
  HOST: process.env.HOST ?? 'localhost',
  PORT: process.env.PORT ?? '3333',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: database,
  MAIL_MAILER: 'mailbox',
}
// The web process and the queue worker (it sends e-mails and runs background jobs).
const children = [
  spawn('node', ['bin/server.js'], { cwd: build, stdio: 'inherit', env: runtimeEnv }),
  spawn('node', ['ace', 'queue:work'], { cwd: build, stdio: 'inherit', env: runtimeEnv }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children[0].on('exit', (code) => {
  stop()
  process.exit(code ?? 0)
})
