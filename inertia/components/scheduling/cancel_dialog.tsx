import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { SESSION_RULES } from '#business/sessions'
import { SessionFormDialog } from '~/components/scheduling/session_dialog'
import { useSessionAction } from '~/components/scheduling/session_actions'
import { formatDay, formatTime, zoneName } from '~/components/scheduling/time'
import type { Session } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'
import { api } from '~/lib/api'
import { ReasonField } from '~/components/scheduling/reason_language'

type Props = {
  session: Session
  viewerZone: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/** Cancel (spec): a reason is required; the 24-hour rule and the irreversibility are stated. */
export function CancelDialog({ session, viewerZone, open, onOpenChange, onDone }: Props) {
  const intl = useIntl()
  const t = useT()
  const action = useSessionAction()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = `cancel-reason-${session.id}`

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setError(t('my_sessions.dialogs.cancel.reasonRequired'))
      document.getElementById(id)?.focus()
      return
    }
    const result = await action.run(
      () =>
        api('scheduling.api.sessions.cancel', {
          params: { id: session.id },
          body: { reason: reason.trim() },
          silent: true,
        }),
      { success: t('my_sessions.toasts.cancelled'), failure: t('my_sessions.toasts.cancelFailed') }
    )
    if (result.ok) {
      setReason('')
      onOpenChange(false)
    } else if (result.error?.fieldErrors.reason) {
      setError(result.error.fieldErrors.reason)
    }
    onDone()
  }

  return (
    <SessionFormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) setError(null)
      }}
      busy={action.busy}
      title={t('my_sessions.dialogs.cancel.title', { name: session.counterpart.name })}
      description={t('my_sessions.dialogs.cancel.description', {
        day: formatDay(intl, session.startsAt, viewerZone),
        start: formatTime(intl, session.startsAt, viewerZone),
        zone: zoneName(viewerZone, intl.locale),
      })}
      onSubmit={submit}
      backLabel={t('my_sessions.dialogs.cancel.keep')}
      submitLabel={t('my_sessions.dialogs.cancel.submit')}
      destructive
    >
      <div
        role="note"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <p className="font-semibold">{t('my_sessions.dialogs.cancel.warning')}</p>
        <p className="mt-1">
          {t('my_sessions.dialogs.cancel.rule', { hours: SESSION_RULES.cancelNoticeHours })}
        </p>
      </div>
      <ReasonField
        id={id}
        className="mt-4"
        session={session}
        label={t('my_sessions.dialogs.cancel.reason')}
        intro={t('my_sessions.dialogs.cancel.reasonHint', { name: session.counterpart.firstName })}
        rows={4}
        value={reason}
        onChange={(value) => {
          setReason(value)
          if (error) setError(null)
        }}
        error={error}
      />
    </SessionFormDialog>
  )
}
