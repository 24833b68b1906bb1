import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { MENTOR_LIST_RULES, type MentorSort } from '#business/matching'
import type { Data } from '@generated/data'
import { api } from '~/lib/api'
import { toast } from '~/components/toast'
import { Spinner } from '~/components/loading/spinner'
import { MentorCard } from '~/components/mentoring/mentor_card'
import { PriceRangeFilter, isInvertedRange } from '~/components/mentoring/price_range_filter'
import {
  rememberExactPosition,
  rememberListPosition,
  rememberViewedMentor,
  restoreMentorListScroll,
} from '~/lib/scroll_memory'
import { cn } from '~/lib/cn'
import { fieldEdgeClass } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'
import { FacetChecklist } from '~/components/mentoring/facet_checklist'
import { queryOf, urlOf } from '~/components/mentoring/catalogue_query'
import { CatalogueWhyNot } from '~/components/mentoring/catalogue_why_not'

type Filters = Data.Mentoring.CatalogueFilters

type Props = {
  mentors: Data.Mentoring.MentorCard[]
  pagination: Data.Mentoring.Pagination
  firstPage: number
  filters: Filters
  whyNot: Data.Mentoring.WhyNot | null
  facets: Data.Mentoring.CatalogueFacets
  sorts: MentorSort[]
}

const inputClass = `block w-full rounded-lg px-3 py-2 text-base shadow-sm ${fieldEdgeClass}`
const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60'
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60'

/**
 * The mentor list: search, filters, sort, "Load more" with a shareable URL,
 * and the scroll memory that brings a visitor back to the card they opened.
 */
export default function MentorsPage(props: Props) {
  const { mentors, pagination, filters, whyNot, facets, sorts } = props
  const { url } = usePage()
  const t = useT()
  const [draft, setDraft] = useState<Filters>(filters)
  const [loadingMore, setLoadingMore] = useState(false)
  const [searching, setSearching] = useState(false)
  const searchId = useId()
  const sortId = useId()
  // The rate filter says a minimum above the maximum is wrong once applied.
  const [priceChecked, setPriceChecked] = useState(false)
  const priceMinRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLHeadingElement>(null)

  // A new search (or a visit with other filters) starts from what the server applied.
  useEffect(() => setDraft(filters), [filters])

  useEffect(() => restoreMentorListScroll(url), [])

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(rememberListPosition)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    const stopBefore = router.on('before', () => rememberExactPosition())
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      stopBefore()
    }
  }, [])

  /**
   * A search keeps this page mounted (the results heading gets the focus); a
   * new sort keeps the focus on the sort field, where the keyboard user is.
   */
  function search(next: Filters, { focusResults = true } = {}) {
    router.get(urlOf(next), undefined, {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setSearching(true),
      onFinish: () => setSearching(false),
      onSuccess: () => {
        if (focusResults) resultsRef.current?.focus()
      },
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setPriceChecked(true)
    if (isInvertedRange(draft)) return priceMinRef.current?.focus()
    search(draft)
  }

  function clearAll() {
    search({
      q: '',
      skills: [],
      industries: [],
      priceMin: null,
      priceMax: null,
      sort: filters.sort,
    })
  }

  async function loadMore() {
    const nextPage = pagination.page + 1
    setLoadingMore(true)
    try {
      const result = await api('mentoring.api.mentors', {
        query: { ...queryOf(filters, nextPage), page: nextPage },
        silent: true,
      })
      const cards: Data.Mentoring.MentorCard[] = result.data
      router.replace({
        url: urlOf(filters, nextPage),
        props: (current: any) => ({
          ...current,
          mentors: [...current.mentors, ...cards],
          pagination: { ...result.pagination, limit: MENTOR_LIST_RULES.pageSize },
        }),
        preserveScroll: true,
        preserveState: true,
      })
    } catch {
      toast({ variant: 'destructive', title: t('mentors.list.loadFailed') })
    } finally {
      setLoadingMore(false)
    }
  }

  const hasFilters =
    filters.q ||
    filters.skills.length ||
    filters.industries.length ||
    filters.priceMin !== null ||
    filters.priceMax !== null

  return (
    <>
      <Seo title={t('mentors.list.title')} description={t('mentors.list.intro')} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('mentors.list.title')}
          </h1>
          <p className="mt-2 text-lg text-slate-600">{t('mentors.list.intro')}</p>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <form onSubmit={onSubmit} className="space-y-4" aria-label={t('mentors.list.filters')}>
            <div role="search">
              <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
                {t('mentors.list.searchLabel')}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id={searchId}
                  type="search"
                  name="q"
                  value={draft.q}
                  maxLength={MENTOR_LIST_RULES.searchMaxLength}
                  placeholder={t('mentors.list.searchPlaceholder')}
                  onChange={(event) => setDraft({ ...draft, q: event.target.value })}
                  className={inputClass}
                />
                <button type="submit" className={primaryButton} disabled={searching}>
                  {t('mentors.list.searchButton')}
                </button>
              </div>
            </div>

            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t('mentors.list.filters')}
            </h2>
            <FacetChecklist
              legend={t('mentors.list.skills')}
              options={facets.skills}
              selected={draft.skills}
              onChange={(skills) => setDraft({ ...draft, skills })}
            />
            <FacetChecklist
              legend={t('mentors.list.industries')}
              options={facets.industries}
              selected={draft.industries}
              onChange={(industries) => setDraft({ ...draft, industries })}
            />
            <PriceRangeFilter
              value={draft}
              bounds={facets.price}
              showError={priceChecked}
              minRef={priceMinRef}
              onChange={(range) => setDraft({ ...draft, ...range })}
            />
            <div className="flex gap-2">
              <button type="submit" className={primaryButton} disabled={searching}>
                {t('mentors.list.applyFilters')}
              </button>
              {hasFilters ? (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={clearAll}
                  disabled={searching}
                >
                  {t('mentors.list.clearFilters')}
                </button>
              ) : null}
            </div>
          </form>

          <section aria-labelledby="mentor-results" aria-busy={searching}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2
                id="mentor-results"
                ref={resultsRef}
                tabIndex={-1}
                className="text-lg font-semibold text-slate-900 focus:outline-none"
              >
                {t('mentors.list.results', { total: pagination.total })}
              </h2>
              <div className="flex items-center gap-2">
                <label htmlFor={sortId} className="text-sm font-medium text-slate-700">
                  {t('mentors.list.sortLabel')}
                </label>
                <Select
                  id={sortId}
                  value={filters.sort}
                  options={sorts.map((sort) => ({ value: sort, label: t(`mentors.sort.${sort}`) }))}
                  onValueChange={(sort) => search({ ...filters, sort }, { focusResults: false })}
                />
              </div>
            </div>

            <CatalogueWhyNot
              whyNot={whyNot}
              filters={filters}
              onRelaxed={() => resultsRef.current?.focus()}
            />

            {mentors.length === 0 ? (
              <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
                <p className="text-lg font-semibold text-slate-900">
                  {t('mentors.list.emptyTitle')}
                </p>
                <p className="mt-2 text-slate-600">{t('mentors.list.emptyHint')}</p>
              </div>
            ) : (
              <ul
                className={cn(
                  'mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3',
                  searching && 'opacity-60'
                )}
              >
                {mentors.map((mentor) => (
                  <li key={mentor.id}>
                    <MentorCard
                      mentor={mentor}
                      headingLevel="h3"
                      onOpen={() => rememberViewedMentor(mentor.id)}
                    />
                  </li>
                ))}
              </ul>
            )}

            {mentors.length > 0 && (
              <div className="mt-8 flex flex-col items-center gap-3">
                <p className="text-sm text-slate-600" aria-live="polite">
                  {t('mentors.list.showing', { shown: mentors.length, total: pagination.total })}
                </p>
                {pagination.hasMore && (
                  <button
                    type="button"
                    onClick={loadMore}
                    disabled={loadingMore}
                    className={secondaryButton}
                  >
                    {loadingMore ? (
                      <Spinner size="sm" label={t('mentors.list.loadingMore')} />
                    ) : null}
                    {t('mentors.list.loadMore')}
                  </button>
                )}
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
