import {
  AutocompleteInput,
  CreateButton,
  NullableBooleanInput,
  ReferenceInput,
  useLocaleState,
} from 'react-admin'
import type { MentorRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { FullNameField } from '../shared/FullNameField'
import { fieldsOf } from '../shared/fields'
import { searchFilter } from '../shared/filters'
import { useLocalisedName } from '../shared/localised_name'
import { MentorRating } from './MentorRating'

const { BooleanField, DataTable, DateTimeField } = fieldsOf<MentorRecord>()

/** A mentor's skill or industry, picked by its name in the console's language. */
function VocabularyFilter({
  reference,
  ...props
}: {
  source: 'skill_ids' | 'industry_ids'
  reference: 'skills' | 'industries'
}) {
  const optionText = useLocalisedName()
  return (
    <ReferenceInput {...props} reference={reference} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        optionText={optionText}
        filterToQuery={(q) => ({ q })}
        label={`resources.mentors.fields.${props.source}`}
      />
    </ReferenceInput>
  )
}

const mentorFilters = [
  searchFilter(),
  <NullableBooleanInput key="is_active" source="is_active" />,
  <VocabularyFilter key="skill_ids" source="skill_ids" reference="skills" />,
  <VocabularyFilter key="industry_ids" source="industry_ids" reference="industries" />,
]

export default function MentorList() {
  const [locale] = useLocaleState()
  return (
    <List<MentorRecord>
      filters={mentorFilters}
      actions={<ListActions create={<CreateButton label="app.mentors.invite" />} />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="last_name" label="resources.mentors.fields.full_name">
          <FullNameField />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="headline" disableSort sx={{ maxWidth: 320 }} />
        <DataTable.Col source="rating" align="right" field={MentorRating} />
        <DataTable.NumberCol source="sessions_count" locales={locale} />
        <DataTable.Col source="is_active" disableSort field={BooleanField} />
        <DataTable.Col source="next_available_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
