import { Typography } from '@mui/material'
import { Create, SimpleForm, email, maxLength, required, useTranslate } from 'react-admin'
import type { MentorRecord } from '../../types'
import { inputsOf } from '../shared/inputs'
import { LOCALES, choicesOf } from '../shared/choices'
import { ProfileInputs } from './MentorInputs'

const { SelectInput, TextInput, TimezoneInput } = inputsOf<MentorRecord>()

/** Creating a mentor invites them: the server e-mails a link to set their password. */
export default function MentorCreate() {
  const translate = useTranslate()
  return (
    <Create<MentorRecord> redirect="show">
      <SimpleForm
        sx={{ maxWidth: 720 }}
        defaultValues={{
          locale: 'en',
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          companySizes: [],
          skillIds: [],
          industryIds: [],
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.mentors.create_intro')}
        </Typography>
        <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
        <TextInput source="firstName" validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="lastName" validate={[required(), maxLength(100)]} fullWidth />
        <SelectInput
          source="locale"
          choices={choicesOf('app.shared.locale', LOCALES)}
          validate={required()}
        />
        <TimezoneInput source="timezone" validate={required()} fullWidth />
        <ProfileInputs />
      </SimpleForm>
    </Create>
  )
}
