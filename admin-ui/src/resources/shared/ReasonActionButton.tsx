import { useId, useState, type ReactElement } from 'react'
import {
  Alert,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  TextField,
} from '@mui/material'
import { Button, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { isConsoleLocale } from '../../locale'
import { useAdminAction } from './actions'
import { useFocusKeptOnRemoval } from './useFocusKeptOnRemoval'

export type ReasonActionButtonProps<R extends RaRecord = RaRecord> = {
  /** API path after /api/admin, from the record. */
  path: (record: R) => string
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
  translateOptions?: (record: R) => Record<string, unknown>
  /** The button's accessible name when the label alone is ambiguous (one per row), e.g. 'Reject %{name}'. */
  accessibleLabel?: string
  /**
   * A box the admin must tick before confirming (an exception to a rule), sent
   * as `{ [field]: true }`: the translation key of its label and the body field.
   */
  acknowledge?: { label: string; field: string }
  /**
   * Who receives the reason by e-mail, and the language each reads e-mails
   * in: the reason arrives as typed, so the dialog names the language(s).
   */
  recipients?: (record: R) => ReasonRecipient[]
}

export type ReasonRecipient = { name: string | null; locale: string | null }

/** The hint naming the language(s) the recipients read e-mails in. */
function languageHint(
  translate: (key: string, options?: Record<string, unknown>) => string,
  recipients: ReasonRecipient[]
) {
  const language = (locale: string) => translate(`app.shared.reason_language_name.${locale}`)
  const [first, second] = recipients.filter(
    (recipient): recipient is ReasonRecipient & { locale: string } =>
      isConsoleLocale(recipient.locale)
  )
  if (!first) return null
  if (!second) {
    return translate('app.shared.reason_language', {
      name: first.name,
      language: language(first.locale),
    })
  }
  if (first.locale === second.locale) {
    return translate('app.shared.reason_language_both', {
      first: first.name,
      second: second.name,
      language: language(first.locale),
    })
  }
  return translate('app.shared.reason_languages_differ', {
    first: first.name,
    first_language: language(first.locale),
    second: second.name,
    second_language: language(second.locale),
  })
}

/**
 * A button opening a dialog that asks for a reason, then posts `{ reason }` to an
 * admin action. The server's error stays in the dialog so the admin can correct it.
 */
export function ReasonActionButton<R extends RaRecord>(props: ReasonActionButtonProps<R>) {
  const record = useRecordContext<R>()
  const translate = useTranslate()
  const { run, isPending } = useAdminAction()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [acknowledged, setAcknowledged] = useState(false)
  const titleId = useId()
  const descriptionId = useId()
  const reasonId = useId()
  const languageId = useId()
  const keepFocus = useFocusKeptOnRemoval()
  if (!record) return null

  const options = props.translateOptions?.(record) ?? {}
  const languages = props.recipients ? languageHint(translate, props.recipients(record)) : null
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
    setAcknowledged(false)
  }

  const submit = async () => {
    setTouched(true)
    if (localError || (props.acknowledge && !acknowledged)) return
    const body: Record<string, unknown> = trimmed.length > 0 ? { reason: trimmed } : {}
    if (props.acknowledge) body[props.acknowledge.field] = true
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
        ref={keepFocus}
        label={props.label}
        // Only when given: an undefined aria-label would replace the label's, leaving the
        // icon-only button of a phone screen unnamed.
        {...(props.accessibleLabel
          ? { 'aria-label': translate(props.accessibleLabel, options) }
          : {})}
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
            id={reasonId}
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
            slotProps={{
              htmlInput: {
                'maxLength': props.max + 100,
                // MUI's own link to the helper text, and the recipients' language.
                'aria-describedby': languages
                  ? `${reasonId}-helper-text ${languageId}`
                  : `${reasonId}-helper-text`,
              },
            }}
          />
          {languages && (
            <FormHelperText id={languageId} data-testid="reason-language" sx={{ mx: 1.75 }}>
              {languages}
            </FormHelperText>
          )}
          {props.acknowledge && (
            <>
              <FormControlLabel
                sx={{ mt: 2 }}
                control={
                  <Checkbox
                    checked={acknowledged}
                    onChange={(event) => {
                      setAcknowledged(event.target.checked)
                      setServerError(null)
                    }}
                    slotProps={{ input: { 'aria-required': true } }}
                  />
                }
                label={translate(props.acknowledge.label, options)}
              />
              {touched && !acknowledged && (
                <FormHelperText error>
                  {translate('app.shared.acknowledge_required')}
                </FormHelperText>
              )}
            </>
          )}
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
