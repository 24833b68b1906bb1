import env from '#start/env'

/**
 * Third-party analytics and session recording (a PostHog-compatible client):
 * off unless both ANALYTICS_KEY and ANALYTICS_HOST are set, and loaded in the
 * browser only after the visitor's consent. The object is read on every page,
 * so a process may re-point it (the tests point it at a local fake host).
 */
export const analyticsSettings = {
  key: env.get('ANALYTICS_KEY') || null,
  host: env.get('ANALYTICS_HOST') || null,
  assetsHost: env.get('ANALYTICS_ASSETS_HOST') || null,
} as { key: string | null; host: string | null; assetsHost: string | null }

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * Where the client's scripts come from. PostHog Cloud serves them from an assets host beside its
 * API host (`us.i.posthog.com` -> `us-assets.i.posthog.com`, as PostHog's own snippet derives it);
 * a self-hosted or proxied PostHog serves both from one host. ANALYTICS_ASSETS_HOST overrides it.
 */
export function analyticsAssetsHost(host: string, assetsHost: string | null = null) {
  if (assetsHost) return withoutTrailingSlash(assetsHost)
  return withoutTrailingSlash(host).replace(
    /^(https:\/\/[\w-]+)\.i\.posthog\.com$/i,
    '$1-assets.i.posthog.com'
  )
}

/** What the page's script needs to load the client, or null when analytics is off. */
export function analyticsClientConfig() {
  const { key, host, assetsHost } = analyticsSettings
  if (!key || !host) return null
  return {
    key,
    host: withoutTrailingSlash(host),
    assetsHost: analyticsAssetsHost(host, assetsHost),
  }
}
