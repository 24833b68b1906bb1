import { useRef, useState, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { Data } from '@generated/data'
import { ACCOUNT_DELETION_RULES } from '#business/accounts'
import { dangerButtonClass } from '~/components/ui/button'
import { FormAlert } from '~/components/accounts/auth_form_alert'
import { AccountDeletionDialog } from '~/components/accounts/privacy/account_deletion_dialog'

type Props = { deletion: Data.Accounts.AccountDeletion }

function Consequences({ id, items }: { id: string; items: ReactNode[] }) {
  return (
    <div className="mt-5">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        <FormattedMessage id={`account_deletion.${id}.title`} />
      </h3>
      <ul aria-labelledby={id} className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

const say = (id: string, values?: Record<string, ReactNode>) => (
  <FormattedMessage id={`account_deletion.${id}`} values={values} />
)

/**
 * Settings > Privacy and data, "Delete my account": what goes, what stays and why, and what
 * happens at once, told for this member (a mentor's public profile, their plan, their upcoming
 * sessions), then the dialog that confirms it. The only active admin is told why they cannot.
 */
export function AccountDeletionSection({ deletion }: Props) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <section
      aria-labelledby="account-deletion-title"
      className="mt-8 rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h2 id="account-deletion-title" className="text-base font-semibold text-slate-900">
        {say('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{say('intro')}</p>

      <Consequences
        id="goes"
        items={[
          say('goes.account'),
          say('goes.profile'),
          say('goes.saved'),
          ...(deletion.isMentor ? [say('goes.mentor')] : []),
        ]}
      />
      <Consequences
        id="stays"
        items={[
          say('stays.invoices', { years: ACCOUNT_DELETION_RULES.invoiceRetentionYears }),
          say('stays.history'),
        ]}
      />
      <Consequences
        id="now"
        items={[
          say('now.signOut'),
          ...(deletion.upcomingSessions > 0
            ? [
                say('now.sessions', {
                  count: deletion.upcomingSessions,
                  role: deletion.isMentor ? 'mentor' : 'mentee',
                }),
              ]
            : []),
          ...(deletion.activePlan ? [say('now.subscription', { plan: deletion.activePlan })] : []),
          say('now.email'),
        ]}
      />

      {deletion.lastAdmin ? (
        <FormAlert tone="info" className="mt-6">
          {say('lastAdmin')}
        </FormAlert>
      ) : (
        <div className="mt-6">
          <button
            ref={opener}
            type="button"
            onClick={() => setOpen(true)}
            className={dangerButtonClass}
          >
            {say('open')}
          </button>
          <AccountDeletionDialog
            deletion={deletion}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </div>
      )}
    </section>
  )
}
