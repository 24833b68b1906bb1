import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { router, usePage } from '@inertiajs/react'
import { FormattedMessage } from 'react-intl'
import { TOUR_STEPS, type TourStep } from '#business/accounts'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'
import { urlFor } from '~/client'
import { focusMain } from '~/lib/focus_main'

/** The header link each step points at (when it is on screen). */
const ANCHORS: Record<TourStep, string> = {
  dashboard: `header nav a[href="${urlFor('scheduling.dashboard')}"]`,
  mentors: `header nav a[href="${urlFor('mentoring.mentors')}"]`,
  sessions: `header nav a[href="${urlFor('scheduling.sessions')}"]`,
  settings: `header nav a[href^="${urlFor('accounts.settings')}"]`,
}

const POPOVER_WIDTH = 360
const GAP = 12

type Outcome = 'completed' | 'skipped'
type Rect = { top: number; left: number; width: number; height: number }

function visibleRect(selector: string): Rect | null {
  const element = document.querySelector<HTMLElement>(selector)
  if (!element) return null
  const rect = element.getBoundingClientRect()
  if (rect.width === 0 || rect.height === 0) return null
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
}

const FOCUSABLE =
  'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The guided tour shown once after onboarding: a modal dialog per step
 * (dashboard, mentors, sessions, settings) pointing at the header link of
 * that area when it is visible. Next / Back / Finish, "Skip tour", Escape
 * skips; focus stays in the dialog and returns where it was afterwards.
 */
export function GuidedTour({
  steps = [...TOUR_STEPS],
  onFinish,
}: {
  steps?: TourStep[]
  onFinish: (outcome: Outcome) => void
}) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [anchor, setAnchor] = useState<Rect | null>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const step = steps[index]
  const last = index === steps.length - 1

  const finish = useCallback(
    (outcome: Outcome) => {
      onFinish(outcome)
      const target = returnFocus.current
      // Opened over a fresh page (nothing focused yet): the page's content takes the focus, not the body.
      if (target?.isConnected && target !== document.body) target.focus()
      else focusMain()
    },
    [onFinish]
  )

  useEffect(() => {
    returnFocus.current = document.activeElement as HTMLElement | null
  }, [])

  // Bring the step's anchor into view (the page may open scrolled down), then
  // follow it through scrolling and resizing.
  useLayoutEffect(() => {
    const update = () => setAnchor(visibleRect(ANCHORS[step]))
    document.querySelector<HTMLElement>(ANCHORS[step])?.scrollIntoView({ block: 'nearest' })
    update()
    window.addEventListener('resize', update)
    window.addEventListener('scroll', update, true)
    return () => {
      window.removeEventListener('resize', update)
      window.removeEventListener('scroll', update, true)
    }
  }, [step])

  useEffect(() => {
    titleRef.current?.focus()
  }, [step])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      finish('skipped')
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (!focusable.length) return
    const first = focusable[0]
    const lastOne = focusable[focusable.length - 1]
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === titleRef.current)
    ) {
      event.preventDefault()
      lastOne.focus()
    } else if (!event.shiftKey && document.activeElement === lastOne) {
      event.preventDefault()
      first.focus()
    }
  }

  const width =
    typeof window === 'undefined' ? POPOVER_WIDTH : Math.min(POPOVER_WIDTH, window.innerWidth - 24)
  const position = anchor
    ? {
        top: anchor.top + anchor.height + GAP,
        left: Math.max(
          12,
          Math.min(anchor.left + anchor.width / 2 - width / 2, window.innerWidth - width - 12)
        ),
        width,
      }
    : null

  return (
    <div className="fixed inset-0 z-[90]" onKeyDown={onKeyDown}>
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" />
      {anchor ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute rounded-md ring-4 ring-white ring-offset-2 ring-offset-brand-600"
          style={{
            top: anchor.top - 4,
            left: anchor.left - 4,
            width: anchor.width + 8,
            height: anchor.height + 8,
          }}
        />
      ) : null}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="guided-tour-title"
        aria-describedby="guided-tour-description"
        className={
          position
            ? 'absolute rounded-xl bg-white p-5 shadow-2xl ring-1 ring-slate-200'
            : 'absolute top-1/2 left-1/2 w-[min(24rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl ring-1 ring-slate-200'
        }
        style={position ?? undefined}
      >
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <span className="sr-only">{t('onboarding.tour.label')}: </span>
          <FormattedMessage
            id="onboarding.tour.progress"
            values={{ current: index + 1, total: steps.length }}
          />
        </p>
        <h2
          id="guided-tour-title"
          ref={titleRef}
          tabIndex={-1}
          className="mt-1 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          <FormattedMessage id={`onboarding.tour.steps.${step}.title`} />
        </h2>
        <p id="guided-tour-description" className="mt-2 text-sm leading-6 text-slate-600">
          <FormattedMessage id={`onboarding.tour.steps.${step}.description`} />
        </p>
        <button
          type="button"
          onClick={() => finish('skipped')}
          aria-label={t('onboarding.tour.close')}
          className="absolute top-3 right-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => finish('skipped')}
            className="text-sm font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <FormattedMessage id="onboarding.tour.skip" />
          </button>
          <div className="flex gap-2">
            {index > 0 ? (
              <button
                type="button"
                onClick={() => setIndex(index - 1)}
                className={secondaryButtonClass}
              >
                <FormattedMessage id="onboarding.tour.back" />
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => (last ? finish('completed') : setIndex(index + 1))}
              className={primaryButtonClass}
            >
              <FormattedMessage id={last ? 'onboarding.tour.finish' : 'onboarding.tour.next'} />
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * Shows the tour when the page says it is pending (`tour` shared prop,
 * computed by `pendingTour(user)` in app/accounts/services/onboarding.ts),
 * and remembers the outcome on the user (POST /onboarding/tour) so it never
 * shows again. Renders nothing on the server: the tour opens after hydration.
 */
export function GuidedTourHost() {
  const { props } = usePage()
  const tour = props.tour
  const [mounted, setMounted] = useState(false)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => setMounted(true), [])

  const onFinish = useCallback((outcome: Outcome) => {
    setDismissed(true)
    router.post(
      urlFor('accounts.onboarding.tour'),
      { outcome },
      { preserveScroll: true, preserveState: true }
    )
  }, [])

  if (!mounted || dismissed || !tour?.steps?.length) return null
  return <GuidedTour steps={tour.steps} onFinish={onFinish} />
}
