import { forwardRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { MATCH_SORTS } from '#business/matching'
import { Spinner } from '~/components/loading/spinner'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { MatchCard } from '~/components/matching/match_card'
import type { MatchResult, MatchWhyNot, Pagination, SortValue } from '~/components/matching/types'
import { WhyNotNotice } from '~/components/matching/why_not_notice'
import { Select } from '~/components/ui/select'
import { useT } from '~/components/ui/use_t'

/**
 * The matches: count, sort, a thin search's "why not" with its one-click
 * relax, the list with 'Load more', 'Refine search' and 'Save search'; the
 * spec's empty state when nothing matches.
 */
export const MatchResults = forwardRef<
  HTMLHeadingElement,
  {
    data: MatchResult[]
    pagination: Pagination | null
    whyNot: MatchWhyNot | null
    sort: SortValue
    loading: boolean
    loadingMore: boolean
    onSort: (sort: SortValue) => void
    onRelax: (criterion: MatchWhyNot['criterion']) => void
    onLoadMore: () => void
    onRefine: () => void
    onSave: () => void
  }
>(function MatchResults(
  {
    data,
    pagination,
    whyNot,
    sort,
    loading,
    loadingMore,
    onSort,
    onRelax,
    onLoadMore,
    onRefine,
    onSave,
  },
  headingRef
) {
  const t = useT()
  const total = pagination?.total ?? 0

  return (
    <section aria-labelledby="matching-results-title" aria-busy={loading || loadingMore}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="matching-results-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            <FormattedMessage id="matching.results.title" />
          </h2>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {loading
              ? t('matching.results.loading')
              : t('matching.results.count', { count: total })}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <label htmlFor="matching-sort" className="block text-sm font-medium text-slate-800">
              <FormattedMessage id="matching.fields.sort" />
            </label>
            <Select
              id="matching-sort"
              value={sort}
              options={MATCH_SORTS.map((one) => ({
                value: one,
                label: t(`matching.sorts.${one}`),
              }))}
              onValueChange={onSort}
              disabled={loading}
              className="mt-1.5 w-full"
            />
          </div>
          <button type="button" className={secondaryButtonClass} onClick={onRefine}>
            <FormattedMessage id="matching.results.refine" />
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onSave}>
            <FormattedMessage id="matching.saved.saveAction" />
          </button>
        </div>
      </div>

      <WhyNotNotice
        message={
          whyNot && !loading
            ? t('matching.whyNot.hint', { criterion: whyNot.label, count: whyNot.added })
            : null
        }
      >
        {whyNot ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => onRelax(whyNot.criterion)}
          >
            {t('matching.whyNot.relax', { criterion: whyNot.label })}
          </button>
        ) : null}
      </WhyNotNotice>

      {loading ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner size="lg" label={t('matching.results.loading')} />
        </div>
      ) : data.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">
            <FormattedMessage id="matching.results.emptyTitle" />
          </p>
          <p className="mt-2 text-sm text-slate-600">
            <FormattedMessage id="matching.results.emptyDescription" />
          </p>
          <button type="button" className={`${primaryButtonClass} mt-6`} onClick={onRefine}>
            <FormattedMessage id="matching.results.refine" />
          </button>
        </div>
      ) : (
        <>
          <ol className="mt-6 space-y-4" aria-label={t('matching.results.listLabel')}>
            {data.map((match) => (
              <li key={match.id}>
                <MatchCard match={match} />
              </li>
            ))}
          </ol>
          {pagination?.hasMore ? (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={onLoadMore}
                disabled={loadingMore}
              >
                {loadingMore ? <Spinner size="xs" /> : null}
                {loadingMore ? t('matching.results.loadingMore') : t('matching.results.loadMore')}
              </button>
            </div>
          ) : null}
          <p className="mt-4 text-center text-sm text-slate-500">
            <FormattedMessage id="matching.results.shown" values={{ shown: data.length, total }} />
          </p>
        </>
      )}
    </section>
  )
})
