import { useEffect, useState, type FormEvent } from 'react'
import { SessionFormDialog } from '~/components/scheduling/session_dialog'
import { useSessionAction } from '~/components/scheduling/session_actions'
import type { Session } from '~/components/scheduling/types'
import { Field, inputClass } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'
import { api } from '~/lib/api'

type Props = {
  session: Session
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
  const action = useSessionAction()
  const [link, setLink] = useState(session.meetingLink ?? '')
  const [error, setError] = useState<string | null>(null)
  const id = `meeting-link-${session.id}`

  // Opening starts from what is saved.
  useEffect(() => {
    if (!open) return
    setLink(session.meetingLink ?? '')
    setError(null)
  }, [open])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = link.trim()
    if (!isWebLink(value)) {
      setError(t('my_sessions.dialogs.meetingLink.invalid'))
      document.getElementById(id)?.focus()
      return
    }
    const result = await action.run(
      () =>
        api('scheduling.api.sessions.meetingLink', {
          params: { id: session.id },
          body: { meetingLink: value },
          silent: true,
        }),
      {
        success: t('my_sessions.toasts.meetingLinkSaved'),
        failure: t('my_sessions.toasts.meetingLinkFailed'),
      }
    )
    if (result.ok) onOpenChange(false)
    else if (result.error?.fieldErrors.meetingLink) setError(result.error.fieldErrors.meetingLink)
    onDone()
  }

  return (
    <SessionFormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={action.busy}
      title={t('my_sessions.dialogs.meetingLink.title')}
      description={t('my_sessions.dialogs.meetingLink.description', {
        name: session.counterpart.name,
      })}
      onSubmit={submit}
      submitLabel={t('my_sessions.dialogs.meetingLink.submit')}
    >
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
    </SessionFormDialog>
  )
}
