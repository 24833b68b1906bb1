import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { HelpRequestStatusField, LocaleField } from '../shared/enumFields'
import { TopicField } from './HelpRequestList'

export default function HelpRequestShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="user_id" reference="users" link="show" />
        <TopicField source="topic" />
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-line' }} />
        <HelpRequestStatusField source="status" />
        <LocaleField source="locale" />
        <DateTimeField source="sent_at" emptyText="—" />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  )
}
