import { NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { MoneyField } from '../shared/MoneyField'
import { RewardStatusField, RewardTypeField } from '../shared/enumFields'

export default function RewardShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="referrer_user_id" reference="users" link="show" />
        <ReferenceField source="referral_id" reference="referrals" link="show" emptyText="—" />
        <RewardTypeField source="type" />
        <MoneyField source="amount_cents" />
        <RewardStatusField source="status" />
        <NumberField source="attempts" />
        <TextField source="last_error" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        <DateTimeField source="processed_at" emptyText="—" />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  )
}
