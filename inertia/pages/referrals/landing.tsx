import { useEffect } from 'react'
import type { Data } from '@generated/data'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import { REFERRAL_RULES } from '#business/referrals'
import { DISCOUNTS } from '#business/pricing'
import { AuthCard, authLinkClass } from '~/components/accounts/auth_form_card'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { primaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { Seo } from '~/components/shell/seo'
import { normalizeReferralCode } from '#business/referrals'
import { forgetReferralCode, storedReferralCode } from '~/lib/referral_capture'
import { useT } from '~/components/ui/use_t'

/**
 * The referral landing `/r/:code` (signed-out layout): who invited the
 * visitor, the friend's discount, and the way to registration. The code is
 * captured by the root layout's referral guard; an unknown code still
 * renders, with a note.
 */
export default function ReferralLanding({ check }: { check: Data.Referrals.ReferralCodeCheck }) {
  const { code, known, referrerFirstName } = check
  const intl = useIntl()
  const t = useT('referrals_page.landing')
  const percent = DISCOUNTS.referralPercent
  // The guard captured this address's code before the page knew it is unknown: drop it.
  useEffect(() => {
    if (!known && storedReferralCode() === normalizeReferralCode(code)) forgetReferralCode()
  }, [known, code])
  const registerQuery = known ? { [REFERRAL_RULES.queryParam]: code } : undefined

  return (
    <>
      <Seo title={t('title')} noindex />
      <AuthCard
        heading={
          known && referrerFirstName
            ? t('heading', { name: referrerFirstName })
            : t('headingAnonymous')
        }
        subtitle={t('benefits')}
        banner={
          known ? null : (
            <FormAlert tone="info">
              <span data-testid="unknown-code">{t('unknown', { code })}</span>
            </FormAlert>
          )
        }
        footer={
          <>
            {t('haveAccount')}{' '}
            <Link route="accounts.login" className={authLinkClass}>
              {t('login')}
            </Link>
          </>
        }
      >
        {known ? (
          <>
            <p className="text-base text-slate-800">
              {t('offer', { percent, days: REFERRAL_RULES.discountValidityDays })}
            </p>
            <p className="mt-4 text-sm text-slate-600">
              {t('codeLabel')}:{' '}
              <strong
                className="font-mono tracking-wider text-slate-900"
                data-testid="landing-code"
              >
                {code}
              </strong>
            </p>
          </>
        ) : null}
        <Link
          route="accounts.register"
          qs={registerQuery}
          className={cn(primaryButtonClass, 'mt-6 w-full justify-center')}
        >
          {known ? t('cta', { percent }) : intl.formatMessage({ id: 'auth.login.registerLink' })}
        </Link>
        <p className="mt-4 text-center text-sm">
          <Link route="pages.pricing" className={authLinkClass}>
            {t('pricing')}
          </Link>
        </p>
      </AuthCard>
    </>
  )
}
