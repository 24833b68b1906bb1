import { Show, SimpleShowLayout } from 'react-admin'
import type { HelpRequestRecord } from '../../types'
import { fieldsOf } from '../shared/fields'

const {
  DateTimeField,
  HelpRequestStatusField,
  HelpTopicField,
  LocaleField,
  LongTextField,
  TextField,
  UserReferenceField,
} = fieldsOf<HelpRequestRecord>()

export default function HelpRequestShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <UserReferenceField source="userId" />
        <HelpTopicField source="topic" />
        <TextField source="subject" />
        <LongTextField source="message" />
        <HelpRequestStatusField source="status" />
        <LocaleField source="locale" />
        <DateTimeField source="sentAt" />
        <DateTimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  )
}
