import { Grid } from '@mui/material'
import { Labeled, Show, SimpleShowLayout } from 'react-admin'
import type { AuditLogRecord } from '../../types'
import { fieldsOf } from '../shared/fields'
import { ChangesTable } from './ChangesTable'

const {
  AuditActionField,
  AuditEntityTypeField,
  DateTimeField,
  JsonField,
  TextField,
  UserReferenceField,
} = fieldsOf<AuditLogRecord>()

export default function AuditLogShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateTimeField source="createdAt" />
        <UserReferenceField source="actorUserId" />
        <TextField source="command" />
        <TextField source="operator" />
        <AuditActionField source="action" />
        <AuditEntityTypeField source="entityType" />
        <TextField source="entityId" />
        <TextField source="ip" />
        <TextField source="requestId" />
        <Labeled label="app.audit-log.changes" fullWidth>
          <ChangesTable />
        </Labeled>
        <Grid container spacing={2} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Labeled source="before" fullWidth>
              <JsonField source="before" />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Labeled source="after" fullWidth>
              <JsonField source="after" />
            </Labeled>
          </Grid>
        </Grid>
      </SimpleShowLayout>
    </Show>
  )
}
