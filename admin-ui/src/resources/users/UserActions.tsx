import { useId, useState } from 'react'
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material'
import BlockIcon from '@mui/icons-material/Block'
import LockResetIcon from '@mui/icons-material/LockReset'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import RestoreIcon from '@mui/icons-material/Restore'
import {
  Button,
  Confirm,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin'
import { ConfirmActionButton } from '../shared/ConfirmActionButton'
import { AdminApiError, postAdminAction, useAdminAction } from '../shared/actions'
import { ROLES } from '../shared/choices'
import type { UserRecord } from '../../types'

const nameOf = (record: UserRecord) => ({ name: record.fullName || record.email })

/** Suspend an active account or reactivate a suspended one. */
export function SuspendToggleButton() {
  const record = useRecordContext<UserRecord>()
  if (!record) return null
  return record.status === 'suspended' ? (
    <ConfirmActionButton
      path={(r) => `users/${r.id}/reactivate`}
      label="app.users.actions.reactivate"
      title="app.users.actions.reactivate_title"
      content="app.users.actions.reactivate_content"
      success="app.users.actions.reactivated"
      icon={<RestoreIcon />}
      translateOptions={nameOf}
    />
  ) : (
    <ConfirmActionButton
      path={(r) => `users/${r.id}/suspend`}
      label="app.users.actions.suspend"
      title="app.users.actions.suspend_title"
      content="app.users.actions.suspend_content"
      success="app.users.actions.suspended"
      icon={<BlockIcon />}
      color="error"
      translateOptions={nameOf}
    />
  )
}

export function PasswordResetButton() {
  return (
    <ConfirmActionButton<UserRecord>
      path={(r) => `users/${r.id}/password-reset`}
      label="app.users.actions.password_reset"
      title="app.users.actions.password_reset_title"
      content="app.users.actions.password_reset_content"
      success="app.users.actions.password_reset_sent"
      icon={<LockResetIcon />}
      translateOptions={(r) => ({ ...nameOf(r), email: r.email })}
    />
  )
}

/** Opens a dialog to pick the new role; the server runs the role change with its effects. */
export function ChangeRoleButton() {
  const record = useRecordContext<UserRecord>()
  const translate = useTranslate()
  const { run, isPending } = useAdminAction()
  const [open, setOpen] = useState(false)
  const [role, setRole] = useState<string>('')
  const titleId = useId()
  const groupLabelId = useId()
  if (!record) return null

  const submit = async () => {
    const outcome = await run(
      `users/${record.id}/role`,
      { role },
      {
        success: 'app.users.actions.role_changed',
        successOptions: { ...nameOf(record), role: translate(`app.users.role.${role}`) },
      }
    )
    if (outcome.ok) setOpen(false)
  }

  return (
    <>
      <Button
        label="app.users.actions.change_role"
        onClick={(event) => {
          event.stopPropagation()
          setRole(record.role ?? '')
          setOpen(true)
        }}
      >
        <ManageAccountsIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <DialogTitle id={titleId}>
          {translate('app.users.actions.change_role_title', nameOf(record))}
        </DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id={groupLabelId}>{translate('resources.users.fields.role')}</FormLabel>
            <RadioGroup
              aria-labelledby={groupLabelId}
              value={role}
              onChange={(event) => setRole(event.target.value)}
            >
              {ROLES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={translate(`app.users.role.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
          <Button
            label="app.users.actions.change_role"
            variant="contained"
            onClick={submit}
            disabled={isPending || role === record.role}
          />
        </DialogActions>
      </Dialog>
    </>
  )
}

/** Suspends every selected account, one action call each, and reports how many it suspended. */
export function BulkSuspendButton() {
  const { selectedIds, resource } = useListContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const unselectAll = useUnselectAll(resource ?? 'users')
  const [open, setOpen] = useState(false)
  const [isPending, setPending] = useState(false)

  const confirm = async () => {
    setPending(true)
    const outcomes = await Promise.allSettled(
      selectedIds.map((id) => postAdminAction(`users/${id}/suspend`))
    )
    setPending(false)
    setOpen(false)
    const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    const done = outcomes.length - failed.length
    if (done > 0)
      notify('app.users.actions.bulk_suspended', {
        type: 'success',
        messageArgs: { smart_count: done },
      })
    if (failed.length > 0) {
      const reason = failed[0].reason
      notify('app.users.actions.bulk_suspend_failed', {
        type: 'error',
        messageArgs: {
          smart_count: failed.length,
          error: reason instanceof AdminApiError ? reason.detail : String(reason),
        },
      })
    }
    unselectAll()
    refresh()
  }

  return (
    <>
      <Button label="app.users.actions.suspend" color="error" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.users.actions.bulk_suspend_title"
        content="app.users.actions.bulk_suspend_content"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
