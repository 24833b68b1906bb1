import { type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { submitForm } from '~/lib/form_submit'
import { FormattedMessage } from 'react-intl'
import { EMAIL_PREFERENCES, type EmailPreference } from '#business/accounts'
import { SESSION_RULES } from '#business/sessions'
import { OUTCOME_RULES } from '#business/outcomes'
import { CONVERSATION_RULES } from '#business/messages'
import { toast } from '~/components/toast'
import { primaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'

type Props = {
  preferences: Data.Accounts.EmailPreferences
}

/** The numbers the labels name: the two reminders' hours, the follow-up's days, the unread messages' delay. */
const REMINDER_HOURS = {
  hours: SESSION_RULES.reminderHoursBefore,
  finalHours: SESSION_RULES.finalReminderHoursBefore,
  outcomeDays: OUTCOME_RULES.followUpAfterDays,
  minutes: CONVERSATION_RULES.unreadEmailAfterMinutes,
}

/** The form posts each preference under its name (`product_news`...). */
function formOf({
  productNews,
  finalReminders,
  outcomeFollowUps,
  ...others
}: Data.Accounts.EmailPreferences) {
  return {
    ...others,
    final_reminders: finalReminders,
    outcome_follow_ups: outcomeFollowUps,
    product_news: productNews,
  } satisfies Record<EmailPreference, boolean>
}

/** A checkbox announced and drawn as an on/off switch. */
function Switch({
  id,
  checked,
  onChange,
  label,
  description,
}: {
  id: string
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  description: string
}) {
  return (
    <div className="flex items-start justify-between gap-6 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          name={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none inline-flex h-6 w-11 items-center rounded-full transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 motion-reduce:transition-none',
            checked ? 'bg-brand-700' : 'bg-slate-300'
          )}
        >
          <span
            className={cn(
              'size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
              checked ? 'translate-x-5.5' : 'translate-x-0.5'
            )}
          />
        </span>
      </span>
    </div>
  )
}

/** Settings > Notifications: which e-mails the user receives. */
export default function NotificationSettings({ preferences }: Props) {
  const t = useT()
  const form = useForm<Record<EmailPreference, boolean>>(formOf(preferences))

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.processing) return
    const failed = () => {
      toast({
        title: t('settings.errors.updateFailed.title'),
        description: t('settings.errors.updateFailed.description'),
        variant: 'destructive',
      })
      return false as const
    }
    submitForm(form, 'put', urlFor('accounts.settings.notifications.update'), {
      preserveScroll: true,
      onHttpException: failed,
      onNetworkError: failed,
    })
  }

  return (
    <>
      <Head title={t('settings.notifications.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="settings.notifications.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage id="settings.notifications.description" />
        </p>
        <form
          onSubmit={submit}
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">
              <FormattedMessage id="settings.notifications.legend" />
            </legend>
            <div className="mt-2 divide-y divide-slate-200">
              {EMAIL_PREFERENCES.map((key) => (
                <Switch
                  key={key}
                  id={`email-${key}`}
                  checked={form.data[key]}
                  onChange={(checked) => form.setData(key, checked)}
                  label={t(`settings.notifications.items.${key}.label`, REMINDER_HOURS)}
                  description={t(`settings.notifications.items.${key}.description`, REMINDER_HOURS)}
                />
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex justify-end border-t border-slate-200 pt-6">
            <SubmitButton
              busy={form.processing}
              busyLabel={t('settings.actions.saving')}
              className={primaryButtonClass}
            >
              {t('settings.notifications.save')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </>
  )
}
