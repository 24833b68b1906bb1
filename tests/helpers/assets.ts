import app from '@adonisjs/core/services/app'

/*
| Where a test process's pages get their scripts and styles. @adonisjs/vite's provider starts a
| Vite dev server in every test process; a run of `npm test` builds the production bundle once
| before its processes start (scripts/test.ts, TEST_BUILT_ASSETS=1), and they serve that bundle,
| as production does, through the package's own switch: with no dev server, its tags, its
| middleware and the server renderer read the build's manifests. Pages then load the few chunks
| users get instead of every source module compiled on demand (a test's page loads took half
| the time, the run a third less CPU). `node ace test` alone keeps the dev server, and so does the
| process `npm test` gives the files that import source modules (`needsViteDevServer`).
*/

/** Stops the dev server when this run built the bundle. */
export async function serveBuiltAssetsWhenBuilt() {
  if (process.env.TEST_BUILT_ASSETS !== '1') return
  const vite = await app.container.make('vite')
  await vite.stopDevServer()
}

/**
 * For a group whose pages import the app's source modules by their path (client code tested in
 * the page): such a file names `needsViteDevServer`, and `npm test` runs it in a process of its
 * own that keeps its dev server (a dev server is never started again in a process that stopped
 * one). Fails at once, saying why, in a process without one.
 */
export async function needsViteDevServer() {
  const vite = await app.container.make('vite')
  if (!vite.getDevServer()) {
    throw new Error(
      'This group imports source modules through the Vite dev server, which this process ' +
        'stopped to serve the built bundle: run it with `npm test` (which gives it a process of ' +
        'its own) or `node ace test`.'
    )
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The requests of a page's own code (`billing/pricing`): its source module from a dev server,
 * else its chunk in the built bundle.
 */
export async function pageChunk(page: string): Promise<RegExp> {
  const vite = await app.container.make('vite')
  const source = `inertia/pages/${page}.tsx`
  if (vite.getDevServer()) return new RegExp(`/${escaped(source)}`)
  const chunk = vite.manifest()[source]
  if (!chunk) throw new Error(`${source} is not in the build's manifest`)
  return new RegExp(`/${escaped(chunk.file)}$`)
}
