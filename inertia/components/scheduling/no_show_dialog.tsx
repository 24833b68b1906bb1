import { useEffect, useState, type FormEvent } from 'react'
import { SESSION_RULES } from '#business/sessions'
import { SessionFormDialog } from '~/components/scheduling/session_dialog'
import { useSessionAction } from '~/components/scheduling/session_actions'
import type { Session } from '~/components/scheduling/types'
import { TextAreaField } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'
import { api } from '~/lib/api'

export type NoShowMode = 'report' | 'dispute'

type Props = {
  session: Session
  mode: NoShowMode
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/**
 * Report that the other party did not show up, or dispute such a report: an optional note for
 * the other party (and the team, who decide a dispute). The windows are the server's to check.
 */
export function NoShowDialog({ session, mode, open, onOpenChange, onDone }: Props) {
  const t = useT()
  const action = useSessionAction()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = `no-show-note-${session.id}`
  const name = session.counterpart.firstName
  const max = SESSION_RULES.noShowNoteMaxLength

  useEffect(() => {
    if (!open) return
    setNote('')
    setError(null)
  }, [open])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = note.trim() ? { note: note.trim() } : {}
    const params = { id: session.id }
    const result =
      mode === 'report'
        ? await action.run(
            () => api('scheduling.api.sessions.noShow', { params, body, silent: true }),
            {
              success: t('my_sessions.toasts.noShowReported'),
              successDescription: t('my_sessions.toasts.noShowReportedDescription', {
                name,
                hours: SESSION_RULES.noShowDisputeHours,
              }),
              failure: t('my_sessions.toasts.noShowReportFailed'),
            }
          )
        : await action.run(
            () => api('scheduling.api.sessions.disputeNoShow', { params, body, silent: true }),
            {
              success: t('my_sessions.toasts.noShowDisputed'),
              successDescription: t('my_sessions.toasts.noShowDisputedDescription'),
              failure: t('my_sessions.toasts.noShowDisputeFailed'),
            }
          )
    if (result.ok) onOpenChange(false)
    else if (result.error?.fieldErrors.note) setError(result.error.fieldErrors.note)
    onDone()
  }

  const texts = `my_sessions.dialogs.noShow.${mode}`
  // A mentee reporting their mentor gets the call back if the report stands.
  const creditBack = mode === 'report' && session.role === 'mentee'
  return (
    <SessionFormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={action.busy}
      title={t(`${texts}Title`, { name: session.counterpart.name })}
      description={t(`${texts}Description`, {
        name,
        hours: SESSION_RULES.noShowDisputeHours,
      })}
      onSubmit={submit}
      submitLabel={t(`${texts}Submit`)}
      destructive={mode === 'report'}
    >
      {creditBack ? (
        <p className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {t('my_sessions.dialogs.noShow.reportCredit')}
        </p>
      ) : null}
      <TextAreaField
        id={id}
        label={t('my_sessions.dialogs.noShow.note')}
        hint={t(`${texts}Hint`, { name })}
        error={error}
        name="note"
        rows={4}
        maxLength={max}
        value={note}
        onChange={(value) => {
          setNote(value)
          if (error) setError(null)
        }}
      />
      <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
        {t('my_sessions.dialogs.noShow.counter', { count: note.length, max })}
      </p>
    </SessionFormDialog>
  )
}
