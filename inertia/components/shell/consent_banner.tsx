import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { CONSENT } from '#business/app'
import { applyConsent, readConsent, writeConsent, type Consent } from '~/lib/analytics'
import { focusMain } from '~/lib/focus_main'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

const OPEN_EVENT = 'cookie-consent:open'

/** Reopens the cookie banner (from a footer, a policy page or anywhere else). */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_EVENT))
}

/** A 'Cookie settings' button that reopens the banner; a link to `#cookie-settings` does the same. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={openCookieSettings}
      className={
        className ??
        'text-sm text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'
      }
    >
      <FormattedMessage id="consent.settings" />
    </button>
  )
}

const BUTTON =
  'inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`
const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`

/**
 * The cookie consent banner: fixed at the bottom until the visitor accepts,
 * keeps only the necessary cookies, or chooses analytics and session
 * recording one by one. The choice is remembered in the `cookie_consent`
 * cookie; analytics loads only after it allows it (and only when configured).
 * It is a landmark region, not a modal: the page stays usable; when reopened,
 * focus moves into it and returns to where it was once a choice is saved.
 * Drawn at the bottom, it stays under the header's menu, dialogs (z-50), the
 * guided tour and notifications, so it never covers what has the focus
 * there; never taller than the screen, it scrolls within itself when zoomed.
 */
export function ConsentBanner() {
  const intl = useIntl()
  const { analytics, consentPending } = usePage().props
  // Open in the server's markup already when no choice was saved (its cookie travels with
  // every request), so the banner is painted with the page, not after its scripts ran.
  const [open, setOpen] = useState(consentPending)
  const [choosing, setChoosing] = useState(false)
  const [choice, setChoice] = useState<Consent>({ analytics: false, recording: false })
  const titleId = useId()
  const regionRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const firstChoiceRef = useRef<HTMLInputElement>(null)
  const focusAfterRender = useFocusAfterRender()

  // The choice in the browser decides: show the banner when nothing was chosen yet, else apply it.
  useEffect(() => {
    const saved = readConsent()
    if (saved) {
      setChoice(saved)
      applyConsent(analytics, saved)
    } else {
      setOpen(true)
    }
  }, [analytics])

  const reopen = useCallback(() => {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null
    setChoice(readConsent() ?? { analytics: false, recording: false })
    setChoosing(true)
    setOpen(true)
    focusAfterRender(() => headingRef.current?.focus())
  }, [focusAfterRender])

  useEffect(() => {
    const onHash = () => {
      if (window.location.hash !== CONSENT.settingsHash) return
      history.replaceState(history.state, '', window.location.pathname + window.location.search)
      reopen()
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href$="${CONSENT.settingsHash}"]`)
      if (!link) return
      event.preventDefault()
      reopen()
    }
    window.addEventListener(OPEN_EVENT, reopen)
    window.addEventListener('hashchange', onHash)
    document.addEventListener('click', onClick)
    onHash()
    return () => {
      window.removeEventListener(OPEN_EVENT, reopen)
      window.removeEventListener('hashchange', onHash)
      document.removeEventListener('click', onClick)
    }
  }, [reopen])

  // Room below the page for the banner, so it never hides the end of the page.
  useEffect(() => {
    const region = regionRef.current
    if (!open || !region) return
    // The observer reports the banner's height once laid out, and on every change (reading
    // offsetHeight here instead would force a layout of the whole page while it hydrates).
    const observer = new ResizeObserver(([entry]) => {
      const height = `${Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? region.offsetHeight)}px`
      document.body.style.paddingBottom = height
      // An element that gets the focus scrolls clear of the banner instead of under it.
      document.documentElement.style.scrollPaddingBottom = height
      // The notification area sits above it (inertia/components/toast/toast.tsx).
      document.documentElement.style.setProperty('--consent-banner-height', height)
    })
    observer.observe(region)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
      document.documentElement.style.scrollPaddingBottom = ''
      document.documentElement.style.removeProperty('--consent-banner-height')
    }
  }, [open, choosing])

  const save = (consent: Consent) => {
    writeConsent(consent)
    applyConsent(analytics, consent)
    setChoice(consent)
    setOpen(false)
    setChoosing(false)
    const target = returnFocus.current
    returnFocus.current = null
    const focusInside = regionRef.current?.contains(document.activeElement) ?? false
    if (target?.isConnected) target.focus()
    // Reached from the top of the page (nothing to go back to): the page's content, never the body.
    else if (focusInside) focusMain()
  }

  if (!open) return null

  return (
    <section
      ref={regionRef}
      aria-labelledby={titleId}
      // A keyboard user who tabs in goes back where they came from once a choice is saved.
      onFocus={(event) => {
        const from = event.relatedTarget
        if (
          !returnFocus.current &&
          from instanceof HTMLElement &&
          !regionRef.current?.contains(from)
        ) {
          returnFocus.current = from
        }
      }}
      onBlur={(event) => {
        const to = event.relatedTarget
        if (to instanceof Node && !regionRef.current?.contains(to)) returnFocus.current = null
      }}
      className="fixed inset-x-0 bottom-0 z-30 max-h-dvh overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-end lg:gap-8 lg:px-8">
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            <FormattedMessage id="consent.title" />
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <FormattedMessage
              id="consent.text"
              values={{
                policy: (chunks) => (
                  <Link
                    route="pages.cookie_policy"
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
          {choosing ? (
            <fieldset className="mt-3 grid gap-2">
              <legend className="sr-only">{intl.formatMessage({ id: 'consent.choices' })}</legend>
              <label className="flex items-start gap-2 text-sm text-slate-700">
                <input type="checkbox" checked disabled className="mt-0.5 size-4" />
                <span>
                  <span className="font-medium text-slate-900">
                    <FormattedMessage id="consent.necessary" />
                  </span>{' '}
                  <FormattedMessage id="consent.necessaryHint" />
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm text-slate-700">
                <input
                  ref={firstChoiceRef}
                  type="checkbox"
                  checked={choice.analytics}
                  onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span>
                  <span className="font-medium text-slate-900">
                    <FormattedMessage id="consent.analytics" />
                  </span>{' '}
                  <FormattedMessage id="consent.analyticsHint" />
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={choice.recording}
                  onChange={(event) => setChoice({ ...choice, recording: event.target.checked })}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span>
                  <span className="font-medium text-slate-900">
                    <FormattedMessage id="consent.recording" />
                  </span>{' '}
                  <FormattedMessage id="consent.recordingHint" />
                </span>
              </label>
            </fieldset>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0">
          {choosing ? (
            <button type="button" className={SECONDARY} onClick={() => save(choice)}>
              <FormattedMessage id="consent.save" />
            </button>
          ) : (
            <button
              type="button"
              className={SECONDARY}
              onClick={() => {
                setChoosing(true)
                focusAfterRender(() => firstChoiceRef.current?.focus())
              }}
            >
              <FormattedMessage id="consent.choose" />
            </button>
          )}
          <button
            type="button"
            className={SECONDARY}
            onClick={() => save({ analytics: false, recording: false })}
          >
            <FormattedMessage id="consent.reject" />
          </button>
          <button
            type="button"
            className={PRIMARY}
            onClick={() => save({ analytics: true, recording: true })}
          >
            <FormattedMessage id="consent.accept" />
          </button>
        </div>
      </div>
    </section>
  )
}
