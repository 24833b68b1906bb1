import {
  DeleteWithConfirmButton,
  EditButton,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
} from 'react-admin'
import type { PaymentRecord, SessionRecord, SubscriptionRecord, UserRecord } from '../../types'
import { RelatedRecords } from '../shared/RelatedRecords'
import { fieldsOf } from '../shared/fields'
import { ChangeRoleButton, PasswordResetButton, SuspendToggleButton } from './UserActions'

const {
  BooleanField,
  DateTimeField,
  EmailField,
  LocaleField,
  RoleField,
  TextField,
  UserStatusField,
} = fieldsOf<UserRecord>()
const Sessions = fieldsOf<SessionRecord>()
const Payments = fieldsOf<PaymentRecord>()
const Subscriptions = fieldsOf<SubscriptionRecord>()

const UserShowActions = () => {
  const record = useRecordContext<UserRecord>()
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
          <RelatedRecords
            reference="sessions"
            target="mentee_user_id"
            label={false}
            sort={{ field: 'starts_at', order: 'DESC' }}
          >
            <Sessions.Col source="starts_at" field={Sessions.DateTimeField} />
            <Sessions.Col source="mentor_name" disableSort />
            <Sessions.Col source="status" field={Sessions.SessionStatusField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.payments" path="payments">
          <RelatedRecords
            reference="payments"
            target="user_id"
            label={false}
            sort={{ field: 'created_at', order: 'DESC' }}
          >
            <Payments.Col source="created_at" field={Payments.DateTimeField} />
            <Payments.Col source="description" disableSort />
            <Payments.Col source="amount_cents" field={Payments.MoneyField} />
            <Payments.Col source="status" field={Payments.PaymentStatusField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.subscriptions" path="subscriptions">
          <RelatedRecords
            reference="subscriptions"
            target="user_id"
            label={false}
            sort={{ field: 'created_at', order: 'DESC' }}
          >
            <Subscriptions.Col source="plan" />
            <Subscriptions.Col source="period" disableSort />
            <Subscriptions.Col source="status" field={Subscriptions.SubscriptionStatusField} />
            <Subscriptions.Col source="current_period_end" field={Subscriptions.DateTimeField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
