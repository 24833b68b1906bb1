import type { ReactNode } from 'react'
import { SaveButton, Toolbar } from 'react-admin'

/**
 * Save, and the delete button when the resource has one. A light background:
 * react-admin's grey toolbar leaves the red delete label below AA contrast.
 */
export function FormToolbar({ deleteButton }: { deleteButton?: ReactNode }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', bgcolor: 'background.default' }}>
      <SaveButton />
      {deleteButton}
    </Toolbar>
  )
}
