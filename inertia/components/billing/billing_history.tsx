import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { formatMoney } from '~/components/billing/money'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

const STATUS_TONES: Record<Data.Billing.Invoice['status'], string> = {
  paid: 'bg-green-100 text-green-800',
  open: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-800',
  refunded: 'bg-amber-100 text-amber-900',
  partially_refunded: 'bg-amber-100 text-amber-900',
}

/** Settings > Payments: the invoices, newest first (date, description, amount, status), or 'No billing history'. */
export function BillingHistory({
  invoices,
  timeZone,
}: {
  invoices: Data.Billing.Invoice[]
  timeZone: string
}) {
  const intl = useIntl()
  const t = useT('payments')

  function describe(invoice: Data.Billing.Invoice) {
    if (!invoice.plan || !invoice.period) return invoice.description ?? ''
    const line = t('history.line', {
      plan: t(`plan.${invoice.plan}`),
      period: t(`periods.${invoice.period}`),
    })
    return invoice.isRenewal ? `${line} (${t('history.renewal')})` : line
  }

  return (
    <section
      aria-labelledby="billing-history-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="billing-history-heading" className="text-base font-semibold text-slate-900">
        {t('history.heading')}
      </h2>
      {invoices.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium text-slate-900">{t('history.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('history.emptyDescription')}</p>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.date')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.description')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t('history.amount')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('history.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-invoice-id={invoice.id}>
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-700">
                    {intl.formatDate(invoice.date, { dateStyle: 'medium', timeZone })}
                  </td>
                  <td className="py-3 pr-4 text-slate-900">{describe(invoice)}</td>
                  <td className="py-3 pr-4 text-right whitespace-nowrap text-slate-900 tabular-nums">
                    {formatMoney(intl, invoice.amountCents, invoice.currency)}
                  </td>
                  <td className="py-3">
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        STATUS_TONES[invoice.status]
                      )}
                    >
                      {t(`history.statuses.${invoice.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
