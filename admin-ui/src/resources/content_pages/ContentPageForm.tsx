import { SelectInput, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin'
import { LOCALES, choicesOf } from '../shared/choices'

/** Keys name a page or block of the site, e.g. `about` or `home.hero`. */
const KEY_PATTERN = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/

export function ContentPageForm() {
  return (
    <SimpleForm sx={{ maxWidth: 900 }}>
      <TextInput
        source="key"
        validate={[required(), maxLength(100), regex(KEY_PATTERN, 'app.content-pages.key_invalid')]}
        helperText="app.content-pages.key_helper"
      />
      <SelectInput
        source="locale"
        choices={choicesOf('app.shared.locale', LOCALES)}
        validate={required()}
      />
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput
        source="body"
        multiline
        minRows={12}
        validate={required()}
        helperText="app.content-pages.body_helper"
        fullWidth
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
    </SimpleForm>
  )
}
