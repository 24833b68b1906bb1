import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Spinner } from '~/components/loading/spinner'
import { toast, ToastAction } from '~/components/toast'
import { api } from '~/lib/api'
import { secondaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'
import type { Mentor, Review, ReviewsPage } from '~/components/mentoring/profile/types'
import { Stars, Section } from '~/components/mentoring/profile/parts'

/** Public reviews, newest first, with 'Load more' (GET /api/mentors/:id/reviews). */
export function Reviews({ mentor, initial }: { mentor: Mentor; initial: ReviewsPage }) {
  const intl = useIntl()
  const t = useT()
  const [items, setItems] = useState<Review[]>(initial.data)
  const [pagination, setPagination] = useState(initial.pagination)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const firstNewId = useRef<number | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  // Another mentor's page (an Inertia visit) starts from its own first page.
  useEffect(() => {
    setItems(initial.data)
    setPagination(initial.pagination)
    setFailed(false)
  }, [initial])

  // After 'Load more', keyboard and screen-reader users continue at the first new review.
  useEffect(() => {
    if (firstNewId.current === null) return
    listRef.current?.querySelector<HTMLElement>(`[data-review-id="${firstNewId.current}"]`)?.focus()
    firstNewId.current = null
  }, [items])

  async function loadMore() {
    if (loading) return
    setLoading(true)
    setFailed(false)
    const next = pagination.page + 1
    try {
      const page = await api('mentoring.api.profile.reviews', {
        params: { id: mentor.id },
        query: { page: next, limit: pagination.limit },
        silent: true,
      })
      setItems((current) => {
        const known = new Set(current.map((review) => review.id))
        const fresh = page.data.filter((review) => !known.has(review.id))
        firstNewId.current = fresh[0]?.id ?? null
        return [...current, ...fresh]
      })
      setPagination(page.pagination)
    } catch {
      setFailed(true)
      toast({
        title: t('mentor_profile.reviews.loadFailed'),
        description: t('mentor_profile.reviews.loadFailedDescription'),
        variant: 'destructive',
        action: (
          <ToastAction altText={t('mentor_profile.reviews.retry')} onClick={() => void loadMore()}>
            <FormattedMessage id="mentor_profile.reviews.retry" />
          </ToastAction>
        ),
      })
    } finally {
      setLoading(false)
    }
  }

  return (
    <Section id="reviews-title" title={<FormattedMessage id="mentor_profile.sections.reviews" />}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          <FormattedMessage id="mentor_profile.reviews.empty" />
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            <FormattedMessage
              id="mentor_profile.reviews.showing"
              values={{ shown: items.length, total: pagination.total }}
            />
          </p>
          <ol ref={listRef} className="mt-4 divide-y divide-slate-100" data-testid="reviews">
            {items.map((review) => (
              <li
                key={review.id}
                data-review-id={review.id}
                tabIndex={-1}
                className="py-4 first:pt-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <article aria-label={t('mentor_profile.reviews.by', { name: review.authorName })}>
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
                    >
                      {review.authorInitials}
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-900">{review.authorName}</p>
                      <p className="flex items-center gap-2 text-xs text-slate-600">
                        <Stars rating={review.rating} className="[&_svg]:size-3.5" />
                        <span className="sr-only">
                          <FormattedMessage
                            id="mentor_profile.reviews.rated"
                            values={{ rating: review.rating }}
                          />
                        </span>
                        <time dateTime={review.createdAt}>
                          {intl.formatDate(review.createdAt, { dateStyle: 'medium' })}
                        </time>
                        {/* Unanswered is not a "no": nothing is shown for it. */}
                        {review.wouldRecommend !== null && (
                          <span data-testid="review-recommend">
                            <FormattedMessage
                              id={
                                review.wouldRecommend
                                  ? 'mentor_profile.reviews.recommends'
                                  : 'mentor_profile.reviews.notRecommends'
                              }
                            />
                          </span>
                        )}
                      </p>
                    </div>
                  </div>
                  <p
                    lang={review.textLang ?? undefined}
                    className="mt-3 text-sm leading-6 whitespace-pre-line text-slate-700"
                  >
                    {review.text}
                  </p>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
      {pagination.hasMore || failed ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={loading}
            className={secondaryButtonClass}
          >
            {loading ? <Spinner size="xs" /> : null}
            <FormattedMessage
              id={
                loading
                  ? 'mentor_profile.reviews.loading'
                  : failed
                    ? 'mentor_profile.reviews.retry'
                    : 'mentor_profile.reviews.loadMore'
              }
            />
          </button>
          {failed ? (
            <p role="status" className="text-sm font-medium text-red-700">
              <FormattedMessage id="mentor_profile.reviews.loadFailed" />
            </p>
          ) : null}
        </div>
      ) : null}
    </Section>
  )
}
