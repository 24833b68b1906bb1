import { useEffect, useRef, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { submitForm } from '~/lib/form_submit'
import { urlFor } from '~/client'
import { Link } from '@adonisjs/inertia/react'
import { ACCOUNT_RULES } from '#business/accounts'
import { REFERRAL_RULES } from '#business/referrals'
import { AuthCard, AuthDivider, authLinkClass } from '~/components/accounts/auth_form_card'
import { AuthField, PasswordField, focusFirstError } from '~/components/accounts/auth_form_field'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { AuthSubmitButton } from '~/components/accounts/auth_form_submit'
import { PasswordStrength } from '~/components/accounts/password_strength'
import { SocialSignIn } from '~/components/accounts/social_sign_in'
import { ReferralCodeNote } from '~/components/referrals/referral_code_note'
import { forgetReferralCode, storedReferralCode } from '~/lib/referral_capture'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Props = { referralCode: string | null }

type Values = {
  first_name: string
  last_name: string
  email: string
  password: string
  referralCode: string
}

const FIELDS: (keyof Values)[] = ['first_name', 'last_name', 'email', 'password', 'referralCode']
const ALERT_ID = 'register-error'

/** Sign up with e-mail and password (then verify the address), Google or LinkedIn. */
export default function Register({ referralCode }: Props) {
  const t = useT()
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const form = useForm<Values>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    referralCode: referralCode ?? '',
  })
  const errors = form.errors as Partial<Record<keyof Values | 'form', string>>

  // The first code captured in this browser wins over one in this page's address.
  useEffect(() => {
    const first = storedReferralCode()
    if (first && first !== form.data.referralCode) form.setData('referralCode', first)
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    form.clearErrors()
    form.transform((data) => ({ ...data, referralCode: data.referralCode.trim() || null }))
    submitForm(form, 'post', urlFor('accounts.register.store'), {
      onError: (fieldErrors) =>
        focusAfterRender(() => focusFirstError(formRef.current, fieldErrors, FIELDS, ALERT_ID)),
      onSuccess: () => forgetReferralCode(),
    })
  }

  const field = (
    name: 'first_name' | 'last_name' | 'email',
    label: string,
    autoComplete: string
  ) => (
    <AuthField
      name={name}
      type={name === 'email' ? 'email' : 'text'}
      label={label}
      autoComplete={autoComplete}
      required
      maxLength={name === 'email' ? ACCOUNT_RULES.emailMaxLength : ACCOUNT_RULES.nameMaxLength}
      value={form.data[name]}
      onValueChange={(value) => form.setData(name, value)}
      error={errors[name]}
    />
  )

  return (
    <>
      <Seo title={t('auth.register.title')} description={t('auth.register.subtitle')} />
      <AuthCard
        heading={t('auth.register.heading')}
        subtitle={t('auth.register.subtitle')}
        footer={
          <>
            {t('auth.register.haveAccount')}{' '}
            <Link route="accounts.login" className={authLinkClass}>
              {t('auth.register.loginLink')}
            </Link>
          </>
        }
      >
        <SocialSignIn />
        <AuthDivider label={t('auth.register.orEmail')} />

        <form
          ref={formRef}
          method="post"
          action={urlFor('accounts.register.store')}
          onSubmit={submit}
          noValidate
          className="space-y-5"
        >
          {errors.form ? (
            <FormAlert tone="error" id={ALERT_ID}>
              {errors.form}
            </FormAlert>
          ) : null}

          <div className="grid gap-5 sm:grid-cols-2">
            {field('first_name', t('auth.register.firstName'), 'given-name')}
            {field('last_name', t('auth.register.lastName'), 'family-name')}
          </div>
          {field('email', t('auth.register.email'), 'email')}

          <PasswordField
            name="password"
            label={t('auth.register.password')}
            autoComplete="new-password"
            required
            maxLength={ACCOUNT_RULES.passwordMaxLength}
            value={form.data.password}
            onValueChange={(value) => form.setData('password', value)}
            error={errors.password}
            hint={t('auth.register.passwordHint', { min: ACCOUNT_RULES.passwordMinLength })}
            describedBy={['password-strength']}
            below={
              <PasswordStrength
                id="password-strength"
                password={form.data.password}
                context={{
                  email: form.data.email,
                  firstName: form.data.first_name,
                  lastName: form.data.last_name,
                }}
              />
            }
          />

          <AuthField
            name="referralCode"
            label={t('auth.register.referralCode')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={REFERRAL_RULES.codeLength}
            value={form.data.referralCode}
            onValueChange={(value) => form.setData('referralCode', value.toUpperCase())}
            error={errors.referralCode}
            hint={t('auth.register.referralHint', { length: REFERRAL_RULES.codeLength })}
          />
          <ReferralCodeNote code={form.data.referralCode} />

          <AuthSubmitButton
            processing={form.processing}
            processingLabel={t('auth.register.submitting')}
          >
            {t('auth.register.submit')}
          </AuthSubmitButton>
        </form>
      </AuthCard>
    </>
  )
}
