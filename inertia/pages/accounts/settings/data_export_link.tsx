import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DATA_EXPORT_RULES } from '#business/accounts'
import { primaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'

type Props = {
  /** invalid: the link was cut or changed; expired: the copy behind it is gone. */
  reason: 'invalid' | 'expired'
}

/** Why a "Download my data" link did not download, and the way to a new copy. */
export default function DataExportLink({ reason }: Props) {
  const t = useT('privacy_settings.export.link')
  const title = t(reason === 'invalid' ? 'invalidTitle' : 'expiredTitle')
  return (
    <>
      <Head title={title} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {reason === 'invalid' ? t('invalid') : t('expired', { days: DATA_EXPORT_RULES.linkDays })}
        </p>
        <Link route="accounts.settings.privacy" className={`mt-6 ${primaryButtonClass}`}>
          {t('back')}
        </Link>
      </div>
    </>
  )
}
