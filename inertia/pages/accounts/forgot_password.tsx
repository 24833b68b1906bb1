import { useRef, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import { ACCOUNT_RULES } from '#business/accounts'
import { AuthCard, authLinkClass } from '~/components/accounts/auth_form_card'
import { AuthField, focusFirstError } from '~/components/accounts/auth_form_field'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { SubmitButton } from '~/components/accounts/auth_form_submit'

type Props = { sent: boolean }

const ALERT_ID = 'forgot-error'

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export default function ForgotPassword({ sent }: Props) {
  const intl = useIntl()
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({ email: '' })
  const errors = form.errors as Partial<Record<'email' | 'form', string>>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    form.post('/forgot-password', {
      onError: (fieldErrors) => focusFirstError(formRef.current, fieldErrors, ['email'], ALERT_ID),
    })
  }

  return (
    <>
      <Head title={t('auth.forgot.title')} />
      <AuthCard
        heading={t('auth.forgot.heading')}
        subtitle={t('auth.forgot.subtitle')}
        banner={
          sent ? (
            <FormAlert tone="success" title={t('auth.forgot.sentTitle')}>
              <p>{t('auth.forgot.sentDescription')}</p>
              <p className="mt-1">
                {t('auth.forgot.linkValidity', { hours: ACCOUNT_RULES.passwordResetTokenHours })}
              </p>
            </FormAlert>
          ) : null
        }
        footer={
          <Link href="/login" className={authLinkClass}>
            {t('auth.forgot.backToLogin')}
          </Link>
        }
      >
        <form
          ref={formRef}
          method="post"
          action="/forgot-password"
          onSubmit={submit}
          noValidate
          className="space-y-5"
        >
          {errors.form ? (
            <FormAlert tone="error" id={ALERT_ID}>
              {errors.form}
            </FormAlert>
          ) : null}
          <AuthField
            name="email"
            type="email"
            label={t('auth.forgot.email')}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={ACCOUNT_RULES.emailMaxLength}
            value={form.data.email}
            onValueChange={(value) => form.setData('email', value)}
            error={errors.email}
          />
          <SubmitButton processing={form.processing} processingLabel={t('auth.forgot.submitting')}>
            {t('auth.forgot.submit')}
          </SubmitButton>
        </form>
      </AuthCard>
    </>
  )
}
