import { DateField, useLocaleState, type DateFieldProps } from 'react-admin'

/** A date (and by default time) in the console's language; the API sends ISO-8601 UTC strings. */
export function DateTimeField({ showTime = true, sx, ...props }: DateFieldProps) {
  const [locale] = useLocaleState()
  return (
    <DateField
      {...props}
      locales={locale}
      sx={{ whiteSpace: 'nowrap', ...sx }}
      showTime={showTime}
      options={
        showTime
          ? { dateStyle: 'medium', timeStyle: 'short' }
          : { year: 'numeric', month: 'short', day: 'numeric' }
      }
    />
  )
}

/** A date without the time, for columns where the day is enough. */
export function DateOnlyField(props: DateFieldProps) {
  return <DateTimeField {...props} showTime={false} />
}
