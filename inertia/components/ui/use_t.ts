import { useIntl } from 'react-intl'

export type Translate = (id: string, values?: Record<string, any>) => string

/**
 * `t('booking.submit', { name })`: a message of the current locale. With a scope,
 * `useT('dashboard')` gives `t('title')` for `dashboard.title`.
 */
export function useT(scope?: string): Translate {
  const intl = useIntl()
  const prefix = scope ? `${scope}.` : ''
  return (id, values) => intl.formatMessage({ id: prefix + id }, values)
}
