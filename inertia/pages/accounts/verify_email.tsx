import { Link } from '@adonisjs/inertia/react'
import { ACCOUNT_RULES } from '#business/accounts'
import { AuthCard, authLinkClass } from '~/components/accounts/auth_form_card'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'

type Props = {
  /** sent: after signing up; the others: what is wrong with the opened link. */
  status: 'sent' | 'invalid' | 'expired' | 'used'
  email: string | null
}

const buttonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'
const secondaryClass =
  'inline-flex w-full items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

/**
 * "Check your inbox" after signing up, or why a verification link did not
 * work, always with a way to get a new link.
 */
export default function VerifyEmail({ status, email }: Props) {
  const t = useT()
  const hours = ACCOUNT_RULES.verificationTokenHours
  const resend = {
    route: 'accounts.resendVerification',
    qs: email ? { email } : undefined,
  } as const

  if (status === 'sent') {
    return (
      <>
        <Seo title={t('auth.verify.title')} noindex og={false} />
        <AuthCard heading={t('auth.verify.sentHeading')}>
          <FormAlert tone="success">
            {email
              ? t('auth.verify.sentDescription', { email })
              : t('auth.verify.sentDescriptionNoEmail')}
          </FormAlert>
          <p className="mt-4 text-sm leading-6 text-slate-600">
            {t('auth.verify.linkValidity', { hours })}
          </p>
          <p className="mt-2 text-sm leading-6 text-slate-600">{t('auth.verify.notReceived')}</p>
          <div className="mt-6 flex flex-col gap-3">
            <Link {...resend} className={secondaryClass}>
              {t('auth.verify.resend')}
            </Link>
            <p className="text-center text-sm">
              <Link route="accounts.login" className={authLinkClass}>
                {t('auth.verify.signIn')}
              </Link>
            </p>
          </div>
        </AuthCard>
      </>
    )
  }

  return (
    <>
      <Seo title={t('auth.verify.title')} noindex og={false} />
      <AuthCard heading={t(`auth.verify.${status}Heading`)}>
        <FormAlert tone="error">{t(`auth.verify.${status}Description`, { hours })}</FormAlert>
        <div className="mt-6 flex flex-col gap-3">
          <Link {...resend} className={buttonClass}>
            {t('auth.verify.resend')}
          </Link>
          <Link route="accounts.login" className={secondaryClass}>
            {t('auth.verify.signIn')}
          </Link>
        </div>
      </AuthCard>
    </>
  )
}
