import {
  DeleteWithConfirmButton,
  Edit,
  SimpleForm,
  email,
  maxLength,
  required,
  useGetIdentity,
  useRecordContext,
} from 'react-admin'
import { FormToolbar } from '../shared/FormToolbar'
import { inputsOf } from '../shared/inputs'
import { LOCALES, ROLES, choicesOf } from '../shared/choices'
import type { UserRecord } from '../../types'

const { SelectInput, TextInput, TimezoneInput } = inputsOf<UserRecord>()

const UserEditToolbar = () => {
  const record = useRecordContext<UserRecord>()
  const { identity } = useGetIdentity()
  // The API refuses to delete one's own account.
  const isSelf = record !== undefined && identity?.id === record.id
  return (
    <FormToolbar
      deleteButton={
        !isSelf && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle="app.users.actions.delete_title"
            confirmContent="app.users.actions.delete_content"
            translateOptions={{ name: record?.fullName || record?.email }}
          />
        )
      }
    />
  )
}

export default function UserEdit() {
  return (
    // Pessimistic: a refused change (a taken e-mail, the last admin) shows before leaving the form.
    <Edit<UserRecord> mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<UserEditToolbar />} sx={{ maxWidth: 600 }}>
        <TextInput source="firstName" validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="lastName" validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
        <SelectInput
          source="locale"
          choices={choicesOf('app.shared.locale', LOCALES)}
          validate={required()}
        />
        <TimezoneInput source="timezone" validate={required()} fullWidth />
        <SelectInput
          source="role"
          choices={choicesOf('app.users.role', ROLES)}
          validate={required()}
          helperText="app.users.role_helper"
        />
      </SimpleForm>
    </Edit>
  )
}
