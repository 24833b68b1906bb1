import { ReferenceField, type ReferenceFieldProps } from 'react-admin'

/**
 * A member the record names by id (its author, payer, referrer...), linked to their account.
 * Like the demo's CustomerReferenceField: the reference and the link said once.
 */
export function UserReferenceField(props: Omit<ReferenceFieldProps, 'reference'>) {
  return <ReferenceField reference="users" link="show" {...props} />
}
