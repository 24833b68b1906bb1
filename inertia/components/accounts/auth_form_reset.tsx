import { useRef, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { submitForm } from '~/lib/form_submit'
import { urlFor } from '~/client'
import { Link } from '@adonisjs/inertia/react'
import { ACCOUNT_RULES } from '#business/accounts'
import { AuthCard, authLinkClass } from '~/components/accounts/auth_form_card'
import { PasswordField, focusFirstError } from '~/components/accounts/auth_form_field'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { AuthSubmitButton } from '~/components/accounts/auth_form_submit'
import { PasswordStrength } from '~/components/accounts/password_strength'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

export type ResetPasswordProps = {
  status: 'valid' | 'invalid' | 'expired' | 'used'
  token: string | null
  email: string | null
  /** The link is an invited mentor's invitation: a first password, then on to the profile. */
  invitation?: boolean
}

type Values = { token: string; password: string; password_confirmation: string }

const FIELDS = ['password', 'password_confirmation']
const ALERT_ID = 'reset-error'

/**
 * Choosing a new password from an e-mailed link (/recover-password/:token
 * and /reset-password?token=). A link that cannot be used says why and
 * offers a new one.
 */
export function ResetPasswordScreen({ status, token, email, invitation }: ResetPasswordProps) {
  const t = useT()
  // The valid form's texts: an invitation's or a reset's.
  const texts = invitation ? 'auth.invitation' : 'auth.reset'
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const form = useForm<Values>({ token: token ?? '', password: '', password_confirmation: '' })
  const errors = form.errors as Partial<Record<keyof Values | 'form', string>>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    submitForm(form, 'post', urlFor('accounts.resetPassword.update'), {
      onError: (fieldErrors) =>
        focusAfterRender(() => focusFirstError(formRef.current, fieldErrors, FIELDS, ALERT_ID)),
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  const footer = (
    <Link route="accounts.login" className={authLinkClass}>
      {t('auth.forgot.backToLogin')}
    </Link>
  )

  if (status !== 'valid' || !token) {
    const problem = status === 'valid' ? 'invalid' : status
    return (
      <>
        <Seo title={t('auth.reset.title')} noindex og={false} />
        <AuthCard heading={t('auth.reset.invalidHeading')} footer={footer}>
          <FormAlert tone="error">{t(`auth.reset.problems.${problem}`)}</FormAlert>
          <Link
            route="accounts.forgotPassword"
            className="mt-6 inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('auth.reset.requestNew')}
          </Link>
        </AuthCard>
      </>
    )
  }

  return (
    <>
      {/* A personal link (its token is in the address): never listed. */}
      <Seo title={t(`${texts}.title`)} noindex og={false} />
      <AuthCard
        heading={t(`${texts}.heading`)}
        subtitle={email ? t(`${texts}.subtitle`, { email }) : undefined}
        footer={footer}
      >
        <form
          ref={formRef}
          method="post"
          action={urlFor('accounts.resetPassword.update')}
          onSubmit={submit}
          noValidate
          className="space-y-5"
        >
          {errors.form || errors.token ? (
            <FormAlert tone="error" id={ALERT_ID}>
              {errors.form ?? errors.token}
            </FormAlert>
          ) : null}
          {/* The username field lets password managers file the new password under the account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email ?? ''}
            readOnly
            hidden
          />
          <PasswordField
            name="password"
            label={t(`${texts}.password`)}
            autoComplete="new-password"
            required
            maxLength={ACCOUNT_RULES.passwordMaxLength}
            value={form.data.password}
            onValueChange={(value) => form.setData('password', value)}
            error={errors.password}
            describedBy={['password-strength']}
            below={
              <PasswordStrength
                id="password-strength"
                password={form.data.password}
                context={{ email }}
              />
            }
          />
          <PasswordField
            name="password_confirmation"
            label={t(`${texts}.passwordConfirmation`)}
            autoComplete="new-password"
            required
            maxLength={ACCOUNT_RULES.passwordMaxLength}
            value={form.data.password_confirmation}
            onValueChange={(value) => form.setData('password_confirmation', value)}
            error={errors.password_confirmation}
          />
          <AuthSubmitButton processing={form.processing} processingLabel={t(`${texts}.submitting`)}>
            {t(`${texts}.submit`)}
          </AuthSubmitButton>
        </form>
      </AuthCard>
    </>
  )
}
