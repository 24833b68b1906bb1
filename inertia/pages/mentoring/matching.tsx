import { useRef, useState } from 'react'
import type { Data } from '@generated/data'
import { Head, useRemember } from '@inertiajs/react'
import * as Tabs from '@radix-ui/react-tabs'
import { FormattedMessage } from 'react-intl'
import { toast } from '~/components/toast'
import { ApiError } from '~/lib/api'
import { quickMatch, searchMatches } from '~/components/matching/matching_calls'
import { AdvancedFilters } from '~/components/matching/advanced_filters'
import { GuidedSearch, stepWithError } from '~/components/matching/guided_search'
import { MatchResults } from '~/components/matching/match_results'
import { ProRequest } from '~/components/matching/pro_request'
import { QuickMatch } from '~/components/matching/quick_match'
import { SavedSearches, SaveSearchDialog } from '~/components/matching/saved_searches'
import { useSavedPreferences } from '~/components/matching/use_saved_preferences'
import {
  completeCriteria,
  errorFor,
  type Criteria,
  type FieldErrors,
  type MatchPage,
  type MatchWhyNot,
  type SortValue,
} from '~/components/matching/types'
import { cn } from '~/lib/cn'
import { tabPanelClass } from '~/components/ui/tab_panel'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Mode = 'quick' | 'guided' | 'advanced' | 'saved'
const MODES: Mode[] = ['quick', 'guided', 'advanced', 'saved']

/** The page's props, from MatchingPageTransformer (`plan` is null for mentors: no PRO upsell). */
type Props = Data.Mentoring.MatchingPage

/** The search the results come from: sort and 'Load more' repeat it. */
type LastSearch = { kind: 'quick' | 'search'; criteria: Criteria }

/**
 * Mentor matching (spec screen "Mentor matching"): Quick Match, Guided
 * Search, Advanced Filters and saved preferences build the criteria; the
 * results replace them until 'Refine search' brings them back with their
 * values. What the visitor did is remembered in the browser history, so
 * coming back from a mentor's profile shows the same results.
 */
export default function Matching(props: Props) {
  const t = useT()
  const prefill = completeCriteria(props.prefill)

  const [mode, setMode] = useRemember<Mode>(
    props.quickMatch.available ? 'quick' : 'guided',
    'matching.mode'
  )
  const [criteria, setCriteria] = useRemember<Criteria>(prefill, 'matching.criteria')
  const [step, setStep] = useRemember(0, 'matching.step')
  const [view, setView] = useRemember<'criteria' | 'results'>('criteria', 'matching.view')
  const [results, setResults] = useRemember<MatchPage | null>(null, 'matching.results')
  const [lastSearch, setLastSearch] = useRemember<LastSearch | null>(null, 'matching.last')
  const [sort, setSort] = useRemember<SortValue>('score', 'matching.sort')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [loading, setLoading] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [saveOpen, setSaveOpen] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const criteriaHeading = useRef<HTMLHeadingElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const saved = useSavedPreferences(props.preferences, {
    onLoad: (loaded) => {
      setCriteria(loaded)
      return run({ kind: 'search', criteria: loaded }, { sort: 'score' })
    },
  })

  const set = <K extends keyof Criteria>(field: K, value: Criteria[K]) => {
    setCriteria((current) => ({ ...current, [field]: value }))
    if (errorFor(errors, field)) setErrors({})
  }

  async function run(search: LastSearch, options: { sort?: SortValue; page?: number } = {}) {
    const page = options.page ?? 1
    const nextSort = options.sort ?? sort
    const append = page > 1
    if (append) setLoadingMore(true)
    else setLoading(true)
    setErrors({})
    try {
      const response =
        search.kind === 'quick'
          ? await quickMatch(nextSort, page, search.criteria.anyIndustry)
          : await searchMatches(search.criteria, nextSort, page)
      const used = response.criteria ? completeCriteria(response.criteria) : search.criteria
      if (response.criteria) setCriteria(used)
      setLastSearch({ kind: search.kind, criteria: used })
      setSort(nextSort)
      setResults((current) =>
        append && current
          ? {
              data: [...current.data, ...response.data],
              pagination: response.pagination,
              whyNot: response.whyNot,
            }
          : { data: response.data, pagination: response.pagination, whyNot: response.whyNot }
      )
      if (!append) {
        setView('results')
        focusAfterRender(() => resultsHeading.current?.focus())
      }
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') {
        setErrors(error.fieldErrors)
        setView('criteria')
        if (mode === 'guided') setStep(stepWithError(error.fieldErrors) ?? step)
        toast({
          title: search.kind === 'quick' ? error.message : t('matching.errors.checkFields'),
          variant: 'destructive',
        })
      } else {
        toast({
          title: t('matching.errors.searchFailed'),
          description: error instanceof ApiError ? error.message : t('matching.errors.tryAgain'),
          variant: 'destructive',
        })
      }
    } finally {
      setLoading(false)
      setLoadingMore(false)
    }
  }

  /**
   * The one-click relax of a thin search: the same search (Quick Match too) without that
   * criterion; the industries stay chosen and rank, mentors outside their sectors join.
   */
  function relax(criterion: MatchWhyNot['criterion']) {
    if (!lastSearch) return
    const relaxed =
      criterion === 'industries'
        ? { ...lastSearch.criteria, anyIndustry: true }
        : { ...lastSearch.criteria, [criterion]: null }
    setCriteria(relaxed)
    return run({ kind: lastSearch.kind, criteria: relaxed })
  }

  function refine() {
    setView('criteria')
    // Quick Match criteria come back in the form that shows them all.
    if (lastSearch?.kind === 'quick' || mode === 'saved' || mode === 'quick') setMode('advanced')
    focusAfterRender(() => criteriaHeading.current?.focus())
  }

  return (
    <>
      <Head title={t('matching.page.title')} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            <FormattedMessage id="matching.page.title" />
          </h1>
          <p className="mt-2 text-base text-slate-600">
            <FormattedMessage id="matching.page.description" />
          </p>
        </header>

        <div className={cn('mt-8 grid gap-8', props.plan && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
          <div>
            {view === 'results' && results ? (
              <MatchResults
                ref={resultsHeading}
                data={results.data}
                pagination={results.pagination}
                // Results remembered in the history before the hint existed have none.
                whyNot={results.whyNot ?? null}
                sort={sort}
                loading={loading}
                loadingMore={loadingMore}
                onSort={(next) => lastSearch && run(lastSearch, { sort: next })}
                onRelax={relax}
                onLoadMore={() =>
                  lastSearch && run(lastSearch, { page: (results.pagination.page ?? 1) + 1 })
                }
                onRefine={refine}
                onSave={() => setSaveOpen(true)}
              />
            ) : (
              <section
                aria-labelledby="matching-criteria-title"
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2
                  id="matching-criteria-title"
                  ref={criteriaHeading}
                  tabIndex={-1}
                  className="sr-only"
                >
                  <FormattedMessage id="matching.page.criteriaTitle" />
                </h2>
                <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)}>
                  <Tabs.List
                    aria-label={t('matching.page.modesLabel')}
                    className="flex flex-wrap gap-1 border-b border-slate-200"
                  >
                    {MODES.map((one) => (
                      <Tabs.Trigger
                        key={one}
                        value={one}
                        className={cn(
                          '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                          one === mode
                            ? 'border-brand-700 text-brand-800'
                            : 'border-transparent text-slate-600 hover:text-slate-900'
                        )}
                      >
                        <FormattedMessage id={`matching.modes.${one}`} />
                        {one === 'saved' && saved.preferences.length
                          ? ` (${saved.preferences.length})`
                          : null}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  <Tabs.Content value="quick" className={tabPanelClass}>
                    <QuickMatch
                      available={props.quickMatch.available}
                      estimatedMinutes={props.quickMatch.estimatedMinutes}
                      prefill={prefill}
                      industries={props.industries}
                      searching={loading}
                      onRun={() =>
                        run(
                          { kind: 'quick', criteria: { ...prefill, anyIndustry: false } },
                          { sort: 'score' }
                        )
                      }
                      onGuided={() => setMode('guided')}
                    />
                  </Tabs.Content>
                  <Tabs.Content value="guided" className={tabPanelClass}>
                    <GuidedSearch
                      criteria={criteria}
                      set={set}
                      errors={errors}
                      setErrors={setErrors}
                      industries={props.industries}
                      skills={props.skills}
                      step={step}
                      setStep={setStep}
                      searching={loading}
                      onSearch={() => run({ kind: 'search', criteria }, { sort: 'score' })}
                    />
                  </Tabs.Content>
                  <Tabs.Content value="advanced" className={tabPanelClass}>
                    <AdvancedFilters
                      criteria={criteria}
                      set={set}
                      errors={errors}
                      industries={props.industries}
                      skills={props.skills}
                      searching={loading}
                      onSearch={() => run({ kind: 'search', criteria })}
                      onSave={() => setSaveOpen(true)}
                      onReset={() => {
                        setCriteria(prefill)
                        setErrors({})
                      }}
                    />
                  </Tabs.Content>
                  <Tabs.Content value="saved" className={tabPanelClass}>
                    <SavedSearches
                      preferences={saved.preferences}
                      busyId={saved.busyId}
                      onLoad={saved.load}
                      onDelete={saved.remove}
                    />
                  </Tabs.Content>
                </Tabs.Root>
              </section>
            )}
          </div>
          {props.plan ? (
            <aside>
              <ProRequest plan={props.plan} criteria={lastSearch?.criteria ?? criteria} />
            </aside>
          ) : null}
        </div>
      </div>
      <SaveSearchDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        // From the results, the search that gave them; else the form as it stands.
        onSave={(name) =>
          saved.save(name, view === 'results' && lastSearch ? lastSearch.criteria : criteria)
        }
      />
    </>
  )
}
