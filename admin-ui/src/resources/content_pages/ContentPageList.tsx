import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { LocaleField } from '../shared/enumFields'
import { LOCALES, choicesOf } from '../shared/choices'

const contentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="locale"
    source="locale"
    choices={choicesOf('app.shared.locale', LOCALES)}
    alwaysOn
  />,
  <TextInput key="key" source="key" />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
)

export default function ContentPageList() {
  return (
    <List filters={contentFilters} actions={<ListActions />} sort={{ field: 'key', order: 'ASC' }}>
      <DataTable
        rowClick="show"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="key" />
        <DataTable.Col source="locale" field={LocaleField} />
        <DataTable.Col source="title" />
        <DataTable.Col source="updated_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
