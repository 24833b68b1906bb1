import { useId } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { primaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

const BENEFITS = ['matching', 'help', 'community', 'early'] as const

type Props = {
  /** Heading; defaults to "Unlock the PRO features". */
  title?: string
  /** What the feature gives; defaults to the PRO plan's summary. */
  description?: string
  /** The link's text; defaults to "See PRO plans". */
  action?: string
  /** Lists what PRO adds (the PRO page); features elsewhere keep it short. */
  showBenefits?: boolean
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3
  className?: string
}

/**
 * The one upgrade prompt for PRO-only features, shown to members of other
 * plans instead of the feature: what PRO adds and a link to /pricing. A
 * labelled region, so assistive technologies can find it.
 */
export function UpgradePrompt({
  title,
  description,
  action,
  showBenefits = false,
  headingLevel = 2,
  className,
}: Props) {
  const t = useT('pro_features.upgrade')
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <section
      aria-labelledby={headingId}
      data-testid="upgrade-prompt"
      className={cn('rounded-2xl border border-brand-200 bg-brand-50 p-6', className)}
    >
      <Heading id={headingId} className="text-base font-semibold text-brand-950">
        {title ?? t('title')}
      </Heading>
      <p className="mt-2 text-sm text-brand-900">{description ?? t('description')}</p>
      {showBenefits ? (
        <ul aria-label={t('benefitsLabel')} className="mt-4 space-y-2 text-sm text-brand-950">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
                ✓
              </span>
              {t(`benefits.${benefit}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <Link route="pages.pricing" className={cn(primaryButtonClass, 'mt-4')}>
        {action ?? t('action')}
      </Link>
    </section>
  )
}
