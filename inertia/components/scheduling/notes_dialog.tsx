import { useEffect, useState, type FormEvent } from 'react'
import { SESSION_RULES } from '#business/sessions'
import { SessionFormDialog } from '~/components/scheduling/session_dialog'
import { useSessionAction } from '~/components/scheduling/session_actions'
import type { Session } from '~/components/scheduling/types'
import { TextAreaField } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'
import { api } from '~/lib/api'

type Props = {
  session: Session
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/** Private notes: one per author, added and edited here, seen by nobody else. */
export function NotesDialog({ session, open, onOpenChange, onDone }: Props) {
  const t = useT()
  const action = useSessionAction()
  const [body, setBody] = useState(session.myNote?.body ?? '')
  const [error, setError] = useState<string | null>(null)
  const id = `notes-body-${session.id}`

  // Opening starts from what is saved.
  useEffect(() => {
    if (!open) return
    setBody(session.myNote?.body ?? '')
    setError(null)
  }, [open])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!body.trim()) {
      setError(t('my_sessions.dialogs.notes.required'))
      document.getElementById(id)?.focus()
      return
    }
    const result = await action.run(
      () =>
        api('scheduling.api.sessions.notes', {
          params: { id: session.id },
          body: { body },
          silent: true,
        }),
      { success: t('my_sessions.toasts.notesSaved'), failure: t('my_sessions.toasts.notesFailed') }
    )
    if (result.ok) onOpenChange(false)
    else if (result.error?.fieldErrors.body) setError(result.error.fieldErrors.body)
    onDone()
  }

  return (
    <SessionFormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={action.busy}
      title={t('my_sessions.dialogs.notes.title')}
      description={t('my_sessions.dialogs.notes.description', { name: session.counterpart.name })}
      onSubmit={submit}
      submitLabel={t('my_sessions.dialogs.notes.submit')}
    >
      <TextAreaField
        id={id}
        label={t('my_sessions.dialogs.notes.label')}
        error={error}
        name="body"
        rows={8}
        maxLength={SESSION_RULES.notesMaxLength}
        value={body}
        onChange={(value) => {
          setBody(value)
          if (error) setError(null)
        }}
      />
      <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
        {t('my_sessions.dialogs.notes.counter', {
          count: body.length,
          max: SESSION_RULES.notesMaxLength,
        })}
      </p>
    </SessionFormDialog>
  )
}
