import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import vite from '@adonisjs/vite/services/main'

type Element = { tag: string; attributes: Record<string, unknown>; toString(): string }

/**
 * The tags of a Vite entry point (what `@vite` writes), with its scripts and module preloads
 * fetched at low priority. The server-rendered page is complete without them (its scripts
 * only take it over), so the browser fetches the stylesheet and the page's images first and
 * paints sooner; Lighthouse also counts a high-priority script as render-blocking.
 */
export async function pageScripts(entryPoints: string[], attributes: Record<string, unknown>) {
  const elements = (await vite.generateEntryPointsTags(entryPoints, attributes)) as Element[]
  return elements
    .map((element) => {
      const { tag, attributes: given } = element
      const script = tag === 'script' && given.type === 'module' && given.src
      if (script || (tag === 'link' && given.rel === 'modulepreload')) {
        given.fetchpriority = 'low'
      }
      return element.toString()
    })
    .join('\n')
}

edge.global('pageScripts', pageScripts)

/**
 * Every page's context makes an Edge renderer, and Edge lists the components
 * folders on disk again for each one even with templates cached (its
 * components plugin takes its `recurring` flag from the options the instance
 * was created with, before the provider turns the cache on). With cached
 * templates, as in production, the list cannot change: it is read once.
 */
if (app.inProduction) {
  const listComponents = edge.loader.listComponents.bind(edge.loader)
  let components: ReturnType<typeof listComponents> | undefined
  edge.loader.listComponents = () => (components ??= listComponents())
}
