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
          translateOptions={{ name: record?.fullName || record?.email }}
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
          <TextField source="fullName" />
          <EmailField source="email" />
          <RoleField source="role" />
          <UserStatusField source="status" />
          <LocaleField source="locale" />
          <TextField source="timezone" />
          <TextField source="slug" />
          <BooleanField source="onboarded" />
          <DateTimeField source="emailVerifiedAt" />
          <DateTimeField source="suspendedAt" />
          <DateTimeField source="lastLoginAt" />
          <DateTimeField source="createdAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.sessions" path="sessions">
          <RelatedRecords
            reference="sessions"
            target="menteeUserId"
            label={false}
            sort={{ field: 'startsAt', order: 'DESC' }}
          >
            <Sessions.Col source="startsAt" field={Sessions.DateTimeField} />
            <Sessions.Col source="mentorName" disableSort />
            <Sessions.Col source="status" field={Sessions.SessionStatusField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.payments" path="payments">
          <RelatedRecords
            reference="payments"
            target="userId"
            label={false}
            sort={{ field: 'createdAt', order: 'DESC' }}
          >
            <Payments.Col source="createdAt" field={Payments.DateTimeField} />
            <Payments.Col source="description" disableSort />
            <Payments.Col source="amountCents" field={Payments.MoneyField} />
            <Payments.Col source="status" field={Payments.PaymentStatusField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.subscriptions" path="subscriptions">
          <RelatedRecords
            reference="subscriptions"
            target="userId"
            label={false}
            sort={{ field: 'createdAt', order: 'DESC' }}
          >
            <Subscriptions.Col source="plan" />
            <Subscriptions.Col source="period" disableSort />
            <Subscriptions.Col source="status" field={Subscriptions.SubscriptionStatusField} />
            <Subscriptions.Col source="currentPeriodEnd" field={Subscriptions.DateTimeField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
