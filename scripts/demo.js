/*
| The quick start: `npm run demo` on a fresh clone with Node 24.
| Installs dependencies, writes .env (with a fresh APP_KEY) when missing,
| prepares the embedded SQLite database with demo data, builds the app and
| serves the production build at http://localhost:3333.
|
| Plain JavaScript, the one script here that is: on a fresh clone nothing is
| installed yet, not even the TypeScript loader (@poppinss/ts-exec), so this
| file checks Node and installs the dependencies, then registers the loader
| and runs the rest, scripts/lib/demo.ts, as ace.js runs the app's commands.
*/
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join, resolve } from 'node:path'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(`Node ${process.versions.node} found: this app needs Node 24 or newer.`)
  process.exit(1)
}

if (!existsSync(join(root, 'node_modules', '@adonisjs', 'core'))) {
  const title = 'Installing dependencies'
  console.log(`\n▶ ${title}`)
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

await import('@poppinss/ts-exec')
await import('./lib/demo.ts')
