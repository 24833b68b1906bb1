import type { IntlShape } from 'react-intl'
import { CURRENCY } from '#business/pricing'

/** An amount in cents in the viewer's locale: whole euros without decimals (`€533`, `533 €`). */
export function formatMoney(intl: IntlShape, cents: number, currency: string = CURRENCY) {
  const whole = cents % 100 === 0
  return intl.formatNumber(cents / 100, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })
}
