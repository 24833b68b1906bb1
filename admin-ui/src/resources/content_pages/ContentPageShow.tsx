import { Box } from '@mui/material'
import {
  DeleteWithConfirmButton,
  EditButton,
  Labeled,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import type { ContentPageRecord } from '../../types'
import { fieldsOf } from '../shared/fields'

const { ContentKeyField, DateTimeField, LocaleField, TextField, UserReferenceField } =
  fieldsOf<ContentPageRecord>()

/**
 * The page as the site shows it. Only the server's `bodyHtml` is rendered as HTML:
 * the server renders the Markdown and sanitises it; the Markdown itself is never injected.
 */
function Preview() {
  const record = useRecordContext<ContentPageRecord>()
  if (!record?.bodyHtml) return null
  return (
    <Box
      sx={{
        'p': 2,
        'border': 1,
        'borderColor': 'divider',
        'borderRadius': 1,
        'maxWidth': 800,
        '& img': { maxWidth: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: record.bodyHtml }}
    />
  )
}

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteWithConfirmButton mutationMode="pessimistic" />
  </TopToolbar>
)

export default function ContentPageShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ContentKeyField source="key" />
        <LocaleField source="locale" />
        <TextField source="title" />
        <Labeled label="app.content-pages.preview">
          <Preview />
        </Labeled>
        <UserReferenceField source="updatedByUserId" />
        <DateTimeField source="updatedAt" />
        <DateTimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  )
}
