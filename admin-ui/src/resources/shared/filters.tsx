import { DateInput, SearchInput, SelectInput } from 'react-admin'
import { choicesOf } from './choices'
import { UserReferenceInput } from './UserReferenceInput'

/*
| The lists' filters, each kind written once (as the demo's shared inputs): a
| list names what it filters on. The sources are the API's filter names
| (app/admin resources' `filters`), the labels the resources' field labels.
*/

/** Free text over the resource's searchable columns (the API's `q`), always shown. */
export const searchFilter = () => <SearchInput key="q" source="q" alwaysOn />

/** One value of an enum, labelled `<prefix>.<value>`. */
export const choiceFilter = (
  source: string,
  prefix: string,
  values: readonly (string | number)[],
  { alwaysOn = false } = {}
) => (
  <SelectInput
    key={source}
    source={source}
    choices={choicesOf(prefix, values)}
    alwaysOn={alwaysOn}
  />
)

/** From and to a day, on an instant field: the API's `<field>_gte` and `<field>_lte`. */
export const dateRangeFilters = (field: string) => [
  <DateInput key={`${field}_gte`} source={`${field}_gte`} />,
  <DateInput key={`${field}_lte`} source={`${field}_lte`} />,
]

/** A member (or a mentor), found by name or e-mail, labelled as the resource's field. */
export const memberFilter = (
  resource: string,
  source: string,
  reference: 'users' | 'mentors' = 'users'
) => (
  <UserReferenceInput
    key={source}
    source={source}
    reference={reference}
    label={`resources.${resource}.fields.${source}`}
  />
)
