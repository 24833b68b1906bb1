import {
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { DateTimeField } from '../shared/DateTimeField'
import { MoneyField } from '../shared/MoneyField'
import { NoneYet } from '../shared/NoneYet'
import { ReferralStatusField, RewardStatusField, RewardTypeField } from '../shared/enumFields'

export default function ReferralShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="referrer_user_id" reference="users" link="show" />
        <ReferenceField source="referred_user_id" reference="users" link="show" />
        <TextField source="code" />
        <ReferralStatusField source="status" />
        <DateTimeField source="created_at" />
        <DateTimeField source="converted_at" emptyText="—" />
        <DateTimeField source="expires_at" emptyText="—" />
        <ReferenceManyField
          reference="rewards"
          target="referrer_user_id"
          source="referrer_user_id"
          label="app.referrals.referrer_rewards"
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={<Pagination />}
        >
          <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneYet />}>
            <DataTable.Col source="type" field={RewardTypeField} />
            <DataTable.Col source="amount_cents" disableSort field={MoneyField} align="right" />
            <DataTable.Col source="status" field={RewardStatusField} />
            <DataTable.Col source="created_at" field={DateTimeField} />
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  )
}
