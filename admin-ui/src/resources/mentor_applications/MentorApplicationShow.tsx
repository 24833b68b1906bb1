import { Labeled, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin'
import { Link as MuiLink, Stack } from '@mui/material'
import type { MentorApplicationRecord } from '../../types'
import { fieldsOf, NO_VALUE } from '../shared/fields'
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
  if (links.length === 0) return <>{NO_VALUE}</>
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
        <TextField source="applicantName" />
        <EmailField source="applicantEmail" />
        <UserReferenceField source="userId" />
        <ApplicationBasisField source="basis" />
        <UrlField source="profileUrl" target="_blank" rel="noopener noreferrer" />
        <Labeled source="links">
          <Links />
        </Labeled>
        <LongTextField source="motivation" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="reviewedAt" />
        <UserReferenceField source="reviewedByUserId" />
        <LongTextField source="rejectionReason" />
      </SimpleShowLayout>
    </Show>
  )
}
