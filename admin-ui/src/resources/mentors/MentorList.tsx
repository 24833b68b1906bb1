import {
  AutocompleteInput,
  BooleanField,
  CreateButton,
  ExportButton,
  FilterButton,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  TopToolbar,
  useLocaleState,
  useRecordContext,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { useLocalisedName } from '../shared/localised_name'
import { MentorRating } from './MentorRating'

function SkillFilter(props: { source: string; alwaysOn?: boolean }) {
  const optionText = useLocalisedName()
  return (
    <ReferenceInput {...props} reference="skills" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        optionText={optionText}
        filterToQuery={(q) => ({ q })}
        label="resources.mentors.fields.skill_ids"
      />
    </ReferenceInput>
  )
}

function IndustryFilter(props: { source: string; alwaysOn?: boolean }) {
  const optionText = useLocalisedName()
  return (
    <ReferenceInput {...props} reference="industries" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        optionText={optionText}
        filterToQuery={(q) => ({ q })}
        label="resources.mentors.fields.industry_ids"
      />
    </ReferenceInput>
  )
}

const mentorFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="is_active" source="is_active" />,
  <SkillFilter key="skill_ids" source="skill_ids" />,
  <IndustryFilter key="industry_ids" source="industry_ids" />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="app.mentors.invite" />
    <ExportButton />
  </TopToolbar>
)

const FullName = () => {
  const record = useRecordContext()
  return <>{record?.full_name}</>
}

export default function MentorList() {
  const [locale] = useLocaleState()
  return (
    <List
      filters={mentorFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="last_name" label="resources.mentors.fields.full_name">
          <FullName />
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
