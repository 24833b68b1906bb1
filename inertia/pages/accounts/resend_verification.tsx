import { useRef, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import { ACCOUNT_RULES } from '#business/accounts'
import { AuthCard, authLinkClass } from '~/components/accounts/auth_form_card'
import { AuthField, focusFirstError } from '~/components/accounts/auth_form_field'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { SubmitButton } from '~/components/accounts/auth_form_submit'

type Props = { email: string | null; sent: boolean }

const ALERT_ID = 'resend-error'

/** Asks for a new verification link; the answer never tells whether an account exists. */
export default function ResendVerification({ email, sent }: Props) {
  const intl = useIntl()
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({ email: email ?? '' })
  const errors = form.errors as Partial<Record<'email' | 'form', string>>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    form.post('/resend-verification', {
      onError: (fieldErrors) => focusFirstError(formRef.current, fieldErrors, ['email'], ALERT_ID),
    })
  }

  return (
    <>
      <Head title={t('auth.resend.title')} />
      <AuthCard
        heading={t('auth.resend.heading')}
        subtitle={t('auth.resend.subtitle')}
        banner={
          sent ? (
            <FormAlert tone="success" title={t('auth.resend.sentTitle')}>
              {t('auth.resend.sentGeneric')}
            </FormAlert>
          ) : null
        }
        footer={
          <Link href="/login" className={authLinkClass}>
            {t('auth.resend.backToLogin')}
          </Link>
        }
      >
        <form
          ref={formRef}
          method="post"
          action="/resend-verification"
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
            label={t('auth.resend.email')}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={ACCOUNT_RULES.emailMaxLength}
            value={form.data.email}
            onValueChange={(value) => form.setData('email', value)}
            error={errors.email}
          />
          <SubmitButton processing={form.processing} processingLabel={t('auth.resend.submitting')}>
            {t('auth.resend.submit')}
          </SubmitButton>
        </form>
      </AuthCard>
    </>
  )
}
