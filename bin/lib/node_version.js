/*
| The Node.js version check ace.js runs before it loads anything else: the
| TypeScript hook and the app need Node 24 (package.json "engines"), and on an
| older Node they die with a stack trace about ".ts" files instead of saying so.
| Plain JavaScript that any Node since 12 parses, so the check itself can run.
*/

/**
 * The lowest version a ">=24" / ">=24.1" / ">=24.1.2" range allows, as
 * [major, minor, patch], or null for a range of another form.
 * @param {string} range
 * @returns {[number, number, number] | null}
 */
export function lowestAllowed(range) {
  const match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range)
  if (!match) return null
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)]
}

/**
 * Why this Node cannot run the app, in one line, or null when it can.
 * `running` is process.versions.node ("20.11.0"), `range` package.json's
 * engines.node (">=24"); a range of another form is not checked here.
 * @param {string} running
 * @param {string} range
 * @returns {string | null}
 */
export function nodeVersionProblem(running, range) {
  const lowest = lowestAllowed(range)
  if (!lowest) return null
  const parts = String(running).replace(/^v/, '').split('.').map(Number)
  const version = [parts[0] || 0, parts[1] || 0, parts[2] || 0]
  for (let index = 0; index < 3; index++) {
    if (version[index] > lowest[index]) return null
    if (version[index] < lowest[index]) {
      const needed = lowest[1] || lowest[2] ? lowest.join('.') : String(lowest[0])
      return `This app needs Node.js ${needed} or newer (package.json engines: "${range.trim()}"), but this is Node.js ${running}: switch to Node.js ${needed} (e.g. \`nvm use ${lowest[0]}\`) and run the command again.`
    }
  }
  return null
}
