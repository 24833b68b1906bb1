import { useRef, useState, type FormEvent } from 'react'
import { Seo } from '~/components/shell/seo'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'
import { useApiForm } from '~/components/ui/use_api_form'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type FieldName = 'name' | 'email' | 'message'

type Props = {
  /** The signed-in user's name and address; null for visitors. */
  prefill: { name: string; email: string } | null
  rules: { nameMaxLength: number; messageMinLength: number; messageMaxLength: number }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The contact form: name, e-mail and message reach the team by e-mail.
 * The browser checks the fields first, the server again (its messages go
 * under the fields); a sent message shows a confirmation in place of the form.
 */
export default function Contact({ prefill, rules }: Props) {
  const t = useT('contact')
  const empty = { name: prefill?.name ?? '', email: prefill?.email ?? '', message: '' }
  const [values, setValues] = useState<Record<FieldName, string>>(empty)
  const {
    formRef,
    errors,
    showErrors,
    clearError,
    processing: sending,
    send,
  } = useApiForm<FieldName>()
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const focusAfterRender = useFocusAfterRender()

  function check(): Partial<Record<FieldName, string>> {
    const found: Partial<Record<FieldName, string>> = {}
    const name = values.name.trim()
    const email = values.email.trim()
    const message = values.message.trim()
    if (!name) found.name = t('validation.name.required')
    else if (name.length > rules.nameMaxLength)
      found.name = t('validation.name.maxLength', { max: rules.nameMaxLength })
    if (!email) found.email = t('validation.email.required')
    else if (!EMAIL.test(email)) found.email = t('validation.email.email')
    if (!message) found.message = t('validation.message.required')
    else if (message.length < rules.messageMinLength)
      found.message = t('validation.message.minLength', { min: rules.messageMinLength })
    else if (message.length > rules.messageMaxLength)
      found.message = t('validation.message.maxLength', { max: rules.messageMaxLength })
    return found
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = check()
    if (Object.keys(found).length) return showErrors(found)
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    }
    const answered = await send(
      () => api('core.api.contact', { body }),
      (failure) => {
        // The API client shows no notification for unknown errors.
        if (
          failure instanceof ApiError &&
          failure.errorCode === 'UNKNOWN_ERROR' &&
          failure.status
        ) {
          toast({ title: t('failed'), description: t('failedDescription'), variant: 'destructive' })
        }
      }
    )
    if (!answered) return
    setSent({ name: body.name, email: body.email })
    setValues({ ...empty, name: body.name, email: body.email })
    toast({ title: t('successTitle'), description: t('successDescription', body) })
    focusAfterRender(() => successRef.current?.focus())
  }

  function update(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    clearError(field)
  }

  return (
    <>
      <Seo title={t('meta.title')} description={t('meta.description')} />
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-700">{t('intro')}</p>

        {sent ? (
          <div
            role="status"
            className="mt-10 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
          >
            <h2
              ref={successRef}
              tabIndex={-1}
              className="text-xl font-semibold text-emerald-900 focus:outline-none"
            >
              {t('successTitle')}
            </h2>
            <p className="mt-2 text-base text-emerald-900">{t('successDescription', sent)}</p>
            <button
              type="button"
              className={`${secondaryButtonClass} mt-6`}
              onClick={() => {
                setSent(null)
                focusAfterRender(() => messageRef.current?.focus())
              }}
            >
              {t('sendAnother')}
            </button>
          </div>
        ) : (
          <form
            ref={formRef}
            onSubmit={submit}
            noValidate
            className="mt-10 space-y-6"
            aria-label={t('title')}
          >
            {prefill ? <p className="text-sm text-slate-600">{t('signedInAs')}</p> : null}
            <Field id="contact-name" label={t('fields.name')} error={errors.name}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={rules.nameMaxLength}
                  value={values.name}
                  onChange={(event) => update('name', event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="contact-email" label={t('fields.email')} error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  value={values.email}
                  onChange={(event) => update('email', event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              id="contact-message"
              label={t('fields.message')}
              hint={t('messageHint', { min: rules.messageMinLength })}
              error={errors.message}
            >
              {(control) => (
                <textarea
                  {...control}
                  ref={messageRef}
                  name="message"
                  rows={7}
                  required
                  maxLength={rules.messageMaxLength}
                  value={values.message}
                  onChange={(event) => update('message', event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <SubmitButton
              busy={sending}
              busyLabel={t('sending')}
              className={primaryButtonClass}
            >
              {t('submit')}
            </SubmitButton>
          </form>
        )}
      </div>
    </>
  )
}
