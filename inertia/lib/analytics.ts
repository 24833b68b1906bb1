import { CONSENT, parseConsent } from '#business/app'

/**
 * The visitor's cookie choice, kept in the `cookie_consent` cookie (365 days,
 * SameSite=Lax, readable here), and the third-party analytics client
 * (PostHog-compatible) that loads only once analytics is accepted and only
 * when the server configured it.
 */
export type Consent = { analytics: boolean; recording: boolean }
/** From config/analytics.ts: the API host, and the host the client's scripts come from. */
export type AnalyticsConfig = { key: string; host: string; assetsHost: string } | null

export function readConsent(
  cookies = typeof document === 'undefined' ? '' : document.cookie
): Consent | null {
  return parseConsent(cookies)
}

export function writeConsent(consent: Consent) {
  const value = encodeURIComponent(
    JSON.stringify({
      v: CONSENT.version,
      analytics: consent.analytics,
      recording: consent.recording,
    })
  )
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT.cookie}=${value}; Max-Age=${CONSENT.maxAgeDays * 86_400}; Path=/; SameSite=Lax${secure}`
}

type PostHogStub = unknown[] & {
  _i?: unknown[]
  __SV?: number
  opt_out_capturing?: () => void
  opt_in_capturing?: () => void
  stopSessionRecording?: () => void
  startSessionRecording?: () => void
}

declare global {
  interface Window {
    posthog?: PostHogStub
  }
}

let loaded = false

/**
 * Loads the client from the configured host when the consent allows it
 * (analytics or session recording accepted); a later refusal opts out.
 */
export function applyConsent(config: AnalyticsConfig, consent: Consent | null) {
  if (!config || !consent || typeof window === 'undefined') return
  const wanted = consent.analytics || consent.recording
  if (!wanted) {
    if (loaded) {
      window.posthog?.opt_out_capturing?.()
      window.posthog?.stopSessionRecording?.()
    }
    return
  }
  if (loaded) {
    window.posthog?.opt_in_capturing?.()
    if (consent.recording) window.posthog?.startSessionRecording?.()
    else window.posthog?.stopSessionRecording?.()
    return
  }
  loaded = true
  // The official snippet's stub: the script picks up the queued init on load.
  const stub = [] as unknown as PostHogStub
  stub._i = [
    [
      config.key,
      {
        api_host: config.host,
        autocapture: consent.analytics,
        capture_pageview: consent.analytics,
        disable_session_recording: !consent.recording,
        persistence: consent.analytics ? 'localStorage+cookie' : 'memory',
      },
      'posthog',
    ],
  ]
  stub.__SV = 1
  window.posthog = stub
  const script = document.createElement('script')
  script.async = true
  script.crossOrigin = 'anonymous'
  script.src = `${config.assetsHost}/static/array.js`
  document.head.appendChild(script)
}
