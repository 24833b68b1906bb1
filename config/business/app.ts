/**
 * Application-wide constants: locales, notifications, build checks, pagination.
 */

/** The product's name (not translated). */
export const APP_NAME = 'Mentorship Hub'

export const LOCALES = ['en', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365

export const TOAST_RULES = {
  durationMs: 5000,
  swipeThresholdTouchPx: 10,
  swipeThresholdPointerPx: 2,
  swipeCancelThreshold: 50,
  zIndex: 100,
  maxWidthPx: 420,
  limit: 1,
  hotkey: 'F8',
} as const
export const TOAST_VARIANTS = ['default', 'destructive'] as const
export type ToastVariant = (typeof TOAST_VARIANTS)[number]
export const TOAST_TYPES = ['foreground', 'background'] as const
export type ToastType = (typeof TOAST_TYPES)[number]

export const BUILD_CHECK = {
  intervalMs: 3_600_000,
  firstCheckDelayMs: 1_000,
  reloadLoopProtectionMs: 10_000,
} as const

export const SPINNER_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
export type SpinnerSize = (typeof SPINNER_SIZES)[number]

export const API_CLIENT = {
  retries: 1,
  retryDelayMs: 500,
} as const

export const PAGINATION = {
  defaultPageSize: 10,
  firstPage: 1,
  maxPageSize: 100,
} as const

/** Paths a signed-out visitor may reach (spec section 2). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/recover-password',
  '/reset-password',
  '/verify-email',
  '/pricing',
  '/mentors',
  '/about',
  '/contact',
  '/privacy',
  '/terms-and-conditions',
  '/cookies-policy',
  '/cookie-policy',
] as const
export const PUBLIC_PATH_PREFIXES = [
  '/mentors/',
  '/verify-email/',
  '/recover-password/',
  '/reset-password/',
] as const

export function isPublicPath(path: string): boolean {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/'
  return (
    (PUBLIC_PATHS as readonly string[]).includes(clean) ||
    PUBLIC_PATH_PREFIXES.some((prefix) => clean.startsWith(prefix))
  )
}

/**
 * The cookie consent: its cookie (readable by the page's script, so the
 * banner and the analytics loader can read it), how long it is kept, and the
 * hash that reopens the banner from any link (`<a href="#cookie-settings">`).
 */
export const CONSENT = {
  cookie: 'cookie_consent',
  maxAgeDays: 365,
  version: 1,
  settingsHash: '#cookie-settings',
} as const

/**
 * The visitor's cookie choice in a `Cookie` header (or `document.cookie`): null when none is
 * saved (or an older version of the banner saved it), so the banner shows. The server reads it
 * too, to render the banner with the page instead of after the page's scripts ran.
 */
export function parseConsent(cookies: string): { analytics: boolean; recording: boolean } | null {
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT.cookie}=`))
  if (!pair) return null
  try {
    const value = JSON.parse(decodeURIComponent(pair.slice(CONSENT.cookie.length + 1)))
    if (value?.v !== CONSENT.version) return null
    return { analytics: value.analytics === true, recording: value.recording === true }
  } catch {
    return null
  }
}

/** Where the build-version check asks for the server's current asset version. */
export const BUILD_VERSION_PATH = '/api/build-version'
