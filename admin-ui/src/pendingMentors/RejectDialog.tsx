import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material'
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin'
import type { Identifier } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'

/** The rejection reason's length (the API's rule; its own field error is shown too). */
export const REJECTION_REASON = { minLength: 10, maxLength: 1000 } as const

type Props = { id: Identifier; name: string; open: boolean; onClose: () => void }

/** Reject with a reason: required, 10 to 1000 characters, e-mailed to the applicant. */
export function RejectDialog({ id, name, open, onClose }: Props) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const titleId = useId()
  const introId = useId()
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const length = reason.trim().length
  const { minLength: min, maxLength: max } = REJECTION_REASON
  const clientError =
    length === 0
      ? translate('console.pending.reason_required')
      : length < min
        ? translate('console.pending.reason_too_short', { min })
        : length > max
          ? translate('console.pending.reason_too_long', { max })
          : null
  const error = serverError ?? (touched ? clientError : null)

  function close() {
    if (saving) return
    setReason('')
    setTouched(false)
    setServerError(null)
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (clientError) return
    setSaving(true)
    try {
      await dataProvider.rejectApplication(id, reason.trim())
      notify('console.pending.rejected', { type: 'success', messageArgs: { name } })
      setSaving(false)
      close()
      refresh()
    } catch (caught) {
      setSaving(false)
      const fieldError =
        caught instanceof HttpError
          ? (caught.body?.errors?.reason as string | undefined)
          : undefined
      setServerError(fieldError ?? (caught instanceof Error ? caught.message : String(caught)))
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {translate('console.pending.reject_title', { name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={introId} sx={{ mb: 2 }}>
            {translate('console.pending.reject_intro')}
          </DialogContentText>
          <TextField
            autoFocus
            multiline
            minRows={4}
            fullWidth
            required
            label={translate('console.pending.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value)
              setServerError(null)
            }}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={
              error ?? translate('console.pending.reason_help', { min, max, count: length })
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={saving}>
            {translate('console.pending.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
