import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin'
import { choicesOf } from './choices'
import type { SourceOf } from './fields'

/*
| The lists' filters, each kind written once (as the demo's shared inputs): a
| list names what it filters on. A filter's source is the API's filter name
| (app/<module>/console/ resources' `filters`): a field of the record, or a
| date field with the json-server operator suffix (createdAt_gte); its label
| is that field's label.
*/

type FilterOptions = { alwaysOn?: boolean }

/**
 * The filters of a list of records of type R, their sources checked against the record's
 * fields (a filter on a field the server renamed fails the typecheck).
 *
 *     const filters = filtersOf<SessionRecord>('sessions')
 *     const sessionFilters = [filters.search(), filters.choice('status', ...), ...]
 */
export function filtersOf<R>(resource: string) {
  return {
    /** Free text over the resource's searchable columns (the API's `q`), always shown. */
    search: () => <SearchInput key="q" source="q" alwaysOn />,

    /** One value of an enum, labelled `<prefix>.<value>`. */
    choice: (
      source: SourceOf<R>,
      prefix: string,
      values: readonly (string | number)[],
      { alwaysOn = false }: FilterOptions = {}
    ) => (
      <SelectInput
        key={source}
        source={source}
        choices={choicesOf(prefix, values)}
        alwaysOn={alwaysOn}
      />
    ),

    /** Yes, no or either, on a boolean field. */
    boolean: (source: SourceOf<R>, { alwaysOn = false }: FilterOptions = {}) => (
      <NullableBooleanInput key={source} source={source} alwaysOn={alwaysOn} />
    ),

    /** A number (an id the record names) typed in. */
    number: (source: SourceOf<R>, { alwaysOn = false }: FilterOptions = {}) => (
      <NumberInput key={source} source={source} alwaysOn={alwaysOn} />
    ),

    /** A text equal to the field's. */
    text: (source: SourceOf<R>, { alwaysOn = false }: FilterOptions = {}) => (
      <TextInput key={source} source={source} alwaysOn={alwaysOn} />
    ),

    /** From and to a day, on an instant field: the API's `<field>_gte` and `<field>_lte`. */
    dateRange: (field: SourceOf<R>) => [
      <DateInput key={`${field}_gte`} source={`${field}_gte`} />,
      <DateInput key={`${field}_lte`} source={`${field}_lte`} />,
    ],

    /** A member (or a mentor), found by name or e-mail through the API's `q`. */
    member: (source: SourceOf<R>, reference: 'users' | 'mentors' = 'users') => (
      <ReferenceInput key={source} source={source} reference={reference}>
        <AutocompleteInput
          filterToQuery={(q) => ({ q })}
          label={`resources.${resource}.fields.${source}`}
        />
      </ReferenceInput>
    ),
  }
}
