import { spawn, type ChildProcess } from 'node:child_process'
import app from '@adonisjs/core/services/app'
import type { ReceivedMail, TestSmtpServer } from '#tests/helpers/smtp_server'

/**
 * Runs the real queue worker (`node ace queue:work`) as a separate process
 * with the test environment, as production runs it beside the web process.
 */
export async function startQueueWorker(env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, ['ace', 'queue:work'], {
    cwd: app.appRoot.pathname,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL')
          resolve(null)
        }, 5000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve(null)
        })
      })
    },
  }
}

/**
 * Runs the worker until `count` messages that `match` reach the test SMTP
 * server (at most 30 s), then stops it; the messages, oldest first.
 */
export async function deliveredByWorker(
  smtp: TestSmtpServer,
  match: (message: ReceivedMail) => boolean,
  count = 1
) {
  const worker = await startQueueWorker()
  try {
    return await smtp.waitFor(count, 30_000, match)
  } finally {
    await worker.stop()
  }
}
