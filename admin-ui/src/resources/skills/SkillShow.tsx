import { Show, SimpleShowLayout } from 'react-admin'
import type { SkillRecord } from '../../types'
import { fieldsOf } from '../shared/fields'

const { TextField } = fieldsOf<SkillRecord>()

export default function SkillShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="nameIt" />
      </SimpleShowLayout>
    </Show>
  )
}
