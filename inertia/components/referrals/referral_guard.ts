import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { useIntl } from 'react-intl'
import { DISCOUNTS } from '#business/pricing'
import { toast } from '~/components/toast'
import { api } from '~/lib/api'
import { captureReferral } from '~/lib/referral_capture'

/** The user this tab last saw signed in (sessionStorage), to notice a new sign-in. */
const SEEN_KEY = 'referralWelcomeUser'

function seenUser(): string | null {
  try {
    return window.sessionStorage.getItem(SEEN_KEY)
  } catch {
    return null
  }
}

function rememberUser(id: string | null) {
  try {
    if (id === null) window.sessionStorage.removeItem(SEEN_KEY)
    else window.sessionStorage.setItem(SEEN_KEY, id)
  } catch {
    // No session storage: the notice may show again on the next page load.
  }
}

/**
 * The referral guard of every navigation (spec: route validation, referral
 * capture, ...): captures `/r/:code` and `?r=` (first code wins), and after a
 * sign-in (the page's user changes from what this tab saw) checks the
 * referral status once: a referred user with a discount code gets the
 * welcome notice naming the referrer (or another user) and the 20 %.
 * Mounted once, by the root layout.
 */
export function useReferralGuard() {
  const { url, props } = usePage()
  const intl = useIntl()
  const userId = props.user ? String((props.user as { id: number | string }).id) : null

  useEffect(() => {
    captureReferral(url)
  }, [url])

  useEffect(() => {
    if (userId === seenUser()) return
    rememberUser(userId)
    if (userId === null) return
    api('referrals.api.wasReferred', {
      silent: true,
      background: true,
      retries: 0,
    })
      .then((status) => {
        if (!status.wasReferred || !status.discountCode) return
        if (status.discountExpiryDate && new Date(status.discountExpiryDate) <= new Date()) return
        const name =
          status.referrerName || intl.formatMessage({ id: 'referrals_page.welcome.anotherUser' })
        toast({
          title: intl.formatMessage({ id: 'referrals_page.welcome.title' }),
          description: intl.formatMessage(
            { id: 'referrals_page.welcome.description' },
            { name, percent: DISCOUNTS.referralPercent }
          ),
        })
      })
      .catch(() => {
        // The notice is a courtesy: a failed check shows nothing.
      })
  }, [userId, intl])
}

/** The guard as an element, inside the root layout's IntlProvider. */
export function ReferralGuard() {
  useReferralGuard()
  return null
}
