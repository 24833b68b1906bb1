/*
| Test runner entrypoint (Japa).
*/
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'

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
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(async (app) => {
    try {
      await run()
    } finally {
      // Japa skips the teardown hooks, app.terminate() among them, when the clean-up of a setup
      // hook fails (the rollback of the migrations, say): the app's dev asset server, database
      // pool and Redis connections would then keep the process alive with the failure unreported.
      await app.terminate()
    }
  })
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
    // A failed start (say, an unreachable database) must not leave the run
    // hanging on the dev asset server or open connections.
    process.exit()
  })
