/**
 * Reads the Inertia page object the server embedded in an SSR response.
 */
export function pageFrom(html: string): {
  component: string
  props: Record<string, any>
  url: string
  version: string | null
  flash?: Record<string, any>
} {
  const match = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
  if (!match) throw new Error('No Inertia page object in the response')
  return JSON.parse(match[1])
}

/** The server-rendered markup of the page (what a visitor sees before any script runs). */
export function ssrBody(html: string): string {
  const match = html.match(/<div data-server-rendered="true" id="app">([\s\S]*)<\/div>\s*<\/body>/)
  if (!match) throw new Error('No server-rendered markup in the response')
  return match[1]
}
