import { useState } from 'react'
import { Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import {
  Confirm,
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type { RaRecord } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import { RejectDialog } from './RejectDialog'

type Application = RaRecord & {
  applicant_name: string
  applicant_email: string
  basis: string
  profile_url: string | null
  motivation: string
  created_at: string
}

const MOTIVATION_PREVIEW = 160

function Decision() {
  const record = useRecordContext<Application>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [confirming, setConfirming] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [approving, setApproving] = useState(false)
  if (!record) return null
  const name = record.applicant_name

  async function approve() {
    setApproving(true)
    try {
      await dataProvider.approveApplication(record!.id)
      notify('console.pending.approved', { type: 'success', messageArgs: { name } })
      refresh()
    } catch (caught) {
      notify(caught instanceof Error ? caught.message : String(caught), { type: 'error' })
    } finally {
      setApproving(false)
      setConfirming(false)
    }
  }

  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        aria-label={translate('console.pending.approve_named', { name })}
        onClick={() => setConfirming(true)}
      >
        {translate('console.pending.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        aria-label={translate('console.pending.reject_named', { name })}
        onClick={() => setRejecting(true)}
      >
        {translate('console.pending.reject')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={approving}
        title="console.pending.approve_title"
        content="console.pending.approve_content"
        translateOptions={{ name }}
        confirm="console.pending.approve"
        onConfirm={approve}
        onClose={() => setConfirming(false)}
      />
      <RejectDialog
        id={record.id}
        name={name}
        open={rejecting}
        onClose={() => setRejecting(false)}
      />
    </Stack>
  )
}

function NoneWaiting() {
  const translate = useTranslate()
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('console.pending.empty')}
    </Typography>
  )
}

/** Mentor applications awaiting review, oldest first, with approve and reject-with-reason. */
export default function PendingMentors() {
  const translate = useTranslate()
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {translate('console.pending.heading')}
      </Typography>
      <List
        resource="mentor-applications"
        title="console.pending.title"
        filter={{ status: 'pending' }}
        sort={{ field: 'created_at', order: 'ASC' }}
        actions={false}
        exporter={false}
        disableSyncWithLocation
        storeKey="pending-mentors"
        empty={<NoneWaiting />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoneWaiting />}>
          <TextField source="applicant_name" label="console.pending.fields.applicant_name" />
          <EmailField source="applicant_email" label="console.pending.fields.applicant_email" />
          <FunctionField<Application>
            source="basis"
            label="console.pending.fields.basis"
            render={(record) =>
              translate(`console.pending.basis.${record.basis}`, { _: record.basis })
            }
          />
          <FunctionField<Application>
            source="profile_url"
            label="console.pending.fields.profile_url"
            sortable={false}
            render={(record) => {
              if (!record.profile_url) return null
              const host = new URL(record.profile_url, window.location.href).hostname
              return (
                <MuiLink
                  href={record.profile_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={translate('console.pending.open_profile', {
                    host,
                    name: record.applicant_name,
                  })}
                >
                  {host}
                </MuiLink>
              )
            }}
          />
          <FunctionField<Application>
            source="motivation"
            label="console.pending.fields.motivation"
            sortable={false}
            render={(record) =>
              record.motivation.length > MOTIVATION_PREVIEW
                ? `${record.motivation.slice(0, MOTIVATION_PREVIEW)}…`
                : record.motivation
            }
          />
          <DateField source="created_at" label="console.pending.fields.created_at" showTime />
          <FunctionField
            label="console.pending.fields.actions"
            sortable={false}
            render={() => <Decision />}
          />
        </Datagrid>
      </List>
    </Box>
  )
}
