import { BulkDeleteButton } from 'react-admin'
import type { ContentPageRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { CONTENT_KEYS, LOCALES } from '../shared/choices'

const { ContentKeyField, DataTable, DateTimeField, LocaleField } = fieldsOf<ContentPageRecord>()
const filters = filtersOf<ContentPageRecord>('content-pages')

const contentFilters = [
  filters.search(),
  filters.choice('locale', 'app.shared.locale', LOCALES, { alwaysOn: true }),
  filters.choice('key', 'app.content-pages.keys', CONTENT_KEYS),
]

export default function ContentPageList() {
  return (
    <List<ContentPageRecord>
      filters={contentFilters}
      actions={<ListActions exportButton={false} />}
      sort={{ field: 'key', order: 'ASC' }}
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="key" field={ContentKeyField} />
        <DataTable.Col source="locale" field={LocaleField} />
        <DataTable.Col source="title" />
        <DataTable.Col source="updatedAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
