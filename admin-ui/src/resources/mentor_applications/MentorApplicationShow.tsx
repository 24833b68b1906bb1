import {
  EmailField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
  Labeled,
} from 'react-admin'
import { Link as MuiLink, Stack } from '@mui/material'
import { DateTimeField } from '../shared/DateTimeField'
import { ApplicationBasisField, ApplicationStatusField } from '../shared/enumFields'
import { ReviewButtons } from './ApplicationActions'

function Links() {
  const record = useRecordContext()
  const links: string[] = record?.links ?? []
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
        <ReferenceField source="user_id" reference="users" link="show" />
        <ApplicationBasisField source="basis" />
        <UrlField source="profile_url" target="_blank" rel="noopener noreferrer" emptyText="—" />
        <Labeled source="links">
          <Links />
        </Labeled>
        <TextField source="motivation" sx={{ whiteSpace: 'pre-line' }} />
        <DateTimeField source="created_at" />
        <DateTimeField source="reviewed_at" emptyText="—" />
        <ReferenceField source="reviewed_by_user_id" reference="users" link="show" emptyText="—" />
        <TextField source="rejection_reason" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
      </SimpleShowLayout>
    </Show>
  )
}
