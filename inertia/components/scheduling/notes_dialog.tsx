import { useEffect, useState, type FormEvent } from 'react'
import { SESSION_RULES } from '#business/sessions'
import { Spinner } from '~/components/loading/spinner'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { DialogActions, SessionDialog } from '~/components/scheduling/session_dialog'
import { sessionAction } from '~/components/scheduling/session_actions'
import type { SessionView } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'

type Props = {
  session: SessionView
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/** Private notes: one per author, added and edited here, seen by nobody else. */
export function NotesDialog({ session, open, onOpenChange, onDone }: Props) {
  const t = useT()
  const [body, setBody] = useState(session.myNote?.body ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = `notes-body-${session.id}`

  // Opening starts from what is saved.
  useEffect(() => {
    if (!open) return
    setBody(session.myNote?.body ?? '')
    setError(null)
  }, [open])

  function changeOpen(next: boolean) {
    onOpenChange(next)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!body.trim()) {
      setError(t('my_sessions.dialogs.notes.required'))
      document.getElementById(id)?.focus()
      return
    }
    setBusy(true)
    const result = await sessionAction(
      t,
      `/api/sessions/${session.id}/notes`,
      { method: 'PUT', body: { body } },
      { success: t('my_sessions.toasts.notesSaved'), failure: t('my_sessions.toasts.notesFailed') }
    )
    setBusy(false)
    if (result.ok) onOpenChange(false)
    else if (result.error?.fieldErrors.body) setError(result.error.fieldErrors.body)
    onDone()
  }

  return (
    <SessionDialog
      open={open}
      onOpenChange={changeOpen}
      busy={busy}
      title={t('my_sessions.dialogs.notes.title')}
      description={t('my_sessions.dialogs.notes.description', { name: session.counterpart.name })}
    >
      <form onSubmit={submit} noValidate>
        <Field id={id} label={t('my_sessions.dialogs.notes.label')} error={error}>
          {(control) => (
            <textarea
              {...control}
              name="body"
              rows={8}
              maxLength={SESSION_RULES.notesMaxLength}
              value={body}
              onChange={(event) => {
                setBody(event.target.value)
                if (error) setError(null)
              }}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </Field>
        <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
          {t('my_sessions.dialogs.notes.counter', {
            count: body.length,
            max: SESSION_RULES.notesMaxLength,
          })}
        </p>
        <DialogActions>
          <button
            type="button"
            disabled={busy}
            onClick={() => changeOpen(false)}
            className={secondaryButtonClass}
          >
            {t('my_sessions.dialogs.back')}
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? <Spinner size="xs" /> : null}
            {t('my_sessions.dialogs.notes.submit')}
          </button>
        </DialogActions>
      </form>
    </SessionDialog>
  )
}
