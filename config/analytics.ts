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
} as { key: string | null; host: string | null }

/** What the page's script needs to load the client, or null when analytics is off. */
export function analyticsClientConfig() {
  const { key, host } = analyticsSettings
  return key && host ? { key, host: host.replace(/\/+$/, '') } : null
}
