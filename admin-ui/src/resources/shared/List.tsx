import { useEffect, useRef, useState } from 'react'
import { visuallyHidden } from '@mui/utils'
import {
  List as ReactAdminList,
  useListContext,
  useResourceDefinition,
  useTranslate,
  type ListProps,
  type RaRecord,
} from 'react-admin'
import { csvExporter } from './exporter'
import { ListActions } from './ListActions'
import { ListEmpty } from './ListEmpty'

/**
 * Tells screen readers what a new search, filter, page or sort brought
 * ("Results 26–50 of 120"), in a polite live region. The first results are
 * not announced: the page's title and table say enough on arrival.
 */
function ResultsAnnouncer() {
  const { total, page, perPage, filterValues, sort, isFetching, isPending, data } = useListContext()
  const translate = useTranslate()
  const [message, setMessage] = useState('')
  const announced = useRef<string | null>(null)
  const query = JSON.stringify({ filterValues, sort, page, perPage })

  useEffect(() => {
    if (isPending || isFetching || announced.current === query) return
    const first = announced.current === null
    announced.current = query
    if (first) return
    const shown = data?.length ?? 0
    // Without a total (partial pagination), what the page shows.
    const count = typeof total === 'number' ? total : shown
    const begin = (page - 1) * perPage + 1
    setMessage(
      count === 0
        ? translate('app.shared.results_none')
        : translate('app.shared.results', {
            smart_count: count,
            begin,
            end: Math.min(begin + shown - 1, count),
          })
    )
  }, [query, isPending, isFetching, total, data, page, perPage, translate])

  return (
    <div role="status" style={visuallyHidden}>
      {message}
    </div>
  )
}

/**
 * react-admin's List with what every list of the console shares, said once: the CSV
 * exporter (every list exports the same safe way), the toolbar (ListActions), the empty
 * state of a list nobody creates records in (ListEmpty; one that can offers react-admin's
 * "create one"), and its results announced. Lists import this one (a lint rule forbids
 * react-admin's) and name only what is theirs: filters, sort, columns.
 */
export function List<RecordType extends RaRecord = RaRecord>({
  children,
  ...props
}: ListProps<RecordType>) {
  const { hasCreate } = useResourceDefinition({ resource: props.resource })
  return (
    <ReactAdminList<RecordType>
      exporter={csvExporter}
      actions={<ListActions />}
      {...(hasCreate ? {} : { empty: <ListEmpty /> })}
      {...props}
    >
      <ResultsAnnouncer />
      {children}
    </ReactAdminList>
  )
}
