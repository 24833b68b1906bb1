import { REFERRAL_RULES, normalizeReferralCode } from '#business/referrals'

/**
 * Referral capture (spec: a guard on every navigation). A code arrives on
 * the landing `/r/:code` or as `?r=` on any page; the FIRST code captured
 * wins and is kept in local storage (`referralCode`) and in a plain cookie
 * of the same name, which the server reads when the visitor registers.
 */

const KEY = REFERRAL_RULES.storageKey

/** The code a URL carries: the landing's path first, then the `r` query parameter. */
export function referralCodeInUrl(url: string): string | null {
  const parsed = new URL(url, 'http://same-site.invalid')
  const landing = parsed.pathname.match(/^\/r\/([^/]+)\/?$/)
  if (landing) {
    const code = normalizeReferralCode(decodeURIComponent(landing[1]))
    if (code) return code
  }
  return normalizeReferralCode(parsed.searchParams.get(REFERRAL_RULES.queryParam))
}

function readCookie(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${KEY}=([^;]*)`))
  return match ? normalizeReferralCode(decodeURIComponent(match[1])) : null
}

function readStorage(): string | null {
  try {
    return normalizeReferralCode(window.localStorage.getItem(KEY))
  } catch {
    return null
  }
}

function write(code: string) {
  try {
    window.localStorage.setItem(KEY, code)
  } catch {
    // Storage may be unavailable (private mode): the cookie still carries the code.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${KEY}=${code}; Path=/; Max-Age=${REFERRAL_RULES.captureDays * 86_400}; SameSite=Lax${secure}`
}

/** The code captured first, if any. */
export function storedReferralCode(): string | null {
  if (typeof window === 'undefined') return null
  return readStorage() ?? readCookie()
}

/**
 * Captures the code of `url` unless one was captured before; keeps storage
 * and cookie in step with the first code. Returns the code that is kept.
 */
export function captureReferral(url: string): string | null {
  if (typeof window === 'undefined') return null
  const kept = storedReferralCode() ?? referralCodeInUrl(url)
  if (kept && (readStorage() !== kept || readCookie() !== kept)) write(kept)
  return kept
}

/** After registration the code has done its work. */
export function forgetReferralCode() {
  if (typeof window === 'undefined') return
  try {
    window.localStorage.removeItem(KEY)
  } catch {
    // Nothing stored.
  }
  document.cookie = `${KEY}=; Path=/; Max-Age=0; SameSite=Lax`
}
