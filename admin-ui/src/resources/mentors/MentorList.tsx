import { AutocompleteInput, CreateButton, ReferenceInput, useLocaleState } from 'react-admin'
import type { MentorRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { FullNameField } from '../shared/FullNameField'
import { fieldsOf, type SourceOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { useLocalisedName } from '../shared/localised_name'
import { MentorRating } from './MentorRating'
import { PauseReasonField } from '../shared/enumFields'
import { PAUSE_REASONS } from '#business/responsiveness'

const { BooleanField, DataTable, DateTimeField } = fieldsOf<MentorRecord>()

/** A mentor's skill or industry, picked by its name in the console's language. */
function VocabularyFilter({
  reference,
  ...props
}: {
  source: Extract<SourceOf<MentorRecord>, 'skillIds' | 'industryIds'>
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

const filters = filtersOf<MentorRecord>('mentors')

const mentorFilters = [
  filters.search(),
  filters.boolean('isActive'),
  filters.boolean('isPaused'),
  filters.choice('pausedReason', 'app.mentors.paused_reason', PAUSE_REASONS),
  <VocabularyFilter key="skillIds" source="skillIds" reference="skills" />,
  <VocabularyFilter key="industryIds" source="industryIds" reference="industries" />,
]

export default function MentorList() {
  const [locale] = useLocaleState()
  return (
    <List<MentorRecord>
      filters={mentorFilters}
      actions={<ListActions create={<CreateButton label="app.mentors.invite" />} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="lastName" label="resources.mentors.fields.fullName">
          <FullNameField />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="headline" disableSort sx={{ maxWidth: 320 }} />
        <DataTable.Col source="rating" align="right" field={MentorRating} />
        <DataTable.NumberCol source="sessionsCount" locales={locale} />
        <DataTable.Col source="isActive" disableSort field={BooleanField} />
        <DataTable.Col source="nextAvailableAt" field={DateTimeField} />
        <DataTable.Col source="pausedAt" field={DateTimeField} />
        <DataTable.Col source="pausedReason" disableSort field={PauseReasonField} />
      </DataTable>
    </List>
  )
}
