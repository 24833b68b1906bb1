import type { ReactNode } from 'react'
import { ExportButton, FilterButton, TopToolbar } from 'react-admin'

type Props = {
  /** The create button, where the resource has one. */
  create?: ReactNode
  /** Lists that filter only with always-shown filters have no filter button. */
  filter?: boolean
  /** The CSV export; content pages have none. */
  exportButton?: boolean
}

/** A list's toolbar: more filters, creating a record where it can, the CSV export. */
export function ListActions({ create, filter = true, exportButton = true }: Props) {
  return (
    <TopToolbar>
      {filter && <FilterButton />}
      {create}
      {exportButton && <ExportButton />}
    </TopToolbar>
  )
}
