import { useIntl } from 'react-intl'

export type Translate = (id: string, values?: Record<string, any>) => string

/** `t('booking.submit', { name })`: a message of the current locale. */
export function useT(): Translate {
  const intl = useIntl()
  return (id, values) => intl.formatMessage({ id }, values)
}
