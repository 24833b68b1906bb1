import { useEffect, useState, type FormEvent } from 'react'
import { Spinner } from '~/components/loading/spinner'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
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

function isWebLink(value: string) {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The mentor may always set their own meeting link. */
export function MeetingLinkDialog({ session, open, onOpenChange, onDone }: Props) {
  const t = useT()
  const [link, setLink] = useState(session.meetingLink ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = `meeting-link-${session.id}`

  // Opening starts from what is saved.
  useEffect(() => {
    if (!open) return
    setLink(session.meetingLink ?? '')
    setError(null)
  }, [open])

  function changeOpen(next: boolean) {
    onOpenChange(next)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = link.trim()
    if (!isWebLink(value)) {
      setError(t('my_sessions.dialogs.meetingLink.invalid'))
      document.getElementById(id)?.focus()
      return
    }
    setBusy(true)
    const result = await sessionAction(
      t,
      `/api/sessions/${session.id}/meeting-link`,
      { method: 'PUT', body: { meetingLink: value } },
      {
        success: t('my_sessions.toasts.meetingLinkSaved'),
        failure: t('my_sessions.toasts.meetingLinkFailed'),
      }
    )
    setBusy(false)
    if (result.ok) onOpenChange(false)
    else if (result.error?.fieldErrors.meetingLink) setError(result.error.fieldErrors.meetingLink)
    onDone()
  }

  return (
    <SessionDialog
      open={open}
      onOpenChange={changeOpen}
      busy={busy}
      title={t('my_sessions.dialogs.meetingLink.title')}
      description={t('my_sessions.dialogs.meetingLink.description', {
        name: session.counterpart.name,
      })}
    >
      <form onSubmit={submit} noValidate>
        <Field id={id} label={t('my_sessions.dialogs.meetingLink.label')} error={error}>
          {(control) => (
            <input
              {...control}
              type="url"
              name="meetingLink"
              inputMode="url"
              autoComplete="url"
              value={link}
              onChange={(event) => {
                setLink(event.target.value)
                if (error) setError(null)
              }}
              className={inputClass}
            />
          )}
        </Field>
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
            {t('my_sessions.dialogs.meetingLink.submit')}
          </button>
        </DialogActions>
      </form>
    </SessionDialog>
  )
}
