import { useRecordContext } from 'react-admin'
import type { UserRecord } from '../../types'

/** A member's full name (a list sorts it by last name). */
export function FullNameField() {
  const record = useRecordContext<Pick<UserRecord, 'fullName'>>()
  return <>{record?.fullName}</>
}
