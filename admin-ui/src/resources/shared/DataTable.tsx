import { Children, cloneElement, isValidElement, type MouseEvent, type ReactNode } from 'react'
import EditIcon from '@mui/icons-material/Create'
import VisibilityIcon from '@mui/icons-material/RemoveRedEye'
import {
  Button,
  DataTable as ReactAdminDataTable,
  DataTableHead,
  LinkBase,
  useCreatePath,
  useDataTableSortContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableColumnProps,
  type DataTableHeadProps,
  type DataTableProps,
  type RaRecord,
} from 'react-admin'

/**
 * The header row, each sorted column's header telling its order (aria-sort,
 * which MUI's TableCell sets from `sortDirection`): react-admin shows the
 * order with an arrow only.
 */
function SortStateHead({ children, ...props }: DataTableHeadProps) {
  const sort = useDataTableSortContext()
  const columns = Children.map(children, (column) => {
    if (!isValidElement<DataTableColumnProps>(column) || column.props.disableSort) return column
    if (!sort || column.props.source !== sort.field) return column
    return cloneElement(column, { sortDirection: sort.order === 'ASC' ? 'asc' : 'desc' })
  })
  return <DataTableHead {...props}>{columns}</DataTableHead>
}

/** A click on the link must not also reach the row (which would navigate a second time). */
const stopPropagation = (event: MouseEvent) => event.stopPropagation()

/**
 * A link to the row's record, named after it ("Show Nora Bassi"): the row's
 * click is for the mouse; keyboard and screen-reader users follow this link.
 * Not react-admin's ShowButton: on a phone its tooltip would rename it "Show".
 */
function RecordPageButton({ page }: { page: 'show' | 'edit' }) {
  const record = useRecordContext()
  const resource = useResourceContext()
  const createPath = useCreatePath()
  const translate = useTranslate()
  const representation = useGetRecordRepresentation()
  if (!record || !resource) return null
  const name = String(representation(record) ?? `#${record.id}`)
  return (
    <Button
      component={LinkBase}
      to={createPath({ type: page, resource, id: record.id })}
      state={{ _scrollToTop: true }}
      label={page === 'show' ? 'ra.action.show' : 'ra.action.edit'}
      aria-label={translate(page === 'show' ? 'app.shared.show_record' : 'app.shared.edit_record', {
        name,
      })}
      onClick={stopPropagation}
    >
      {page === 'show' ? <VisibilityIcon /> : <EditIcon />}
    </Button>
  )
}

/**
 * react-admin's DataTable, with every record reachable by keyboard: where a
 * row opens its record on click, a first column links to the same page. Lists
 * import this one (a lint rule forbids react-admin's).
 */
export function DataTable<RecordType extends RaRecord = any>({
  children,
  ...props
}: DataTableProps<RecordType>) {
  const page = props.rowClick === 'show' || props.rowClick === 'edit' ? props.rowClick : null
  const columns: ReactNode = page
    ? [
        <ReactAdminDataTable.Col key="record-page" label="app.shared.record_page" disableSort>
          <RecordPageButton page={page} />
        </ReactAdminDataTable.Col>,
        ...Children.toArray(children),
      ]
    : children
  return (
    <ReactAdminDataTable<RecordType> head={SortStateHead} {...props}>
      {columns}
    </ReactAdminDataTable>
  )
}

DataTable.Col = ReactAdminDataTable.Col
DataTable.NumberCol = ReactAdminDataTable.NumberCol
