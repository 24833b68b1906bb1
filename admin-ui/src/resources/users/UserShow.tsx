import {
  BooleanField,
  DeleteWithConfirmButton,
  EditButton,
  EmailField,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { DateTimeField } from '../shared/DateTimeField'
import { NoneYet } from '../shared/NoneYet'
import {
  PaymentStatusField,
  LocaleField,
  RoleField,
  SessionStatusField,
  SubscriptionStatusField,
  UserStatusField,
} from '../shared/enumFields'
import { MoneyField } from '../shared/MoneyField'
import { ChangeRoleButton, PasswordResetButton, SuspendToggleButton } from './UserActions'

const UserShowActions = () => {
  const record = useRecordContext()
  const { identity } = useGetIdentity()
  // The API refuses to suspend, demote or delete one's own account: no buttons for it.
  const isSelf = record !== undefined && identity?.id === record.id
  return (
    <TopToolbar>
      <EditButton />
      {!isSelf && <SuspendToggleButton />}
      {!isSelf && <ChangeRoleButton />}
      <PasswordResetButton />
      {!isSelf && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="app.users.actions.delete_title"
          confirmContent="app.users.actions.delete_content"
          translateOptions={{ name: record?.full_name || record?.email }}
        />
      )}
    </TopToolbar>
  )
}

export default function UserShow() {
  return (
    <Show actions={<UserShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.users.tabs.account">
          <TextField source="id" />
          <TextField source="full_name" />
          <EmailField source="email" />
          <RoleField source="role" />
          <UserStatusField source="status" />
          <LocaleField source="locale" />
          <TextField source="timezone" />
          <TextField source="slug" emptyText="—" />
          <BooleanField source="onboarded" />
          <DateTimeField source="email_verified_at" emptyText="—" />
          <DateTimeField source="suspended_at" emptyText="—" />
          <DateTimeField source="last_login_at" emptyText="—" />
          <DateTimeField source="created_at" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.sessions" path="sessions">
          <ReferenceManyField
            reference="sessions"
            target="mentee_user_id"
            label={false}
            sort={{ field: 'starts_at', order: 'DESC' }}
            pagination={<Pagination />}
          >
            <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneYet />}>
              <DataTable.Col source="starts_at" field={DateTimeField} />
              <DataTable.Col source="mentor_name" disableSort />
              <DataTable.Col source="status" field={SessionStatusField} />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.payments" path="payments">
          <ReferenceManyField
            reference="payments"
            target="user_id"
            label={false}
            sort={{ field: 'created_at', order: 'DESC' }}
            pagination={<Pagination />}
          >
            <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneYet />}>
              <DataTable.Col source="created_at" field={DateTimeField} />
              <DataTable.Col source="description" disableSort />
              <DataTable.Col source="amount_cents" field={MoneyField} />
              <DataTable.Col source="status" field={PaymentStatusField} />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.subscriptions" path="subscriptions">
          <ReferenceManyField
            reference="subscriptions"
            target="user_id"
            label={false}
            sort={{ field: 'created_at', order: 'DESC' }}
            pagination={<Pagination />}
          >
            <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneYet />}>
              <DataTable.Col source="plan" />
              <DataTable.Col source="period" disableSort />
              <DataTable.Col source="status" field={SubscriptionStatusField} />
              <DataTable.Col source="current_period_end" field={DateTimeField} />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
