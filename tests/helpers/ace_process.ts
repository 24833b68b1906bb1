import { spawn } from 'node:child_process'
import app from '@adonisjs/core/services/app'

/**
 * Runs `node ace <argv>` as a process of its own with the test environment,
 * as a cron or an operator runs it: no HTTP server started there, unlike
 * `ace.exec` inside the test process. Its exit code and everything it printed.
 * A process of its own compiles and boots the whole app first: on a loaded machine (CI's two test
 * processes and their browsers) that alone has taken over 20 s, hence the generous limit.
 */
export async function runAceProcess(argv: string[], timeoutMs = 90_000) {
  const child = spawn(process.execPath, ['ace', ...argv], {
    cwd: app.appRoot.pathname,
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const exitCode = await new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
  })
  clearTimeout(timer)
  return { exitCode, output }
}
