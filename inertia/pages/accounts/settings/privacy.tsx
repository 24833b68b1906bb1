import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import type { Data } from '@generated/data'
import { useT } from '~/components/ui/use_t'
import { AccountDeletionSection } from '~/components/accounts/privacy/account_deletion_section'
import { DataExportSection } from '~/components/accounts/privacy/data_export_section'

type Props = {
  dataExport: Data.Accounts.DataExport
  deletion: Data.Accounts.AccountDeletion
}

/**
 * Settings > Privacy and data: a copy of everything the product holds about the member, and the
 * deletion of their account, each in its own section.
 */
export default function PrivacySettings({ dataExport, deletion }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('privacy_settings.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="privacy_settings.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage
            id="privacy_settings.description"
            values={{
              policy: (
                <Link route="pages.privacy" className="font-medium text-indigo-700 underline">
                  {t('privacy_settings.policyLink')}
                </Link>
              ),
            }}
          />
        </p>
        <DataExportSection dataExport={dataExport} />
        <AccountDeletionSection deletion={deletion} />
      </div>
    </>
  )
}
