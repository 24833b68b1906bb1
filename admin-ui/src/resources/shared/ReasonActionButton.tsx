import { useId, useState, type ReactElement } from 'react'
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material'
import { Button, useRecordContext, useTranslate } from 'react-admin'
import { useAdminAction } from './actions'

export type ReasonActionButtonProps = {
  /** API path after /api/admin, from the record. */
  path: (record: { id: string | number } & Record<string, any>) => string
  /** Translation keys: button, dialog title, explanation, confirm button, success notice. */
  label: string
  title: string
  content: string
  confirm: string
  success: string
  /** Label of the reason field. */
  reasonLabel: string
  icon?: ReactElement
  /** Orange (warning) is left out: white or orange text on it fails AA contrast. */
  color?: 'primary' | 'error'
  /** A required reason must hold `min` to `max` characters; an optional one may be empty. */
  required?: boolean
  min?: number
  max: number
  translateOptions?: (record: Record<string, any>) => Record<string, unknown>
  /** The button's accessible name when the label alone is ambiguous (one per row), e.g. 'Reject %{name}'. */
  accessibleLabel?: string
}

/**
 * A button opening a dialog that asks for a reason, then posts `{ reason }` to an
 * admin action. The server's error stays in the dialog so the admin can correct it.
 */
export function ReasonActionButton(props: ReasonActionButtonProps) {
  const record = useRecordContext()
  const translate = useTranslate()
  const { run, isPending } = useAdminAction()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const titleId = useId()
  const descriptionId = useId()
  if (!record) return null

  const options = props.translateOptions?.(record) ?? {}
  const trimmed = reason.trim()
  const min = props.min ?? 0
  const localError =
    props.required && trimmed.length === 0
      ? translate('app.shared.reason_required')
      : trimmed.length > 0 && trimmed.length < min
        ? translate('app.shared.reason_too_short', { min })
        : trimmed.length > props.max
          ? translate('app.shared.reason_too_long', { max: props.max })
          : null

  const close = () => {
    if (isPending) return
    setOpen(false)
    setReason('')
    setTouched(false)
    setServerError(null)
  }

  const submit = async () => {
    setTouched(true)
    if (localError) return
    const body = trimmed.length > 0 ? { reason: trimmed } : {}
    const outcome = await run(props.path(record), body, {
      success: props.success,
      successOptions: options,
      notifyError: false,
    })
    if (outcome.ok) {
      close()
      setOpen(false)
    } else {
      setServerError(outcome.error.detail)
    }
  }

  return (
    <>
      <Button
        label={props.label}
        aria-label={props.accessibleLabel ? translate(props.accessibleLabel, options) : undefined}
        color={props.color ?? 'primary'}
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
      >
        {props.icon}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{translate(props.title, options)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {translate(props.content, options)}
          </DialogContentText>
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={translate(props.reasonLabel)}
            required={props.required}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value)
              setServerError(null)
            }}
            onBlur={() => setTouched(true)}
            error={touched && localError !== null}
            helperText={
              (touched && localError) ||
              translate('app.shared.reason_length', { count: trimmed.length, max: props.max })
            }
            slotProps={{ htmlInput: { maxLength: props.max + 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} disabled={isPending} />
          <Button
            label={props.confirm}
            variant="contained"
            color={props.color ?? 'primary'}
            onClick={submit}
            disabled={isPending}
          />
        </DialogActions>
      </Dialog>
    </>
  )
}
