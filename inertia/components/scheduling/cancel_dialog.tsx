import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { SESSION_RULES } from '#business/sessions'
import { Spinner } from '~/components/loading/spinner'
import { Field, inputClass } from '~/components/ui/field'
import { secondaryButtonClass, dangerButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { DialogActions, SessionDialog } from '~/components/scheduling/session_dialog'
import { sessionAction } from '~/components/scheduling/session_actions'
import { formatDay, formatTime, zoneName } from '~/components/scheduling/time'
import type { SessionView } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'
import { ReasonLanguage } from '~/components/scheduling/reason_language'

type Props = {
  session: SessionView
  viewerZone: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/** Cancel (spec): a reason is required; the 24-hour rule and the irreversibility are stated. */
export function CancelDialog({ session, viewerZone, open, onOpenChange, onDone }: Props) {
  const intl = useIntl()
  const t = useT()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const name = session.counterpart.firstName

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setError(t('my_sessions.dialogs.cancel.reasonRequired'))
      document.getElementById(`cancel-reason-${session.id}`)?.focus()
      return
    }
    setBusy(true)
    const result = await sessionAction(
      t,
      `/api/sessions/${session.id}/cancel`,
      { body: { reason: reason.trim() } },
      { success: t('my_sessions.toasts.cancelled'), failure: t('my_sessions.toasts.cancelFailed') }
    )
    setBusy(false)
    if (result.ok) {
      setReason('')
      onOpenChange(false)
    } else if (result.error?.fieldErrors.reason) {
      setError(result.error.fieldErrors.reason)
    }
    onDone()
  }

  return (
    <SessionDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) setError(null)
      }}
      busy={busy}
      title={t('my_sessions.dialogs.cancel.title', { name: session.counterpart.name })}
      description={t('my_sessions.dialogs.cancel.description', {
        day: formatDay(intl, session.startsAt, viewerZone),
        start: formatTime(intl, session.startsAt, viewerZone),
        zone: zoneName(viewerZone, intl.locale),
      })}
    >
      <form onSubmit={submit} noValidate>
        <div
          role="note"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">{t('my_sessions.dialogs.cancel.warning')}</p>
          <p className="mt-1">
            {t('my_sessions.dialogs.cancel.rule', { hours: SESSION_RULES.cancelNoticeHours })}
          </p>
        </div>
        <Field
          id={`cancel-reason-${session.id}`}
          className="mt-4"
          label={t('my_sessions.dialogs.cancel.reason')}
          hint={
            <>
              {t('my_sessions.dialogs.cancel.reasonHint', { name })}{' '}
              <ReasonLanguage session={session} />
            </>
          }
          error={error}
        >
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={4}
              required
              maxLength={SESSION_RULES.reasonMaxLength}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value)
                if (error) setError(null)
              }}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </Field>
        <DialogActions>
          <button
            type="button"
            disabled={busy}
            onClick={() => onOpenChange(false)}
            className={secondaryButtonClass}
          >
            {t('my_sessions.dialogs.cancel.keep')}
          </button>
          <button type="submit" disabled={busy} className={dangerButtonClass}>
            {busy ? <Spinner size="xs" /> : null}
            {t('my_sessions.dialogs.cancel.submit')}
          </button>
        </DialogActions>
      </form>
    </SessionDialog>
  )
}
