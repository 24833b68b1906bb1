import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import type { CatalogueRelaxable } from '#business/matching'
import { secondaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'
import { WhyNotNotice } from '~/components/matching/why_not_notice'
import { queryOf } from '~/components/mentoring/catalogue_query'

type Filters = Data.Mentoring.CatalogueFilters

/** The filters without one of them: what the one-click relax links to. */
const WITHOUT: Record<CatalogueRelaxable, (filters: Filters) => Filters> = {
  q: (filters) => ({ ...filters, q: '' }),
  skills: (filters) => ({ ...filters, skills: [] }),
  industries: (filters) => ({ ...filters, industries: [] }),
  priceMin: (filters) => ({ ...filters, priceMin: null }),
  priceMax: (filters) => ({ ...filters, priceMax: null }),
}

/**
 * The mentor list's "why not": on a thin search, the filter whose removal
 * adds the most mentors and a link to the same list without it (the other
 * filters and the sort kept in the URL).
 */
export function CatalogueWhyNot({
  whyNot,
  filters,
  onRelaxed,
}: {
  whyNot: Data.Mentoring.WhyNot | null
  filters: Filters
  onRelaxed: () => void
}) {
  const t = useT()
  const relax = whyNot ? WITHOUT[whyNot.criterion as CatalogueRelaxable] : undefined
  return (
    <WhyNotNotice
      message={
        whyNot && relax
          ? t('mentors.whyNot.hint', { criterion: whyNot.label, count: whyNot.added })
          : null
      }
    >
      {whyNot && relax ? (
        <Link
          route="mentoring.mentors"
          qs={queryOf(relax(filters))}
          preserveScroll
          preserveState
          onSuccess={onRelaxed}
          className={secondaryButtonClass}
        >
          {t('mentors.whyNot.relax', { criterion: whyNot.label })}
        </Link>
      ) : null}
    </WhyNotNotice>
  )
}
