/*
| The processes `npm run instances` starts (web processes, queue workers),
| kept in one list and all stopped when the script ends: normally, on an
| error, on Ctrl+C or SIGTERM.
*/
import { spawn } from 'node:child_process'
import { buildDir } from './production_app.js'

const children = new Set()
const cleanups = []

/** Keeps `child` to stop at exit; forgets it when it exits by itself. */
export function track(child) {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/** Runs `cleanup` (synchronous) at exit, after the processes are signalled. */
export function atExit(cleanup) {
  cleanups.push(cleanup)
}

export function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  for (const cleanup of cleanups.splice(0)) {
    try {
      cleanup()
    } catch {}
  }
}

process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the instances`)
    stopAll()
    process.exit(130)
  })
}

/** Stops one process and waits until it has exited (SIGKILL after 10 s). */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill('SIGTERM')
  })
}

/** Prefixes each line a process prints with its name. */
function relay(stream, name, target) {
  let rest = ''
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop()
    for (const line of lines) target.write(`  [${name}] ${line}\n`)
  })
}

/** `node ace queue:work` from the build; resolves once it says it is processing. */
export function startQueueWorker(env, name) {
  const worker = track(
    spawn(process.execPath, ['ace', 'queue:work'], {
      cwd: buildDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  )
  relay(worker.stderr, name, process.stderr)
  relay(worker.stdout, name, process.stdout)
  return new Promise((done, fail) => {
    let seen = ''
    const ready = (chunk) => {
      seen += chunk
      if (!/Starting worker/.test(seen)) return
      finish()
      done(worker)
    }
    const exited = (code) => {
      finish()
      fail(new Error(`${name} exited (${code}) before it started`))
    }
    const timer = setTimeout(() => {
      finish()
      fail(new Error(`${name} did not start in 60 s`))
    }, 60_000)
    const finish = () => {
      clearTimeout(timer)
      worker.stdout.off('data', ready)
      worker.off('exit', exited)
    }
    worker.stdout.on('data', ready)
    worker.once('exit', exited)
  })
}
