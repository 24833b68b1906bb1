import { useIntl } from 'react-intl'
import { inputClass, type FieldControlProps } from '~/components/ui/field'

/** "America/New_York" reads "America/New York". */
export function timeZoneLabel(zone: string) {
  return zone.replace(/_/g, ' ')
}

export function TimeZoneSelect({
  value,
  onChange,
  timeZones,
  control,
}: {
  value: string
  onChange: (zone: string) => void
  timeZones: string[]
  control: FieldControlProps
}) {
  const intl = useIntl()
  // A zone the list lacks (a browser alias such as Asia/Kolkata) stays selectable.
  const zones = value && !timeZones.includes(value) ? [value, ...timeZones] : timeZones
  return (
    <select
      {...control}
      className={inputClass}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
    >
      <option value="" disabled>
        {intl.formatMessage({ id: 'settings.timeZone.placeholder' })}
      </option>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone === 'UTC'
            ? intl.formatMessage({ id: 'settings.timeZone.utc' })
            : timeZoneLabel(zone)}
        </option>
      ))}
    </select>
  )
}
