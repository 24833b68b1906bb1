import edge from 'edge.js'
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
