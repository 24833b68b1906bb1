import { Show, SimpleShowLayout } from 'react-admin'
import type { RewardRecord } from '../../types'
import { fieldsOf } from '../shared/fields'

const {
  DateTimeField,
  LongTextField,
  MoneyField,
  NumberField,
  ReferenceField,
  RewardStatusField,
  RewardTypeField,
  UserReferenceField,
} = fieldsOf<RewardRecord>()

export default function RewardShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <UserReferenceField source="referrer_user_id" />
        <ReferenceField source="referral_id" reference="referrals" link="show" emptyText="—" />
        <RewardTypeField source="type" />
        <MoneyField source="amount_cents" />
        <RewardStatusField source="status" />
        <NumberField source="attempts" />
        <LongTextField source="last_error" emptyText="—" />
        <DateTimeField source="processed_at" emptyText="—" />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  )
}
