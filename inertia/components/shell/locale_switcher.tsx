import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { useIntl } from 'react-intl'
import { LOCALES, type Locale } from '#business/app'
import { fieldEdgeClass } from '~/components/ui/field'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'
import { urlFor } from '~/client'
import { CheckIcon, ChevronDownIcon } from '~/components/ui/icons'

/**
 * The language picker: a button ("Language: English") that shows the
 * languages, each a button that switches when pressed, never while the arrow
 * keys pass over it (a native select would switch on every arrow key). A plain
 * disclosure, light enough for the header of every page. The choice is posted
 * to /locale, which stores the cookie and reloads the page's props in the new
 * language.
 */
export function LocaleSwitcher() {
  const intl = useIntl()
  const listId = useId()
  const { locale } = usePage().props
  const [open, setOpen] = useState(false)
  const [switching, setSwitching] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const name = useT('common.locale')

  // A press or a click anywhere else closes the list.
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function choose(next: Locale) {
    // The focus goes back to the button first: the language's own button leaves with the list.
    close()
    if (next === locale || switching) return
    router.post(
      urlFor('locale.update'),
      { locale: next },
      {
        preserveScroll: true,
        onStart: () => setSwitching(true),
        onFinish: () => setSwitching(false),
      }
    )
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // aria-disabled, not disabled: a disabled button drops the keyboard focus to the body.
        aria-disabled={switching || undefined}
        onClick={() => !switching && setOpen(!open)}
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium aria-disabled:opacity-60',
          fieldEdgeClass
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="size-4 text-slate-500"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M12 21a9 9 0 0 0 8.72-6.75M12 21a9 9 0 0 1-8.72-6.75M12 21c2.49 0 4.5-4.03 4.5-9S14.49 3 12 3m0 18c-2.49 0-4.5-4.03-4.5-9S9.51 3 12 3m0 0a9 9 0 0 1 7.84 4.58M12 3a9 9 0 0 0-7.84 4.58m15.68 0A11.95 11.95 0 0 1 12 10.5c-3 0-5.74-1.1-7.84-2.92m15.68 0A8.96 8.96 0 0 1 21 12c0 .78-.1 1.53-.28 2.25m0 0A17.92 17.92 0 0 1 12 16.5c-3.16 0-6.13-.82-8.72-2.25m0 0A9 9 0 0 1 3 12c0-1.6.42-3.11 1.16-4.42"
          />
        </svg>
        <span className="sr-only">{intl.formatMessage({ id: 'common.locale.label' })}: </span>
        {name(locale)}
        <ChevronDownIcon />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1 min-w-full rounded-lg border border-slate-500 bg-white p-1 shadow-lg"
      >
        {LOCALES.map((code) => (
          <li key={code}>
            {/* Each language is named in itself, as visitors look for their own. */}
            <button
              type="button"
              lang={code}
              aria-current={code === locale || undefined}
              onClick={() => choose(code)}
              className="flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm whitespace-nowrap text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-[current=true]:font-semibold"
            >
              {name(code)}
              {code === locale ? <CheckIcon /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
