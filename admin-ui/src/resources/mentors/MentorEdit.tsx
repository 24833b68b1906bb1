import {
  BooleanInput,
  Edit,
  SelectInput,
  SaveButton,
  TabbedForm,
  Toolbar,
  TextInput,
  maxLength,
  required,
} from 'react-admin'
import { TimezoneInput } from '../shared/TimezoneInput'
import { LOCALES, choicesOf } from '../shared/choices'
import { ProfileInputs, ScheduleInput, SessionSettingsInputs } from './MentorInputs'

export default function MentorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      {/* Mentors are not deleted here: the user account is (Users). */}
      <TabbedForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="app.mentors.tabs.identity">
          <TextInput source="first_name" validate={[required(), maxLength(100)]} fullWidth />
          <TextInput source="last_name" validate={[required(), maxLength(100)]} fullWidth />
          <TextInput source="email" readOnly helperText="app.mentors.email_helper" fullWidth />
          <SelectInput source="locale" choices={choicesOf('app.shared.locale', LOCALES)} />
          <TimezoneInput source="timezone" fullWidth />
          <BooleanInput source="is_active" helperText="app.mentors.is_active_helper" />
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
