import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import * as Tabs from '@radix-ui/react-tabs'
import { SESSION_TABS, type SessionTab } from '#business/sessions'
import { Spinner } from '~/components/loading/spinner'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { api } from '~/lib/api'
import { urlFor } from '~/client'
import { cn } from '~/lib/cn'
import { SessionCard } from '~/components/scheduling/session_card'
import type { SessionPage } from '~/components/scheduling/types'
import { useNow } from '~/components/scheduling/use_now'
import { useT } from '~/components/ui/use_t'
import { tabPanelClass } from '~/components/ui/tab_panel'

type Props = {
  tab: SessionTab
  /** Null when the server could not read the list. */
  sessions: SessionPage | null
}

/** How often the join buttons look at the clock again. */
const CLOCK_TICK_MS = 30_000

function pathOf(tab: SessionTab, page: number) {
  return urlFor('scheduling.sessions', undefined, { qs: page > 1 ? { tab, page } : { tab } })
}

/**
 * `/dashboard/sessions` (My Sessions): tabs upcoming, completed, cancelled
 * and all, each with its own empty state, and the session cards with their
 * actions and dialogs. The first render comes from the server; switching
 * tabs, paging and refreshing after an action read GET /api/sessions and
 * keep the address in step.
 */
export default function MySessionsPage({ tab, sessions }: Props) {
  const t = useT()
  const { timeZone } = usePage().props
  const viewerZone = timeZone || 'UTC'
  const now = useNow(CLOCK_TICK_MS)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(sessions === null)
  const latest = useRef(0)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const load = useCallback(
    async (nextTab: SessionTab, page: number, options: { quiet?: boolean } = {}) => {
      const call = ++latest.current
      if (!options.quiet) setLoading(true)
      try {
        // The list call answers the page's own shape (SessionTransformer's fields).
        const result: SessionPage = await api('scheduling.api.sessions.index', {
          query: { tab: nextTab, page },
          silent: true,
        })
        if (call !== latest.current) return
        setFailed(false)
        router.replace({
          url: pathOf(nextTab, result.meta.page),
          props: (current: any) => ({ ...current, tab: nextTab, sessions: result }),
          preserveScroll: true,
          preserveState: true,
        })
      } catch {
        if (call !== latest.current) return
        setFailed(true)
        router.replace({
          url: pathOf(nextTab, page),
          props: (current: any) => ({ ...current, tab: nextTab }),
          preserveScroll: true,
          preserveState: true,
        })
      } finally {
        if (call === latest.current) setLoading(false)
      }
    },
    []
  )

  const page = sessions?.meta.page ?? 1
  // After an action the list is read again, and the card may leave it (a cancelled session
  // leaves Upcoming): if the focus went with the card, it goes to the list's heading, not to
  // the top of the page. Checked when the new list is on the page, not after a guessed delay.
  const refocusIfLost = useRef(false)
  const refresh = useCallback(async () => {
    refocusIfLost.current = true
    await load(tab, page, { quiet: true })
  }, [load, tab, page])
  useLayoutEffect(() => {
    if (!refocusIfLost.current) return
    refocusIfLost.current = false
    const focused = document.activeElement
    if (!focused || focused === document.body || focused.tagName === 'MAIN') {
      headingRef.current?.focus()
    }
  }, [sessions, failed])

  function goToPage(event: MouseEvent, next: number) {
    event.preventDefault()
    load(tab, next).then(() => headingRef.current?.focus())
  }

  return (
    <>
      <Head title={t('my_sessions.page.title')} />
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('my_sessions.page.title')}
          </h1>
          <p className="mt-2 max-w-3xl text-lg text-slate-600">{t('my_sessions.page.intro')}</p>
        </header>

        <Tabs.Root
          value={tab}
          onValueChange={(value) => load(value as SessionTab, 1)}
          activationMode="manual"
          className="mt-8"
        >
          <Tabs.List
            aria-label={t('my_sessions.page.tabsLabel')}
            className="flex gap-1 overflow-x-auto border-b border-slate-200"
          >
            {SESSION_TABS.map((item) => (
              <Tabs.Trigger
                key={item}
                value={item}
                className="-mb-px flex-1 border-b-2 border-transparent px-2 py-2 text-sm sm:flex-none sm:px-4 font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              >
                {t(`my_sessions.tabs.${item}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {SESSION_TABS.map((item) => (
            <Tabs.Content key={item} value={item} className={tabPanelClass}>
              {item === tab ? (
                <TabBody
                  tab={tab}
                  sessions={sessions}
                  failed={failed}
                  loading={loading}
                  viewerZone={viewerZone}
                  now={now}
                  onChanged={refresh}
                  onPage={goToPage}
                  headingRef={headingRef}
                />
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </>
  )
}

function TabBody({
  tab,
  sessions,
  failed,
  loading,
  viewerZone,
  now,
  onChanged,
  onPage,
  headingRef,
}: {
  tab: SessionTab
  sessions: SessionPage | null
  failed: boolean
  loading: boolean
  viewerZone: string
  now: number | null
  onChanged: () => void
  onPage: (event: MouseEvent, page: number) => void
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const t = useT()

  if (failed || !sessions) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
      >
        <p className="font-semibold text-red-900">{t('my_sessions.page.loadFailed')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={cn(secondaryButtonClass, 'mt-4')}
        >
          {t('my_sessions.page.refresh')}
        </button>
      </div>
    )
  }

  const { data, meta } = sessions
  return (
    <div aria-busy={loading} className="relative">
      {/* Read by screen readers; shown while it holds the focus (after a dialog whose session
          left the list), so that sighted keyboard users see where they are. Laid over the
          list's top, never pushing the list down under a pointer on its way to a button. */}
      <h2
        ref={headingRef}
        tabIndex={-1}
        data-return-focus
        className="sr-only text-sm font-semibold text-slate-900 focus:not-sr-only focus:absolute focus:top-0 focus:left-0 focus:z-10 focus:rounded-md focus:bg-white focus:px-2 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
      >
        {t(`my_sessions.tabs.${tab}`)}
      </h2>
      {loading ? (
        <div className="absolute inset-x-0 top-0 z-10 flex justify-center pt-8">
          <Spinner size="md" label={t('my_sessions.page.loading')} className="text-brand-700" />
        </div>
      ) : null}
      <div className={cn(loading && 'opacity-50')}>
        {data.length === 0 ? (
          <div
            className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
            data-empty={tab}
          >
            <p className="text-lg font-semibold text-slate-900">{t(`my_sessions.empty.${tab}`)}</p>
            <p className="mt-2 text-slate-600">{t(`my_sessions.empty.${tab}Hint`)}</p>
            {tab === 'upcoming' || tab === 'all' ? (
              <Link route="mentoring.mentors" className={cn(primaryButtonClass, 'mt-6')}>
                {t('my_sessions.empty.findMentor')}
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              {t('my_sessions.page.total', { count: meta.total })}
            </p>
            <ul className="space-y-4">
              {data.map((session) => (
                <li key={session.id}>
                  <SessionCard
                    session={session}
                    viewerZone={viewerZone}
                    now={now}
                    onChanged={onChanged}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        {meta.lastPage > 1 ? (
          <nav
            aria-label={t('my_sessions.page.pagination')}
            className="mt-6 flex items-center justify-between gap-4 text-sm"
          >
            {meta.page > 1 ? (
              <a
                href={pathOf(tab, meta.page - 1)}
                onClick={(event) => onPage(event, meta.page - 1)}
                className={secondaryButtonClass}
              >
                {t('my_sessions.page.previous')}
              </a>
            ) : (
              <span />
            )}
            <span className="text-slate-600">
              {t('my_sessions.page.pageOf', { page: meta.page, lastPage: meta.lastPage })}
            </span>
            {meta.page < meta.lastPage ? (
              <a
                href={pathOf(tab, meta.page + 1)}
                onClick={(event) => onPage(event, meta.page + 1)}
                className={secondaryButtonClass}
              >
                {t('my_sessions.page.next')}
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </div>
  )
}
