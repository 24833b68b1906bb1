import { Labeled, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin'
import { Link as MuiLink, Stack } from '@mui/material'
import type { MentorApplicationRecord } from '../../types'
import { fieldsOf } from '../shared/fields'
import { ReviewButtons } from './ApplicationActions'

const {
  ApplicationBasisField,
  ApplicationStatusField,
  DateTimeField,
  EmailField,
  LongTextField,
  TextField,
  UrlField,
  UserReferenceField,
} = fieldsOf<MentorApplicationRecord>()

function Links() {
  const record = useRecordContext<MentorApplicationRecord>()
  const links = record?.links ?? []
  if (links.length === 0) return <>—</>
  return (
    <Stack spacing={0.5}>
      {links.map((href) => (
        <MuiLink key={href} href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </MuiLink>
      ))}
    </Stack>
  )
}

const Actions = () => (
  <TopToolbar>
    <ReviewButtons />
  </TopToolbar>
)

export default function MentorApplicationShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ApplicationStatusField source="status" />
        <TextField source="applicant_name" />
        <EmailField source="applicant_email" />
        <UserReferenceField source="user_id" />
        <ApplicationBasisField source="basis" />
        <UrlField source="profile_url" target="_blank" rel="noopener noreferrer" emptyText="—" />
        <Labeled source="links">
          <Links />
        </Labeled>
        <LongTextField source="motivation" />
        <DateTimeField source="created_at" />
        <DateTimeField source="reviewed_at" emptyText="—" />
        <UserReferenceField source="reviewed_by_user_id" emptyText="—" />
        <LongTextField source="rejection_reason" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  )
}
