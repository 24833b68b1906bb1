import type { ReactNode } from 'react'
import {
  CreateButton,
  ExportButton,
  FilterButton,
  TopToolbar,
  useResourceDefinition,
} from 'react-admin'

type Props = {
  /** The create button, where the resource's own says more than "Create" (mentors are invited). */
  create?: ReactNode
  /** Lists whose filters are all shown have no filter button, even with a search typed. */
  filter?: boolean
  /** The CSV export; content pages have none. */
  exportButton?: boolean
}

/**
 * A list's toolbar, the same on every list (List's default): more filters, creating a record
 * where the resource can, the CSV export.
 */
export function ListActions({ create, filter = true, exportButton = true }: Props) {
  const { hasCreate } = useResourceDefinition()
  return (
    <TopToolbar>
      {filter && <FilterButton />}
      {create ?? (hasCreate && <CreateButton />)}
      {exportButton && <ExportButton />}
    </TopToolbar>
  )
}
