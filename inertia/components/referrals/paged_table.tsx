import { useRef, useState, type ReactNode } from 'react'
import { REFERRAL_RULES } from '#business/referrals'
import { secondaryButtonClass } from '~/components/ui/button'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import type { Data } from '@generated/data'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

/** A page of a referral list: its rows and where it stands (the page's props and the API's answers alike). */
export type Paged<T> = { data: T[]; pagination: Data.Referrals.ReferredUsersPage['pagination'] }

export type Column<T> = {
  header: string
  cell: (item: T) => ReactNode
  className?: string
}

type Props<T> = {
  id: string
  heading: string
  /** The first page from the server; null when it could not be read. */
  initial: Paged<T> | null
  /** The JSON call that answers a page of `limit` rows. */
  fetchPage: (page: number, limit: number) => Promise<Paged<T>>
  columns: Column<T>[]
  rowKey: (item: T) => string | number
  empty: string
  failure: string
}

/**
 * A table the referral page pages through with the JSON API: 'Showing page
 * X of Y', previous / next, an empty state, and the table's own failure
 * message (as a notification and in place, with a retry).
 */
export function PagedTable<T>({
  id,
  heading,
  initial,
  fetchPage,
  columns,
  rowKey,
  empty,
  failure,
}: Props<T>) {
  const t = useT('referrals_page.pagination')
  const [data, setData] = useState<Paged<T> | null>(initial)
  const [failed, setFailed] = useState(initial === null)
  const [loading, setLoading] = useState(false)
  const request = useRef(0)

  async function load(page: number) {
    const ticket = ++request.current
    setLoading(true)
    try {
      const limit = data?.pagination.limit ?? REFERRAL_RULES.defaultPageSize
      const next = await fetchPage(page, limit)
      if (ticket !== request.current) return
      setData(next)
      setFailed(false)
    } catch {
      if (ticket !== request.current) return
      setFailed(true)
      toast({ title: failure, variant: 'destructive' })
    } finally {
      if (ticket === request.current) setLoading(false)
    }
  }

  const pagination = data?.pagination
  const page = pagination?.page ?? REFERRAL_RULES.firstPage
  const pages = Math.max(pagination?.pages ?? 1, 1)

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={id}
      aria-busy={loading}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {heading}
      </h2>
      {failed ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm font-medium text-red-900">{failure}</p>
          <button
            type="button"
            className={cn(secondaryButtonClass, 'mt-3')}
            disabled={loading}
            onClick={() => load(page)}
          >
            {loading ? <Spinner size="sm" /> : null}
            {t('retry')}
          </button>
        </div>
      ) : null}
      {data && data.data.length === 0 && !failed ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="text-sm text-slate-700">{empty}</p>
        </div>
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={cn('py-2 pr-4 font-medium', column.className)}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.data.map((item) => (
                  <tr key={rowKey(item)} data-row-id={rowKey(item)}>
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        className={cn('py-3 pr-4 text-slate-900', column.className)}
                      >
                        {column.cell(item)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav
            aria-label={t('label', { table: heading })}
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-slate-600" aria-live="polite" data-testid={`${id}-page`}>
              {t('showing', { page, pages })}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={loading || page <= 1}
                onClick={() => load(page - 1)}
              >
                {t('previous')}
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={loading || !pagination?.hasMore}
                onClick={() => load(page + 1)}
              >
                {t('next')}
              </button>
            </div>
          </nav>
        </>
      ) : null}
    </section>
  )
}
