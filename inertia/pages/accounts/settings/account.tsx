import { useRef, useState, type FormEvent } from 'react'
import { Head, useForm, usePage } from '@inertiajs/react'
import { submitForm } from '~/lib/form_submit'
import { urlFor } from '~/client'
import { FormattedMessage } from 'react-intl'
import { ACCOUNT_RULES } from '#business/accounts'
import { toast } from '~/components/toast'
import { Field, inputClass } from '~/components/ui/field'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { PasswordStrength } from '~/components/accounts/password_strength'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Props = {
  slug: string | null
  suggestedSlug: string | null
  personalUrlBase: string
  /** A mentor's public profile, which the personal URL opens; null for members without one. */
  publicProfile: 'listed' | 'not_listed' | null
  hasPassword: boolean
}

type Values = {
  slug: string
  current_password: string
  new_password: string
  new_password_confirmation: string
}

const FIELDS: (keyof Values)[] = [
  'slug',
  'current_password',
  'new_password',
  'new_password_confirmation',
]

/**
 * Settings > Account: the personal URL (with a copy button) and a password
 * change, saved together. The personal URL is a mentor's public profile
 * address: only mentors have it, and the link is offered to copy only once the
 * profile is listed (before that the address answers 404).
 */
export default function AccountSettings({
  slug,
  suggestedSlug,
  personalUrlBase,
  publicProfile,
  hasPassword,
}: Props) {
  const viewer = usePage().props.user
  const t = useT()
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const [showPasswords, setShowPasswords] = useState(false)
  const form = useForm<Values>({
    slug: slug ?? '',
    current_password: '',
    new_password: '',
    new_password_confirmation: '',
  })
  const errors = form.errors as Partial<Record<keyof Values, string>>
  const hasPersonalUrl = publicProfile !== null
  const personalUrl = slug ? `${personalUrlBase}${slug}` : null
  const canCopy = personalUrl !== null && publicProfile === 'listed'

  async function copyLink() {
    if (!personalUrl || !canCopy) return
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(personalUrl)
      toast({
        title: t('settings.account.personalUrl.copied'),
        description: t('settings.account.personalUrl.copiedDescription'),
      })
    } catch {
      toast({ title: t('settings.account.personalUrl.copyFailed'), variant: 'destructive' })
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.processing) return
    form.clearErrors()
    form.transform((data) => ({
      ...(hasPersonalUrl ? { slug: data.slug.trim() ? data.slug.trim().toLowerCase() : null } : {}),
      ...(data.new_password
        ? {
            current_password: data.current_password,
            new_password: data.new_password,
            new_password_confirmation: data.new_password_confirmation,
          }
        : {}),
    }))
    submitForm(form, 'put', urlFor('accounts.settings.account.update'), {
      preserveScroll: true,
      onSuccess: () => form.reset('current_password', 'new_password', 'new_password_confirmation'),
      onError: (fieldErrors) => {
        const invalid = FIELDS.filter((field) => field in fieldErrors)
        focusAfterRender(() => focusFirstError(formRef.current, invalid))
      },
      onHttpException: () => {
        toast({
          title: t('settings.errors.updateFailed.title'),
          description: t('settings.errors.updateFailed.description'),
          variant: 'destructive',
        })
        return false
      },
      onNetworkError: () => {
        toast({
          title: t('settings.errors.updateFailed.title'),
          description: t('settings.errors.updateFailed.description'),
          variant: 'destructive',
        })
        return false
      },
    })
  }

  const passwordInput = (
    field: Exclude<keyof Values, 'slug'>,
    autoComplete: string,
    hint?: string
  ) => (
    <Field id={field} label={t(`settings.fields.${field}`)} error={errors[field]} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={showPasswords ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={ACCOUNT_RULES.passwordMaxLength}
          // The new password is also described by its strength.
          aria-describedby={
            [control['aria-describedby'], field === 'new_password' ? 'new-password-strength' : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          value={form.data[field]}
          onChange={(event) => form.setData(field, event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  )

  return (
    <>
      <Head title={t('settings.account.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="settings.account.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage id="settings.account.description" />
        </p>

        <form ref={formRef} onSubmit={submit} noValidate className="mt-8 space-y-6">
          {hasPersonalUrl ? (
            <section
              aria-labelledby="personal-url-title"
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="personal-url-title" className="text-base font-semibold text-slate-900">
                <FormattedMessage id="settings.account.personalUrl.title" />
              </h2>
              <div className="mt-4">
                <Field
                  id="slug"
                  label={t('settings.fields.slug')}
                  error={errors.slug}
                  hint={t('settings.account.personalUrl.description', {
                    min: ACCOUNT_RULES.slugMinLength,
                    max: ACCOUNT_RULES.slugMaxLength,
                  })}
                >
                  {(control) => (
                    <div className="flex rounded-md shadow-sm">
                      <span
                        aria-hidden="true"
                        className="hidden items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm whitespace-nowrap text-slate-500 sm:inline-flex"
                      >
                        {new URL(personalUrlBase).pathname}
                      </span>
                      <input
                        {...control}
                        name="slug"
                        type="text"
                        inputMode="url"
                        autoCapitalize="none"
                        autoCorrect="off"
                        spellCheck={false}
                        maxLength={ACCOUNT_RULES.slugMaxLength}
                        placeholder={suggestedSlug ?? undefined}
                        value={form.data.slug}
                        onChange={(event) => form.setData('slug', event.target.value)}
                        className={`${inputClass} sm:rounded-l-none`}
                      />
                    </div>
                  )}
                </Field>
                {suggestedSlug && !form.data.slug ? (
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <FormattedMessage
                      id="settings.account.personalUrl.suggestion"
                      values={{ slug: suggestedSlug }}
                    />
                    <button
                      type="button"
                      onClick={() => form.setData('slug', suggestedSlug)}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    >
                      <FormattedMessage id="settings.account.personalUrl.useSuggestion" />
                    </button>
                  </p>
                ) : null}
                <div className="mt-4 flex flex-col gap-3 rounded-lg bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      <FormattedMessage id="settings.account.personalUrl.preview" />
                    </p>
                    <p className="mt-1 truncate text-sm font-medium text-slate-900">
                      {personalUrl ?? <FormattedMessage id="settings.account.personalUrl.notSet" />}
                    </p>
                  </div>
                  {canCopy ? (
                    <button type="button" onClick={copyLink} className={secondaryButtonClass}>
                      <FormattedMessage id="settings.account.personalUrl.copy" />
                    </button>
                  ) : null}
                </div>
                {personalUrl && !canCopy ? (
                  <p className="mt-2 text-sm text-slate-600" data-testid="personal-url-not-listed">
                    <FormattedMessage id="settings.account.personalUrl.notListed" />
                  </p>
                ) : null}
              </div>
            </section>
          ) : null}

          <section
            aria-labelledby="password-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="password-title" className="text-base font-semibold text-slate-900">
              <FormattedMessage id="settings.account.password.title" />
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              <FormattedMessage
                id={
                  hasPassword
                    ? 'settings.account.password.description'
                    : 'settings.account.password.noPassword'
                }
              />
            </p>
            <div className="mt-4 grid gap-5 sm:max-w-md">
              {hasPassword ? passwordInput('current_password', 'current-password') : null}
              <div>
                {passwordInput('new_password', 'new-password')}
                <PasswordStrength
                  id="new-password-strength"
                  password={form.data.new_password}
                  context={{
                    email: viewer?.email,
                    firstName: viewer?.firstName,
                    lastName: viewer?.lastName,
                  }}
                />
              </div>
              {passwordInput('new_password_confirmation', 'new-password')}
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={showPasswords}
                  onChange={(event) => setShowPasswords(event.target.checked)}
                  className="size-4 rounded border-slate-300 text-brand-700"
                />
                <FormattedMessage id="settings.account.password.show" />
              </label>
            </div>
          </section>

          <div className="flex justify-end">
            <SubmitButton
              busy={form.processing}
              busyLabel={t('settings.actions.saving')}
              className={primaryButtonClass}
            >
              {t('settings.actions.save')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </>
  )
}
