import { useState, type ReactElement } from 'react'
import { Button, Confirm, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { useAdminAction } from './actions'
import { useFocusKeptOnRemoval } from './useFocusKeptOnRemoval'

export type ConfirmActionButtonProps<R extends RaRecord = RaRecord> = {
  /** API path after /api/admin, e.g. `users/12/suspend`, from the record. */
  path: (record: R) => string
  /** Translation keys: the button, the dialog title and text, the success notice. */
  label: string
  title: string
  content: string
  success: string
  icon?: ReactElement
  color?: 'primary' | 'error'
  /** Values interpolated in the title and text, e.g. the record's name. */
  translateOptions?: (record: R) => Record<string, unknown>
  /** The button's accessible name when the label alone is ambiguous (one per row), e.g. 'Reject %{name}'. */
  accessibleLabel?: string
}

type Asked = Omit<ConfirmActionButtonProps, 'path' | 'translateOptions'> & {
  path: string
  options: Record<string, unknown>
}

/** A button that asks for confirmation, then runs one admin action on the current record. */
export function ConfirmActionButton<R extends RaRecord>(props: ConfirmActionButtonProps<R>) {
  const record = useRecordContext<R>()
  const translate = useTranslate()
  /**
   * What the open dialog asks, fixed when it opens: the action's effect on the record (a
   * suspended user now offers Reactivate) must neither change the question while the dialog
   * fades out nor change the action confirmed.
   */
  const [asked, setAsked] = useState<Asked | null>(null)
  const [open, setOpen] = useState(false)
  const { run, isPending } = useAdminAction()
  const keepFocus = useFocusKeptOnRemoval()
  if (!record) return null

  const options = props.translateOptions?.(record) ?? {}
  const dialog = asked ?? { ...props, path: props.path(record), options }
  const confirm = async () => {
    const outcome = await run(
      dialog.path,
      {},
      { success: dialog.success, successOptions: dialog.options }
    )
    if (outcome.ok) setOpen(false)
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
          setAsked({ ...props, path: props.path(record), options })
          setOpen(true)
        }}
        disabled={isPending}
      >
        {props.icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={dialog.title}
        content={dialog.content}
        confirm={dialog.label}
        titleTranslateOptions={dialog.options}
        contentTranslateOptions={dialog.options}
        confirmColor={dialog.color === 'error' ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        // Inside a list row, a click in the dialog must not open the record.
        onClick={(event) => event.stopPropagation()}
      />
    </>
  )
}
