import { AutocompleteInput, useRecordContext, type AutocompleteInputProps } from 'react-admin'

// Browsers list canonical zones only: UTC (the server's default) and older aliases a
// record may hold are added so that the input shows them instead of an empty box.
const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['Europe/Rome', 'Europe/London']
  }
})()

/** An IANA time zone, picked from the browser's list. */
export function TimezoneInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  const record = useRecordContext()
  const current = props.source ? record?.[props.source] : undefined
  const extra = ['UTC', typeof current === 'string' ? current : null].filter(
    (zone): zone is string => !!zone && !zones.includes(zone)
  )
  const choices = [...new Set([...extra, ...zones])].map((zone) => ({ id: zone, name: zone }))
  return <AutocompleteInput {...props} choices={choices} translateChoice={false} />
}
