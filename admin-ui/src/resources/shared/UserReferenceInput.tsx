import { AutocompleteInput, ReferenceInput } from 'react-admin'

type Props = { source: string; reference?: 'users' | 'mentors'; alwaysOn?: boolean; label?: string }

/** A filter on a user (or mentor) id, found by name or e-mail through the API's `q`. */
export function UserReferenceInput({ source, reference = 'users', alwaysOn, label }: Props) {
  return (
    <ReferenceInput source={source} reference={reference} alwaysOn={alwaysOn}>
      <AutocompleteInput filterToQuery={(q) => ({ q })} label={label} />
    </ReferenceInput>
  )
}
