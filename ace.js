/*
|--------------------------------------------------------------------------
| JavaScript entrypoint for running ace commands
|--------------------------------------------------------------------------
|
| It checks the Node.js version first (package.json "engines"), before
| anything that needs Node 24 is loaded, so an older Node says so in one line
| instead of dying with a stack trace. Then it registers the TypeScript hook
| and imports the console entrypoint.
*/
import { readFileSync } from 'node:fs'
import { nodeVersionProblem } from './bin/lib/node_version.js'

const { engines } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const problem = nodeVersionProblem(process.versions.node, engines.node)
if (problem) {
  console.error(problem)
  process.exit(1)
}

await import('@poppinss/ts-exec')
await import('./bin/console.js')
