import { TextField, type TextFieldProps } from 'react-admin'

/** Text someone wrote (a motivation, a reason, a bio), its line breaks kept. */
export function LongTextField({ sx, ...props }: TextFieldProps) {
  return <TextField {...props} sx={{ whiteSpace: 'pre-line', ...sx }} />
}
