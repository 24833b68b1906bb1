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
        <UserReferenceField source="referrer_user_id" />
        <UserReferenceField source="referred_user_id" />
        <TextField source="code" />
        <ReferralStatusField source="status" />
        <DateTimeField source="created_at" />
        <DateTimeField source="converted_at" emptyText="—" />
        <DateTimeField source="expires_at" emptyText="—" />
        <RelatedRecords
          reference="rewards"
          target="referrer_user_id"
          source="referrer_user_id"
          label="app.referrals.referrer_rewards"
          sort={{ field: 'created_at', order: 'DESC' }}
        >
          <Rewards.Col source="type" field={Rewards.RewardTypeField} />
          <Rewards.Col source="amount_cents" disableSort field={Rewards.MoneyField} align="right" />
          <Rewards.Col source="status" field={Rewards.RewardStatusField} />
          <Rewards.Col source="created_at" field={Rewards.DateTimeField} />
        </RelatedRecords>
      </SimpleShowLayout>
    </Show>
  )
}
