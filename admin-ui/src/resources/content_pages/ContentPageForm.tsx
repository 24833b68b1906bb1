import type { ReactElement } from 'react'
import { SimpleForm, maxLength, required } from 'react-admin'
import type { ContentPageRecord } from '../../types'
import { inputsOf } from '../shared/inputs'
import { CONTENT_KEYS, LOCALES, RULES, choicesOf } from '../shared/choices'

const { SelectInput, TextInput } = inputsOf<ContentPageRecord>()

export function ContentPageForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm sx={{ maxWidth: 900 }} toolbar={toolbar}>
      <SelectInput
        source="key"
        choices={choicesOf('app.content-pages.keys', CONTENT_KEYS)}
        validate={required()}
        helperText="app.content-pages.key_helper"
      />
      <SelectInput
        source="locale"
        choices={choicesOf('app.shared.locale', LOCALES)}
        validate={required()}
      />
      <TextInput
        source="title"
        validate={[required(), maxLength(RULES.contentTitleMax)]}
        fullWidth
      />
      <TextInput
        source="body"
        multiline
        minRows={12}
        validate={[required(), maxLength(RULES.contentBodyMax)]}
        helperText="app.content-pages.body_helper"
        fullWidth
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
    </SimpleForm>
  )
}
