import {
  AutocompleteArrayInput,
  maxLength,
  minLength,
  maxValue,
  minValue,
  number,
  required,
  SimpleFormIterator,
  useTranslate,
} from 'react-admin'
import type { MentorRecord, ScheduleSlot } from '../../types'
import { inputsOf } from '../shared/inputs'
import { useLocalisedName } from '../shared/localised_name'
import { COMPANY_SIZES, DAYS_OF_WEEK, RULES, SESSION_DURATIONS, choicesOf } from '../shared/choices'

/** Inputs shared by the mentor's create and edit forms. */

const { ArrayInput, CheckboxGroupInput, NumberInput, ReferenceArrayInput, SelectInput, TextInput } =
  inputsOf<MentorRecord>()
const Range = inputsOf<ScheduleSlot>()

export function ProfileInputs() {
  const optionText = useLocalisedName()
  return (
    <>
      <TextInput source="headline" validate={maxLength(RULES.headlineMax)} fullWidth />
      <TextInput
        source="bio"
        multiline
        minRows={4}
        validate={[minLength(RULES.bioMin), maxLength(RULES.bioMax)]}
        fullWidth
      />
      <NumberInput
        source="yearsOfExperience"
        min={0}
        max={RULES.yearsMax}
        validate={[number(), minValue(0), maxValue(RULES.yearsMax)]}
      />
      <ReferenceArrayInput
        source="skillIds"
        reference="skills"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={200}
      >
        <AutocompleteArrayInput
          optionText={optionText}
          filterToQuery={(q) => ({ q })}
          label="resources.mentors.fields.skillIds"
          fullWidth
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput
        source="industryIds"
        reference="industries"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={200}
      >
        <AutocompleteArrayInput
          optionText={optionText}
          filterToQuery={(q) => ({ q })}
          label="resources.mentors.fields.industryIds"
          fullWidth
        />
      </ReferenceArrayInput>
      <CheckboxGroupInput
        source="companySizes"
        choices={choicesOf('app.mentors.company_size', COMPANY_SIZES)}
      />
    </>
  )
}

const keepTime = (value: string) => value || null

/** The weekly hours, each range named as Settings > Schedule names it (`dayOfWeek`...). */
export function ScheduleInput() {
  return (
    <ArrayInput source="schedule" helperText="app.mentors.schedule_helper">
      <SimpleFormIterator inline disableReordering>
        <Range.SelectInput
          source="dayOfWeek"
          label="app.mentors.schedule.dayOfWeek"
          choices={choicesOf('app.shared.dayOfWeek', DAYS_OF_WEEK)}
          validate={required()}
        />
        <Range.TimeInput
          source="startTime"
          label="app.mentors.schedule.startTime"
          parse={keepTime}
          validate={required()}
        />
        <Range.TimeInput
          source="endTime"
          label="app.mentors.schedule.endTime"
          parse={keepTime}
          validate={required()}
        />
      </SimpleFormIterator>
    </ArrayInput>
  )
}

export function SessionSettingsInputs() {
  const translate = useTranslate()
  const durations = SESSION_DURATIONS.map((minutes) => ({
    id: minutes,
    name: translate('app.shared.minutes', { smart_count: minutes }),
  }))
  return (
    <>
      <SelectInput source="sessionDurationMinutes" choices={durations} translateChoice={false} />
      <NumberInput
        source="bufferBeforeMinutes"
        min={0}
        max={RULES.bufferMaxMinutes}
        validate={[minValue(0), maxValue(RULES.bufferMaxMinutes)]}
      />
      <NumberInput
        source="bufferAfterMinutes"
        min={0}
        max={RULES.bufferMaxMinutes}
        validate={[minValue(0), maxValue(RULES.bufferMaxMinutes)]}
      />
      <NumberInput
        source="maxSessionsPerMonth"
        min={1}
        max={RULES.maxSessionsPerMonthMax}
        validate={[minValue(1), maxValue(RULES.maxSessionsPerMonthMax)]}
        helperText="app.mentors.max_sessions_helper"
      />
    </>
  )
}
