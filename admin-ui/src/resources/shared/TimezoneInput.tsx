import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin'

const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['UTC', 'Europe/Rome', 'Europe/London']
  }
})()
const choices = zones.map((zone) => ({ id: zone, name: zone }))

/** An IANA time zone, picked from the browser's list. */
export function TimezoneInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  return <AutocompleteInput {...props} choices={choices} translateChoice={false} />
}
