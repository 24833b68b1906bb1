import { assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { apiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import server from '@adonisjs/core/services/server'
import { browserClient, decoratorsCollection } from '@japa/browser-client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import {
  closeContextsLeftOpen,
  launchChromium,
  openContextsDecorator,
} from '#tests/helpers/browser'
import { hydrationDecorator } from '#tests/helpers/hydration'
import {
  settledTestSessions,
  useActiveSessionStoreInTestClients,
} from '#tests/helpers/session_store'
import '#tests/helpers/raw_cookie'
import { cleanSlate } from '#tests/helpers/clean_slate'
import { serveBuiltAssetsWhenBuilt } from '#tests/helpers/assets'
import { fakeHashing } from '#tests/helpers/hashing'
import { spec } from '@japa/runner/reporters'
import { RunReport } from '#tests/reporters/run_report'

useActiveSessionStoreInTestClients(app)
decoratorsCollection.register(hydrationDecorator)
decoratorsCollection.register(openContextsDecorator)

/**
 * Tests talk to a real database of their own (tmp/test.sqlite3, or the
 * PostgreSQL database `test`), a real HTTP server and a real browser.
 */
export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({ runInSuites: ['browser'], launcher: launchChromium }),
  sessionBrowserClient(app),
  authBrowserClient(app),
  settledTestSessions(),
]

/**
 * A run whose database cannot be prepared stops at once with the reason,
 * instead of hanging on the dev asset server and open connections.
 */
async function prepareDatabase() {
  try {
    await cleanSlate()
    return await testUtils.db().migrate()
  } catch (error) {
    console.error('Could not prepare the test database:', error)
    process.exit(1)
  }
}

/**
 * The spec reporter for people; the run report (a JSON file, only when the
 * parallel runner asks for one) for scripts/test.ts.
 */
export const reporters: Config['reporters'] = {
  activated: ['spec', 'run-report'],
  list: [
    spec(),
    { name: 'run-report', handler: (runner, emitter) => new RunReport().boot(runner, emitter) },
  ],
}

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => prepareDatabase(), () => serveBuiltAssetsWhenBuilt(), () => fakeHashing()],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'browser') {
    // The admin console's bundle (admin-ui/dist), built when missing or older than its sources.
    suite.setup(async () => {
      const { ensureBundle } = await import('../admin-ui/bundle.js')
      await ensureBundle()
    })
    // Every browser test signs in and signs up from 127.0.0.1: a journey through the forms must
    // not meet the per-address limits of the tests that ran just before it in this process.
    const forgetLimits = async () => {
      const { clearAuthRateLimits } = await import('#tests/helpers/rate_limits')
      await clearAuthRateLimits()
    }
    suite.onGroup((group) => group.each.setup(forgetLimits))
    suite.onTest((test) => test.setup(forgetLimits))
    // A failed test's pages are closed with it, not left running into the next tests.
    suite.onGroup((group) => group.each.setup(() => closeContextsLeftOpen))
    suite.onTest((test) => test.setup(() => closeContextsLeftOpen))
  }
  if (suite.name === 'functional') {
    // Every JSON answer a functional test receives keeps to the API document.
    suite.setup(async () => {
      const { holdAnswersToTheApiDocument } = await import('#tests/helpers/api_contract')
      holdAnswersToTheApiDocument()
    })
  }
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(async () => {
      const close = await testUtils.httpServer().start()
      // A page left open keeps its real-time stream: ended first, or closing waits for it. Its
      // client reconnects at once on the same connection, so every connection is ended as well.
      return async () => {
        const { endRealtimeStreams } = await import('#core/services/realtime_streams')
        endRealtimeStreams()
        const closing = close()
        server.getNodeServer()?.closeAllConnections()
        await closing
      }
    })
  }
}
