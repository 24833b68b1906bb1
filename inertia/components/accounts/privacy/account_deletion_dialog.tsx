import { useRef, type FormEvent, type RefObject } from 'react'
import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useForm } from '@inertiajs/react'
import { FormattedMessage } from 'react-intl'
import type { Data } from '@generated/data'
import { ACCOUNT_DELETION_RULES, ACCOUNT_RULES } from '#business/accounts'
import { urlFor } from '~/client'
import { submitForm } from '~/lib/form_submit'
import { dangerButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { Field, FieldError, inputClass } from '~/components/ui/field'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { SubmitButton } from '~/components/ui/submit_button'
import { useReturnFocus } from '~/components/ui/return_focus'
import { useT } from '~/components/ui/use_t'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { GoogleIcon, LinkedInIcon } from '~/components/accounts/social_sign_in'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Props = {
  deletion: Data.Accounts.AccountDeletion
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the dialog, where the focus goes back. */
  opener: RefObject<HTMLButtonElement | null>
}

type Values = { password: string; understood: boolean }

const PROVIDERS = {
  google: { name: 'Google', Icon: GoogleIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
} as const

const providerLinkClass =
  'inline-flex w-full items-center justify-center gap-3 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

/**
 * The confirmation of "Delete my account": the password (or, for an account that signs in only
 * with Google or LinkedIn, a fresh sign-in there first) and an explicit "I understand". Esc or
 * "Keep my account" closes it, except while the deletion runs.
 */
export function AccountDeletionDialog({ deletion, open, onOpenChange, opener }: Props) {
  const t = useT('account_deletion')
  const returnFocus = useReturnFocus(opener)
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const form = useForm<Values>({ password: '', understood: false })
  const errors = form.errors as Partial<Record<keyof Values | 'form', string>>
  const withPassword = deletion.confirmWith === 'password'
  const mustSignInAgain = !withPassword && !deletion.freshSignInUntil
  const busy = form.processing

  function changeOpen(next: boolean) {
    if (busy) return
    if (!next) {
      form.reset()
      form.clearErrors()
    }
    onOpenChange(next)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    form.clearErrors()
    form.transform((data) => (withPassword ? data : { understood: data.understood }))
    submitForm(form, 'post', urlFor('accounts.settings.privacy.delete'), {
      // The dialog stays as it was on an error; after the deletion, home opens at its top.
      preserveScroll: 'errors',
      preserveState: 'errors',
      onError: (fieldErrors) => {
        form.reset('password')
        const invalid = ['form', 'password', 'understood'].filter((field) => field in fieldErrors)
        focusAfterRender(() => focusFirstError(formRef.current, invalid))
      },
    })
  }

  const providerNames = deletion.providers.map((provider) => PROVIDERS[provider].name).join(' / ')

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          {...returnFocus}
          onKeyDown={closeOnEscapeLeftByToast(() => changeOpen(false))}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {t('dialog.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {withPassword
              ? t('dialog.withPassword')
              : t('dialog.withProvider', { provider: providerNames })}
          </AlertDialog.Description>

          {mustSignInAgain ? (
            <div className="mt-5 flex flex-col gap-3">
              {deletion.providers.map((provider) => {
                const { name, Icon } = PROVIDERS[provider]
                return (
                  <a
                    key={provider}
                    href={urlFor('accounts.settings.privacy.confirm', { provider })}
                    className={providerLinkClass}
                  >
                    <Icon />
                    <span>{t('dialog.signInAgain', { provider: name })}</span>
                  </a>
                )
              })}
            </div>
          ) : null}

          <form ref={formRef} onSubmit={submit} noValidate className="mt-5 space-y-5">
            {errors.form ? (
              <FormAlert tone="error" id="form">
                {errors.form}
              </FormAlert>
            ) : null}
            {!withPassword && deletion.freshSignInUntil ? (
              <FormAlert tone="success">
                {t('dialog.signedInAgain', { minutes: ACCOUNT_DELETION_RULES.freshSignInMinutes })}
              </FormAlert>
            ) : null}
            {withPassword ? (
              <Field id="password" label={t('fields.password')} error={errors.password}>
                {(control) => (
                  <input
                    {...control}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    maxLength={ACCOUNT_RULES.passwordMaxLength}
                    value={form.data.password}
                    onChange={(event) => form.setData('password', event.target.value)}
                    className={inputClass}
                  />
                )}
              </Field>
            ) : null}
            {mustSignInAgain ? null : (
              <div>
                <label className="flex items-start gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="understood"
                    checked={form.data.understood}
                    onChange={(event) => form.setData('understood', event.target.checked)}
                    aria-invalid={errors.understood ? true : undefined}
                    aria-describedby={errors.understood ? 'understood-error' : undefined}
                    className="mt-0.5 size-4 shrink-0 rounded border-slate-500 text-red-700"
                  />
                  <span>{t('dialog.understood')}</span>
                </label>
                <FieldError id="understood" error={errors.understood} />
              </div>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <button type="button" disabled={busy} className={secondaryButtonClass}>
                  {t('dialog.keep')}
                </button>
              </AlertDialog.Cancel>
              {mustSignInAgain ? null : (
                <SubmitButton
                  busy={busy}
                  busyLabel={t('dialog.busy')}
                  className={dangerButtonClass}
                >
                  <FormattedMessage id="account_deletion.dialog.confirm" />
                </SubmitButton>
              )}
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
