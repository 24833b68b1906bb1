import { Show, SimpleShowLayout, TextField } from 'react-admin'

export default function SkillShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="name_it" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  )
}
