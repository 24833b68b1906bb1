import type { ReactNode } from 'react'
import { Pagination, ReferenceManyField, type SortPayload } from 'react-admin'
import { DataTable } from './DataTable'
import { NoneYet } from './NoneYet'

type Props = {
  /** The resource of the related records, and the field of theirs naming this record. */
  reference: string
  target: string
  /** The field of this record the target holds, when not its id. */
  source?: string
  /** The section's label; none inside a tab that says it. */
  label?: string | false
  sort: SortPayload
  /** The columns: `<Col>`s of the related records' fields (fieldsOf<Related>()). */
  children: ReactNode
}

/**
 * The records of another resource that name this one (a member's sessions, a payment's
 * refunds), a page at a time, each opening its own record; the show views embed them.
 */
export function RelatedRecords({ reference, target, source, label, sort, children }: Props) {
  return (
    <ReferenceManyField
      reference={reference}
      target={target}
      source={source}
      label={label}
      sort={sort}
      pagination={<Pagination />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneYet />}>
        {children}
      </DataTable>
    </ReferenceManyField>
  )
}
