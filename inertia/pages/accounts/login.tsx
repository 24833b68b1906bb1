import { useRef, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { submitForm } from '~/lib/form_submit'
import { urlFor } from '~/client'
import { Link } from '@adonisjs/inertia/react'
import { ACCOUNT_RULES } from '#business/accounts'
import { AuthCard, AuthDivider, authLinkClass } from '~/components/accounts/auth_form_card'
import {
  AuthCheckbox,
  AuthField,
  PasswordField,
  focusFirstError,
} from '~/components/accounts/auth_form_field'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { AuthSubmitButton } from '~/components/accounts/auth_form_submit'
import { SocialSignIn } from '~/components/accounts/social_sign_in'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Notice = 'expired' | 'suspended' | 'signed_out' | 'password_reset'

type Props = {
  returnTo: string | null
  notice: Notice | null
  email: string | null
}

type Values = { email: string; password: string; remember: boolean; returnTo: string }

const ALERT_ID = 'login-error'
const NOTICE_TONES = {
  expired: 'info',
  suspended: 'error',
  signed_out: 'success',
  password_reset: 'success',
} as const

/** Sign in with e-mail and password, Google or LinkedIn. */
export default function Login({ returnTo, notice, email }: Props) {
  const t = useT()
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const form = useForm<Values>({
    email: email ?? '',
    password: '',
    remember: false,
    returnTo: returnTo ?? '',
  })
  const errors = form.errors as Partial<
    Record<'email' | 'password' | 'form' | 'unverified', string>
  >

  function submit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    submitForm(form, 'post', urlFor('accounts.login.store'), {
      onError: (fieldErrors) =>
        focusAfterRender(() =>
          focusFirstError(formRef.current, fieldErrors, ['email', 'password'], ALERT_ID)
        ),
      onFinish: () => form.reset('password'),
    })
  }

  const banner = notice ? (
    <FormAlert tone={NOTICE_TONES[notice]} title={t(`auth.notices.${notice}.title`)}>
      {t(`auth.notices.${notice}.description`)}
    </FormAlert>
  ) : null

  return (
    <>
      <Seo title={t('auth.login.title')} description={t('auth.login.subtitle')} />
      <AuthCard
        heading={t('auth.login.heading')}
        subtitle={t('auth.login.subtitle')}
        banner={banner}
        footer={
          <>
            {t('auth.login.noAccount')}{' '}
            <Link route="accounts.register" className={authLinkClass}>
              {t('auth.login.registerLink')}
            </Link>
          </>
        }
      >
        <SocialSignIn returnTo={returnTo} />
        <AuthDivider label={t('auth.login.orEmail')} />

        <form
          ref={formRef}
          method="post"
          action={urlFor('accounts.login.store')}
          onSubmit={submit}
          noValidate
          className="space-y-5"
        >
          {errors.form ? (
            <FormAlert tone="error" id={ALERT_ID}>
              <p>{errors.form}</p>
              {errors.unverified ? (
                <p className="mt-2">
                  <Link
                    route="accounts.resendVerification"
                    qs={{ email: errors.unverified }}
                    className={authLinkClass}
                  >
                    {t('auth.login.resendVerification')}
                  </Link>
                </p>
              ) : null}
            </FormAlert>
          ) : null}

          <AuthField
            name="email"
            type="email"
            label={t('auth.login.email')}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={ACCOUNT_RULES.emailMaxLength}
            value={form.data.email}
            onValueChange={(value) => form.setData('email', value)}
            error={errors.email}
            describedBy={errors.form ? [ALERT_ID] : undefined}
          />

          <div>
            <PasswordField
              name="password"
              label={t('auth.login.password')}
              autoComplete="current-password"
              required
              maxLength={ACCOUNT_RULES.passwordMaxLength}
              value={form.data.password}
              onValueChange={(value) => form.setData('password', value)}
              error={errors.password}
            />
            <p className="mt-2 text-right text-sm">
              <Link route="accounts.forgotPassword" className={authLinkClass}>
                {t('auth.login.forgotPassword')}
              </Link>
            </p>
          </div>

          <AuthCheckbox
            name="remember"
            label={t('auth.login.remember')}
            checked={form.data.remember}
            onCheckedChange={(checked) => form.setData('remember', checked)}
          />

          <AuthSubmitButton
            processing={form.processing}
            processingLabel={t('auth.login.submitting')}
          >
            {t('auth.login.submit')}
          </AuthSubmitButton>
        </form>
      </AuthCard>
    </>
  )
}
