/*
| `npm run demo` once the dependencies are installed (scripts/demo.js):
| writes .env (with a fresh APP_KEY) when missing, prepares the embedded
| SQLite database with demo data, builds the app and serves the production
| build and its queue worker at http://localhost:3333 until Ctrl+C.
*/
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildDir,
  ensureBuild,
  root,
  run,
  startQueueWorker,
  startWeb,
  cleanup,
} from './production_app.js'

const envFile = join(root, '.env')
if (!existsSync(envFile)) {
  console.log('\n▶ Writing .env from .env.example with a new APP_KEY')
  const example = readFileSync(join(root, '.env.example'), 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync(envFile, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
}

const database = join(root, 'tmp', 'db.sqlite3')
const dbEnv = {
  ...process.env,
  NODE_ENV: 'development',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: database,
}
const ace = ['ace']
run(
  'Preparing the SQLite database',
  process.execPath,
  [...ace, 'migration:fresh', '--force'],
  dbEnv,
  {
    spaced: true,
  }
)
run('Loading the demo data', process.execPath, [...ace, 'db:seed'], dbEnv, { spaced: true })
ensureBuild(process.env, { title: 'Building the app', spaced: true })
// The build runs on the project's own settings.
copyFileSync(envFile, join(buildDir, '.env'))

const host = process.env.HOST ?? 'localhost'
const port = process.env.PORT ?? '3333'
const url = `http://${host}:${port}`
console.log(`\n▶ Serving ${url} (Ctrl+C stops)`)
console.log(
  '  Demo accounts (password demo-password-2026): admin@demo.test, mentor@demo.test, mentee@demo.test'
)
console.log(`  E-mails are captured, not sent: read them at ${url}/dev/mailbox`)
const runtimeEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DEMO_MODE: 'true',
  HOST: host,
  PORT: port,
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: database,
  MAIL_MAILER: 'mailbox',
}
// The web process and the queue worker (it sends e-mails and runs background jobs).
const web = await startWeb(runtimeEnv, { waitUntilLive: false })
await startQueueWorker(runtimeEnv)
// Ctrl+C stops both; the demo ends with the web process.
process.on('SIGINT', () => void cleanup())
process.on('SIGTERM', () => void cleanup())
const { code } = await web.exited
process.exit(code ?? 0)
