import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ADMIN_UI_DIST, dashboardLoad, firstLoad } from '../../../admin-ui/bundle.js'

/** The marketplace's budget for first-load JavaScript, which the console keeps too (npm run budgets). */
const FIRST_LOAD_BUDGET_KB = 180

/** The built file of a source in the console's build manifest. */
function builtFileOf(source: string) {
  const manifest = JSON.parse(readFileSync(join(ADMIN_UI_DIST, '.vite', 'manifest.json'), 'utf8'))
  return manifest[source].file as string
}

/*
| In the browser suite because its setup builds admin-ui/dist when it is missing
| or older than its sources (tests/bootstrap.ts): these read that build, no browser needed.
*/
test.group('Admin console | what the browser loads', () => {
  test('the page loads at most 180 KB (gzip) of script before the console runs', ({ assert }) => {
    const load = firstLoad()
    assert.isAtLeast(load.files.length, 1)
    assert.isAtMost(
      load.gzip / 1024,
      FIRST_LOAD_BUDGET_KB,
      `first load of /admin: ${(load.gzip / 1024).toFixed(1)} KB gzip in ${load.files.join(', ')}`
    )
    // The console (React, react-admin, MUI) is a chunk of its own, fetched by the shell.
    assert.notInclude(load.files, builtFileOf('src/console.tsx'))
  })

  test("the dashboard loads neither its charts nor the other language's messages with it", ({
    assert,
  }) => {
    const { files } = dashboardLoad()
    assert.include(files, builtFileOf('src/console.tsx'))
    assert.include(files, builtFileOf('src/i18n/messages.en.ts'))
    assert.notInclude(files, builtFileOf('src/dashboard/Charts.tsx'))
    assert.notInclude(files, builtFileOf('src/i18n/messages.it.ts'))
  })
})
