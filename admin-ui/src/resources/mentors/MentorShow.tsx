import {
  Button,
  EditButton,
  Labeled,
  ReferenceArrayField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { Chip, Stack } from '@mui/material'
import PersonIcon from '@mui/icons-material/Person'
import type {
  IndustryRecord,
  MentorRecord,
  ScheduleSlot,
  SessionRecord,
  SkillRecord,
} from '../../types'
import { NoneYet } from '../shared/NoneYet'
import { RelatedRecords } from '../shared/RelatedRecords'
import { fieldsOf } from '../shared/fields'
import { useLocalisedName } from '../shared/localised_name'
import { MentorRating } from './MentorRating'

const {
  ArrayField,
  BooleanField,
  DateTimeField,
  EmailField,
  LocaleField,
  LongTextField,
  NumberField,
  TextField,
} = fieldsOf<MentorRecord>()
const Sessions = fieldsOf<SessionRecord>()
const Slots = fieldsOf<ScheduleSlot>()
const Vocabulary = fieldsOf<SkillRecord | IndustryRecord>()

/** The mentor's id is their user id: the account view is one click away. */
function AccountButton() {
  const record = useRecordContext<MentorRecord>()
  if (!record) return null
  return (
    <Button label="app.mentors.account" to={`/users/${record.id}/show`}>
      <PersonIcon />
    </Button>
  )
}

const MentorShowActions = () => (
  <TopToolbar>
    <AccountButton />
    <EditButton />
  </TopToolbar>
)

function CompanySizes() {
  const record = useRecordContext<MentorRecord>()
  const translate = useTranslate()
  const sizes = record?.company_sizes ?? []
  if (sizes.length === 0) return <>—</>
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <Chip
          key={size}
          size="small"
          label={translate(`app.mentors.company_size.${size}`, { _: size })}
        />
      ))}
    </Stack>
  )
}

function LocalisedChips({
  reference,
  source,
}: {
  reference: 'skills' | 'industries'
  source: 'skill_ids' | 'industry_ids'
}) {
  const optionText = useLocalisedName()
  return (
    <ReferenceArrayField reference={reference} source={source}>
      <SingleFieldList linkType={false}>
        <Vocabulary.FunctionField
          render={(record) => <Chip size="small" label={optionText(record)} />}
        />
      </SingleFieldList>
    </ReferenceArrayField>
  )
}

function Weekday() {
  const record = useRecordContext<ScheduleSlot>()
  const translate = useTranslate()
  return <>{record ? translate(`app.shared.weekday.${record.weekday}`) : null}</>
}

export default function MentorShow() {
  return (
    <Show actions={<MentorShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.mentors.tabs.profile">
          <TextField source="full_name" />
          <EmailField source="email" />
          <TextField source="headline" emptyText="—" />
          <LongTextField source="bio" emptyText="—" />
          <NumberField source="years_of_experience" emptyText="—" />
          <Labeled source="skill_ids">
            <LocalisedChips reference="skills" source="skill_ids" />
          </Labeled>
          <Labeled source="industry_ids">
            <LocalisedChips reference="industries" source="industry_ids" />
          </Labeled>
          <Labeled source="company_sizes">
            <CompanySizes />
          </Labeled>
          <LocaleField source="locale" />
          <TextField source="timezone" />
          <BooleanField source="is_active" />
          <BooleanField source="is_approved" />
          <DateTimeField source="created_at" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.mentors.tabs.activity" path="activity">
          <MentorRating source="rating" />
          <NumberField source="ratings_count" />
          <NumberField source="sessions_count" />
          <DateTimeField source="next_available_at" emptyText="—" />
          <RelatedRecords
            reference="sessions"
            target="mentor_user_id"
            label="app.mentors.sessions"
            sort={{ field: 'starts_at', order: 'DESC' }}
          >
            <Sessions.Col source="starts_at" field={Sessions.DateTimeField} />
            <Sessions.Col source="mentee_name" disableSort />
            <Sessions.Col source="status" field={Sessions.SessionStatusField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.mentors.tabs.schedule" path="schedule">
          <ArrayField source="schedule" label={false}>
            <Slots.DataTable bulkActionButtons={false} empty={<NoneYet />}>
              <Slots.Col source="weekday" label="app.mentors.schedule.weekday" disableSort>
                <Weekday />
              </Slots.Col>
              <Slots.Col source="start_time" label="app.mentors.schedule.start_time" disableSort />
              <Slots.Col source="end_time" label="app.mentors.schedule.end_time" disableSort />
            </Slots.DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.mentors.tabs.settings" path="settings">
          <NumberField source="session_duration_minutes" />
          <NumberField source="buffer_before_minutes" />
          <NumberField source="buffer_after_minutes" />
          <NumberField source="max_sessions_per_month" emptyText="—" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
