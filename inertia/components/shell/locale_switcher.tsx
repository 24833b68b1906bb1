import { useId, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LOCALES, type Locale } from '#business/app'
import { Select } from '~/components/ui/select'

/**
 * The language picker: a labelled select ("Language" / "Lingua") that acts
 * when a language is chosen, not while the arrow keys pass over one. The
 * choice is posted to /locale, which stores the cookie and reloads the page's
 * props in the new language.
 */
export function LocaleSwitcher() {
  const intl = useIntl()
  const id = useId()
  const locale = usePage().props.locale as Locale
  const [switching, setSwitching] = useState(false)

  function change(next: Locale) {
    if (next === locale || switching) return
    router.post(
      '/locale',
      { locale: next },
      {
        preserveScroll: true,
        onStart: () => setSwitching(true),
        onFinish: () => setSwitching(false),
      }
    )
  }

  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="common.locale.label" />
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="pointer-events-none absolute left-2.5 size-4 text-slate-500"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 21a9 9 0 0 0 8.72-6.75M12 21a9 9 0 0 1-8.72-6.75M12 21c2.49 0 4.5-4.03 4.5-9S14.49 3 12 3m0 18c-2.49 0-4.5-4.03-4.5-9S9.51 3 12 3m0 0a9 9 0 0 1 7.84 4.58M12 3a9 9 0 0 0-7.84 4.58m15.68 0A11.95 11.95 0 0 1 12 10.5c-3 0-5.74-1.1-7.84-2.92m15.68 0A8.96 8.96 0 0 1 21 12c0 .78-.1 1.53-.28 2.25m0 0A17.92 17.92 0 0 1 12 16.5c-3.16 0-6.13-.82-8.72-2.25m0 0A9 9 0 0 1 3 12c0-1.6.42-3.11 1.16-4.42"
        />
      </svg>
      <Select
        id={id}
        value={locale}
        onValueChange={change}
        // Not disabled while switching: a disabled field drops the keyboard focus to the body.
        className="h-9 py-1 pr-2 pl-8 font-medium"
        // Each language is named in itself, as visitors look for their own.
        options={LOCALES.map((code) => ({
          value: code,
          label: intl.formatMessage({ id: `common.locale.${code}` }),
          lang: code,
        }))}
      />
    </div>
  )
}
