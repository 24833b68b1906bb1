/*
| HTTP server entrypoint.
|
| WEB_CONCURRENCY=N (default 1) starts N worker processes sharing the port
| (node:cluster), one per core. Workers keep nothing that others need: the
| session, rate limits, locks and queue live in the database or Redis, and the
| mentor list's in-memory index checks the database's version token.
*/
import cluster from 'node:cluster'

const workers = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? '1', 10) || 1)

if (workers > 1 && cluster.isPrimary) {
  let stopping = false
  for (let index = 0; index < workers; index++) cluster.fork()
  cluster.on('exit', (worker, code) => {
    if (stopping) return
    console.error(`worker ${worker.process.pid} exited (${code}); starting another`)
    cluster.fork()
  })
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
} else {
  await import('reflect-metadata')
  const { Ignitor, prettyPrintError } = await import('@adonisjs/core')

  const APP_ROOT = new URL('../', import.meta.url)

  const IMPORTER = (filePath: string) => {
    if (filePath.startsWith('./') || filePath.startsWith('../')) {
      return import(new URL(filePath, APP_ROOT).href)
    }
    return import(filePath)
  }

  new Ignitor(APP_ROOT, { importer: IMPORTER })
    .tap((app) => {
      app.booting(async () => {
        await import('#start/env')
      })
      // A worker also lets go of its channel to the primary, or it would stay alive.
      const terminate = () => app.terminate().finally(() => cluster.worker?.disconnect())
      app.listen('SIGTERM', terminate)
      app.listenIf(app.managedByPm2 || cluster.isWorker, 'SIGINT', terminate)
    })
    .httpServer()
    .start()
    .catch((error) => {
      process.exitCode = 1
      prettyPrintError(error)
    })
}
