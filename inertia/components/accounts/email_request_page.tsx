import { useRef, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { submitForm } from '~/lib/form_submit'
import { urlFor } from '~/client'
import { Link } from '@adonisjs/inertia/react'
import { ACCOUNT_RULES } from '#business/accounts'
import { AuthCard, authLinkClass } from '~/components/accounts/auth_form_card'
import { AuthField, focusFirstError } from '~/components/accounts/auth_form_field'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { AuthSubmitButton } from '~/components/accounts/auth_form_submit'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Props = {
  /** Message namespace: title, heading, subtitle, sentTitle, backToLogin, email, submit, submitting. */
  messages: 'auth.forgot' | 'auth.resend'
  /** Where the form posts. */
  route: 'accounts.forgotPassword.store' | 'accounts.resendVerification.store'
  initialEmail?: string | null
  sent: boolean
  /** What the success banner says under its title. */
  sentBody: ReactNode
}

/**
 * A page that asks for an e-mail address and always answers the same way
 * (forgot password, resend verification): no account enumeration.
 */
export function EmailRequestPage({ messages, route, initialEmail, sent, sentBody }: Props) {
  const t = useT(messages)
  const action = urlFor(route)
  const alertId = `${action.slice(1)}-error`
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const form = useForm({ email: initialEmail ?? '' })
  const errors = form.errors as Partial<Record<'email' | 'form', string>>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    submitForm(form, 'post', action, {
      onError: (fieldErrors) =>
        focusAfterRender(() => focusFirstError(formRef.current, fieldErrors, ['email'], alertId)),
    })
  }

  return (
    <>
      <Seo title={t('title')} description={t('subtitle')} />
      <AuthCard
        heading={t('heading')}
        subtitle={t('subtitle')}
        banner={
          sent ? (
            <FormAlert tone="success" title={t('sentTitle')}>
              {sentBody}
            </FormAlert>
          ) : null
        }
        footer={
          <Link route="accounts.login" className={authLinkClass}>
            {t('backToLogin')}
          </Link>
        }
      >
        <form
          ref={formRef}
          method="post"
          action={action}
          onSubmit={submit}
          noValidate
          className="space-y-5"
        >
          {errors.form ? (
            <FormAlert tone="error" id={alertId}>
              {errors.form}
            </FormAlert>
          ) : null}
          <AuthField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={ACCOUNT_RULES.emailMaxLength}
            value={form.data.email}
            onValueChange={(value) => form.setData('email', value)}
            error={errors.email}
          />
          <AuthSubmitButton processing={form.processing} processingLabel={t('submitting')}>
            {t('submit')}
          </AuthSubmitButton>
        </form>
      </AuthCard>
    </>
  )
}
