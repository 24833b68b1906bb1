import { Show, SimpleShowLayout, TextField } from 'react-admin'

export default function IndustryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="name_it" emptyText="—" />
        <TextField source="sector" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  )
}
