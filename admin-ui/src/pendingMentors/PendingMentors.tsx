import { Box, Link as MuiLink, Stack, Typography } from '@mui/material'
import { Datagrid, useTranslate } from 'react-admin'
import type { MentorApplicationRecord } from '../types'
import { List } from '../resources/shared/List'
import { fieldsOf } from '../resources/shared/fields'
import { ReviewButtons } from '../resources/mentor_applications/ApplicationActions'

const { DateTimeField, EmailField, FunctionField, TextField } = fieldsOf<MentorApplicationRecord>()

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
        sort={{ field: 'createdAt', order: 'ASC' }}
        actions={false}
        exporter={false}
        disableSyncWithLocation
        storeKey="pending-mentors"
        empty={<NoneWaiting />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoneWaiting />}>
          <TextField source="applicantName" label="console.pending.fields.applicantName" />
          <EmailField source="applicantEmail" label="console.pending.fields.applicantEmail" />
          <FunctionField
            source="basis"
            label="console.pending.fields.basis"
            render={(record) =>
              translate(`app.mentor-applications.basis.${record.basis}`, { _: record.basis })
            }
          />
          <FunctionField
            source="profileUrl"
            label="console.pending.fields.profileUrl"
            sortable={false}
            render={(record) => {
              if (!record.profileUrl) return null
              const host = new URL(record.profileUrl, window.location.href).hostname
              return (
                <MuiLink
                  href={record.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={translate('console.pending.open_profile', {
                    host,
                    name: record.applicantName,
                  })}
                >
                  {host}
                </MuiLink>
              )
            }}
          />
          <FunctionField
            source="motivation"
            label="console.pending.fields.motivation"
            sortable={false}
            render={({ motivation }) =>
              motivation && motivation.length > MOTIVATION_PREVIEW
                ? `${motivation.slice(0, MOTIVATION_PREVIEW)}…`
                : motivation
            }
          />
          <DateTimeField source="createdAt" label="console.pending.fields.createdAt" />
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
