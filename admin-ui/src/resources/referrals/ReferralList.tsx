import { ExportButton, FilterButton, SelectInput, TopToolbar } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateOnlyField, DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { UserReferenceInput } from '../shared/UserReferenceInput'
import { ReferralStatusField } from '../shared/enumFields'
import { REFERRAL_STATUSES, choicesOf } from '../shared/choices'

const referralFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.referrals.status', REFERRAL_STATUSES)}
    alwaysOn
  />,
  <UserReferenceInput
    key="referrer_user_id"
    source="referrer_user_id"
    label="resources.referrals.fields.referrer_user_id"
  />,
  <UserReferenceInput
    key="referred_user_id"
    source="referred_user_id"
    label="resources.referrals.fields.referred_user_id"
  />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
)

export default function ReferralList() {
  return (
    <List
      filters={referralFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="referrer_name" disableSort />
        <DataTable.Col source="referred_name" disableSort />
        <DataTable.Col source="code" disableSort />
        <DataTable.Col source="status" field={ReferralStatusField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="converted_at" field={DateTimeField} />
        <DataTable.Col source="expires_at" disableSort field={DateOnlyField} />
      </DataTable>
    </List>
  )
}
