import UndoIcon from '@mui/icons-material/Undo'
import { useLocaleState, useRecordContext } from 'react-admin'
import { formatMoney } from '../shared/MoneyField'
import { ReasonActionButton } from '../shared/ReasonActionButton'
import { RULES } from '../shared/choices'
import type { PaymentRecord } from '../../types'

/** Refunds what is left of a paid payment, through the payment provider (server side). */
export function RefundButton() {
  const record = useRecordContext<PaymentRecord>()
  const [locale] = useLocaleState()
  if (!record) return null
  const left = Number(record.amountCents ?? 0) - Number(record.refundedCents ?? 0)
  if (!['paid', 'partially_refunded'].includes(record.status ?? '') || left <= 0) return null
  // Members never get a renewal back: the admin confirms this exception explicitly.
  const renewal = Boolean(record.isRenewal)
  const subscription = Boolean(record.subscriptionId)
  return (
    <ReasonActionButton<PaymentRecord>
      path={(r) => `payments/${r.id}/refund`}
      label="app.payments.actions.refund"
      title="app.payments.actions.refund_title"
      content={
        renewal
          ? 'app.payments.actions.refund_renewal_content'
          : subscription
            ? 'app.payments.actions.refund_subscription_content'
            : 'app.payments.actions.refund_content'
      }
      acknowledge={
        renewal
          ? { label: 'app.payments.actions.refund_renewal_confirm', field: 'confirmRenewal' }
          : undefined
      }
      confirm="app.payments.actions.refund"
      success="app.payments.actions.refunded"
      reasonLabel="app.payments.actions.reason"
      icon={<UndoIcon />}
      color="error"
      max={RULES.refundReasonMax}
      translateOptions={(r) => ({
        amount: formatMoney(left, String(r.currency ?? 'EUR'), locale),
        name: r.userName ?? '',
      })}
    />
  )
}
