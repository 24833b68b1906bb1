import { Stack, Typography } from '@mui/material'
import { Labeled, Edit, TabbedForm, maxLength, required, useTranslate } from 'react-admin'
import type { MentorRecord } from '../../types'
import { FormToolbar } from '../shared/FormToolbar'
import { fieldsOf } from '../shared/fields'
import { inputsOf } from '../shared/inputs'
import { LOCALES, choicesOf } from '../shared/choices'
import { ProfileInputs, ScheduleInput, SessionSettingsInputs } from './MentorInputs'

const { BooleanInput, SelectInput, TextInput, TimezoneInput } = inputsOf<MentorRecord>()
const { EmailField } = fieldsOf<MentorRecord>()

/** The e-mail belongs to the account: shown here, changed on the user's form. */
function EmailNote() {
  const translate = useTranslate()
  return (
    <Labeled source="email">
      <Stack spacing={0.5}>
        <EmailField source="email" />
        <Typography variant="caption" color="text.secondary">
          {translate('app.mentors.email_helper')}
        </Typography>
      </Stack>
    </Labeled>
  )
}

export default function MentorEdit() {
  return (
    <Edit<MentorRecord> mutationMode="pessimistic" redirect="show">
      {/* Mentors are not deleted here: the user account is (Users). */}
      <TabbedForm toolbar={<FormToolbar />}>
        <TabbedForm.Tab label="app.mentors.tabs.identity">
          <TextInput source="firstName" validate={[required(), maxLength(100)]} fullWidth />
          <TextInput source="lastName" validate={[required(), maxLength(100)]} fullWidth />
          <EmailNote />
          <SelectInput source="locale" choices={choicesOf('app.shared.locale', LOCALES)} />
          <TimezoneInput source="timezone" fullWidth />
          <BooleanInput source="isActive" helperText="app.mentors.is_active_helper" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.mentors.tabs.profile" path="profile">
          <ProfileInputs />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.mentors.tabs.schedule" path="schedule">
          <ScheduleInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.mentors.tabs.settings" path="settings">
          <SessionSettingsInputs />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  )
}
