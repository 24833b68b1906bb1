import { Box, Link as MuiLink, Stack, Typography } from '@mui/material'
import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  TextField,
  useTranslate,
} from 'react-admin'
import { List } from '../resources/shared/List'
import type { RaRecord } from 'react-admin'
import { ReviewButtons } from '../resources/mentor_applications/ApplicationActions'

type Application = RaRecord & {
  applicant_name: string
  applicant_email: string
  basis: string
  profile_url: string | null
  motivation: string
  created_at: string
}

const MOTIVATION_PREVIEW = 160

function NoneWaiting() {
  const translate = useTranslate()
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('console.pending.empty')}
    </Typography>
  )
}

/** Mentor applications awaiting review, oldest first, with the resource's approve and reject-with-reason. */
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
              translate(`app.mentor-applications.basis.${record.basis}`, { _: record.basis })
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
            render={() => (
              <Stack direction="row" spacing={1}>
                <ReviewButtons />
              </Stack>
            )}
          />
        </Datagrid>
      </List>
    </Box>
  )
}
