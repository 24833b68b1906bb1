import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import { cn } from '~/lib/cn'
import type { Data } from '@generated/data'

export type Listing = Data.Mentoring.Listing['status']
export type ListingRequirement = Data.Mentoring.Listing['missing'][number]

/** Where a missing step is done elsewhere (the profile fields are on this page). */
const WHERE: Partial<Record<ListingRequirement, 'scheduling.settings.schedule'>> = {
  weekly_hours: 'scheduling.settings.schedule',
}

/**
 * The profile's place in the mentor list; while it is not listed because
 * something is missing, the list of what is missing.
 */
export function ListingNotice({
  listing,
  missing,
}: {
  listing: Listing
  missing: ListingRequirement[]
}) {
  const tone =
    listing === 'listed'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
      : 'border-amber-200 bg-amber-50 text-amber-900'
  return (
    <div className={cn('mt-6 rounded-md border px-4 py-3 text-sm', tone)} data-testid="listing">
      <p>
        <span className="font-semibold">
          <FormattedMessage id="mentor_settings.listing.label" />
          {': '}
        </span>
        <FormattedMessage id={`mentor_settings.listing.${listing}`} />
      </p>
      {listing === 'incomplete' && missing.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="listing-missing">
          {missing.map((step) => (
            <li key={step}>
              {WHERE[step] ? (
                <Link route={WHERE[step]} className="underline underline-offset-2">
                  <FormattedMessage id={`mentor_settings.listing.missing.${step}`} />
                </Link>
              ) : (
                <FormattedMessage id={`mentor_settings.listing.missing.${step}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
