import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { DISCOUNTS } from '#business/pricing'
import { api, type ApiAnswer } from '~/lib/api'
import { normalizeReferralCode } from '#business/referrals'

const DEBOUNCE_MS = 250

/**
 * Under the registration form's referral code: who invited the visitor, or
 * a note that the code is unknown (the sign-up still goes ahead, without
 * the discount). Nothing while the field is empty or not yet a whole code.
 */
export function ReferralCodeNote({ code }: { code: string }) {
  const intl = useIntl()
  const normalized = normalizeReferralCode(code)
  const [result, setResult] = useState<ApiAnswer<'referrals.lookup'> | null>(null)

  useEffect(() => {
    setResult(null)
    if (!normalized) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      api('referrals.lookup', {
        params: { code: normalized },
        silent: true,
        signal: controller.signal,
      })
        .then(setResult)
        .catch(() => setResult(null))
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [normalized])

  return (
    <p role="status" data-testid="referral-code-note" className="-mt-3 text-sm">
      {result && !result.known ? (
        <span className="text-amber-900">
          {intl.formatMessage({ id: 'referrals_page.register.unknownCode' })}
        </span>
      ) : null}
      {result?.known ? (
        <span className="text-emerald-800">
          {intl.formatMessage(
            { id: 'referrals_page.register.knownCode' },
            {
              name:
                result.referrerFirstName ??
                intl.formatMessage({ id: 'referrals_page.welcome.anotherUser' }),
              percent: DISCOUNTS.referralPercent,
            }
          )}
        </span>
      ) : null}
    </p>
  )
}
