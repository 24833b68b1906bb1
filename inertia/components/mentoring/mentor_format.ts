import type { IntlShape } from 'react-intl'
import { CURRENCY } from '#business/pricing'

/** A whole-euro rate in the viewer's locale. */
export function formatRate(intl: IntlShape, euros: number) {
  return intl.formatNumber(euros, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  })
}

/** An instant in the viewer's time zone, with the zone named. */
export function formatSlot(intl: IntlShape, iso: string) {
  return intl.formatDate(iso, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** The route of a mentor's public profile, for `<Link {...mentorRoute(mentor)}>`: the personal URL when there is one. */
export function mentorRoute(mentor: { id: number; slug: string | null }) {
  return { route: 'mentoring.profile', routeParams: { id: mentor.slug ?? mentor.id } } as const
}
