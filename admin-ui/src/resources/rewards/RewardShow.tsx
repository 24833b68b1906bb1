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
        <UserReferenceField source="referrerUserId" />
        <ReferenceField source="referralId" reference="referrals" link="show" />
        <RewardTypeField source="type" />
        <MoneyField source="amountCents" />
        <RewardStatusField source="status" />
        <NumberField source="attempts" />
        <LongTextField source="lastError" />
        <DateTimeField source="processedAt" />
        <DateTimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  )
}
