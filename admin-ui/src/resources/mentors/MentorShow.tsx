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
import { fieldsOf, NO_VALUE } from '../shared/fields'
import { useLocalisedName } from '../shared/localised_name'
import { MentorRating } from './MentorRating'
import { PauseReasonField } from '../shared/enumFields'

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
  const sizes = record?.companySizes ?? []
  if (sizes.length === 0) return <>{NO_VALUE}</>
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
  source: 'skillIds' | 'industryIds'
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

function DayOfWeek() {
  const record = useRecordContext<ScheduleSlot>()
  const translate = useTranslate()
  return <>{record ? translate(`app.shared.dayOfWeek.${record.dayOfWeek}`) : null}</>
}

export default function MentorShow() {
  return (
    <Show actions={<MentorShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.mentors.tabs.profile">
          <TextField source="fullName" />
          <EmailField source="email" />
          <TextField source="headline" />
          <LongTextField source="bio" />
          <NumberField source="yearsOfExperience" />
          <Labeled source="skillIds">
            <LocalisedChips reference="skills" source="skillIds" />
          </Labeled>
          <Labeled source="industryIds">
            <LocalisedChips reference="industries" source="industryIds" />
          </Labeled>
          <Labeled source="companySizes">
            <CompanySizes />
          </Labeled>
          <LocaleField source="locale" />
          <TextField source="timezone" />
          <BooleanField source="isActive" />
          <BooleanField source="isApproved" />
          <BooleanField source="isPaused" />
          <DateTimeField source="pausedAt" />
          <Labeled source="pausedReason">
            <PauseReasonField source="pausedReason" />
          </Labeled>
          <DateTimeField source="createdAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.mentors.tabs.activity" path="activity">
          <MentorRating source="rating" />
          <NumberField source="ratingsCount" />
          <NumberField source="sessionsCount" />
          <DateTimeField source="nextAvailableAt" />
          <RelatedRecords
            reference="sessions"
            target="mentorUserId"
            label="app.mentors.sessions"
            sort={{ field: 'startsAt', order: 'DESC' }}
          >
            <Sessions.Col source="startsAt" field={Sessions.DateTimeField} />
            <Sessions.Col source="menteeName" disableSort />
            <Sessions.Col source="status" field={Sessions.SessionStatusField} />
          </RelatedRecords>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.mentors.tabs.schedule" path="schedule">
          <ArrayField source="schedule" label={false}>
            <Slots.DataTable bulkActionButtons={false} empty={<NoneYet />}>
              <Slots.Col source="dayOfWeek" label="app.mentors.schedule.dayOfWeek" disableSort>
                <DayOfWeek />
              </Slots.Col>
              <Slots.Col source="startTime" label="app.mentors.schedule.startTime" disableSort />
              <Slots.Col source="endTime" label="app.mentors.schedule.endTime" disableSort />
            </Slots.DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.mentors.tabs.settings" path="settings">
          <NumberField source="sessionDurationMinutes" />
          <NumberField source="bufferBeforeMinutes" />
          <NumberField source="bufferAfterMinutes" />
          <NumberField source="maxSessionsPerMonth" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
