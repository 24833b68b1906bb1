import {
  BulkDeleteButton,
  CreateButton,
  FilterButton,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { enumFieldOf } from '../shared/EnumField'
import { LocaleField } from '../shared/enumFields'

export const ContentKeyField = enumFieldOf('app.content-pages.keys', {}, 'text')
import { CONTENT_KEYS, LOCALES, choicesOf } from '../shared/choices'

const contentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="locale"
    source="locale"
    choices={choicesOf('app.shared.locale', LOCALES)}
    alwaysOn
  />,
  <SelectInput
    key="key"
    source="key"
    choices={choicesOf('app.content-pages.keys', CONTENT_KEYS)}
  />,
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
        <DataTable.Col source="key" field={ContentKeyField} />
        <DataTable.Col source="locale" field={LocaleField} />
        <DataTable.Col source="title" />
        <DataTable.Col source="updated_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
