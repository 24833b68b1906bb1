import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { Seo } from '~/components/shell/seo'
import { RichText } from '~/components/shell/rich_text'

type Props = { page: Data.Core.StaticPage }

/** About, privacy, cookie policy, terms: the admin's text in the viewer's language. */
export default function ContentPage({ page }: Props) {
  const intl = useIntl()
  return (
    <>
      <Seo title={page.title} description={intl.formatMessage({ id: `pages.meta.${page.key}` })} />
      <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {page.title}
        </h1>
        {page.updatedAt ? (
          <p className="mt-4 text-sm text-slate-600">
            <FormattedMessage
              id="pages.lastUpdated"
              values={{ date: <FormattedDate value={page.updatedAt} dateStyle="long" /> }}
            />
          </p>
        ) : null}
        <RichText html={page.html} className="mt-8" />
      </article>
    </>
  )
}
