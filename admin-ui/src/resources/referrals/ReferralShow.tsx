import { Show, SimpleShowLayout } from 'react-admin'
import type { ReferralRecord, RewardRecord } from '../../types'
import { RelatedRecords } from '../shared/RelatedRecords'
import { fieldsOf } from '../shared/fields'

const { DateTimeField, ReferralStatusField, TextField, UserReferenceField } =
  fieldsOf<ReferralRecord>()
const Rewards = fieldsOf<RewardRecord>()

export default function ReferralShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <UserReferenceField source="referrerUserId" />
        <UserReferenceField source="referredUserId" emptyText="app.sessions.former_member" />
        <TextField source="code" />
        <ReferralStatusField source="status" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="convertedAt" />
        <DateTimeField source="expiresAt" />
        <RelatedRecords
          reference="rewards"
          target="referrerUserId"
          source="referrerUserId"
          label="app.referrals.referrer_rewards"
          sort={{ field: 'createdAt', order: 'DESC' }}
        >
          <Rewards.Col source="type" field={Rewards.RewardTypeField} />
          <Rewards.Col source="amountCents" disableSort field={Rewards.MoneyField} align="right" />
          <Rewards.Col source="status" field={Rewards.RewardStatusField} />
          <Rewards.Col source="createdAt" field={Rewards.DateTimeField} />
        </RelatedRecords>
      </SimpleShowLayout>
    </Show>
  )
}
