import { Show, SimpleShowLayout } from 'react-admin'
import type { IndustryRecord } from '../../types'
import { fieldsOf } from '../shared/fields'

const { TextField } = fieldsOf<IndustryRecord>()

export default function IndustryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="nameIt" />
        <TextField source="sector" />
      </SimpleShowLayout>
    </Show>
  )
}
