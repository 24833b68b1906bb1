import { useState } from 'react'
import { DISCOUNTS } from '#business/pricing'
import { inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import type { Data } from '@generated/data'
import { api, ApiError, type ApiAnswer } from '~/lib/api'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

type Props = {
  info: Data.Referrals.ReferralInfo
  onGenerated: (code: ApiAnswer<'referrals.api.generateCode'>) => void
}

const channelClass =
  'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

/** The user's code and link: copy, share by e-mail / WhatsApp / LinkedIn / X, generate a new code. */
export function ReferralLinkCard({ info, onGenerated }: Props) {
  const t = useT('referrals_page.link')
  const [generating, setGenerating] = useState(false)
  const link = info.referralLink
  const code = info.referralCode ?? info.code

  async function copy() {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      toast({ title: t('copied'), description: t('copiedDescription') })
    } catch {
      toast({ title: t('copyFailed'), variant: 'destructive' })
    }
  }

  async function generate() {
    setGenerating(true)
    try {
      const next = await api('referrals.api.generateCode', { silent: true })
      onGenerated(next)
      toast({ title: t('generated'), description: t('generatedDescription') })
    } catch (failure) {
      const description =
        failure instanceof ApiError && failure.status ? failure.message : undefined
      toast({ title: t('generateFailed'), description, variant: 'destructive' })
    } finally {
      setGenerating(false)
    }
  }

  const text = link ? t('shareText', { percent: DISCOUNTS.referralPercent, link }) : ''
  const channels = link
    ? [
        {
          label: t('shareEmail'),
          href: `mailto:?subject=${encodeURIComponent(t('shareSubject'))}&body=${encodeURIComponent(text)}`,
          external: false,
        },
        {
          label: t('shareWhatsApp'),
          href: `https://wa.me/?text=${encodeURIComponent(text)}`,
          external: true,
        },
        {
          label: t('shareLinkedIn'),
          href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
          external: true,
        },
        {
          label: t('shareX'),
          href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`,
          external: true,
        },
      ]
    : []

  return (
    <section
      aria-labelledby="referral-link-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="referral-link-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      {link && code ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {t('codeLabel')}:{' '}
            <strong className="font-mono tracking-wider text-slate-900" data-testid="referral-code">
              {code}
            </strong>
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="referral-link" className="block text-sm font-medium text-slate-900">
                {t('label')}
              </label>
              <input
                id="referral-link"
                type="text"
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className={cn(inputClass, 'mt-1 font-mono')}
              />
            </div>
            <button type="button" onClick={copy} className={primaryButtonClass}>
              {t('copy')}
            </button>
          </div>
          <div className="mt-4">
            <p id="share-channels-label" className="text-sm font-medium text-slate-900">
              {t('shareHeading')}
            </p>
            <ul aria-labelledby="share-channels-label" className="mt-2 flex flex-wrap gap-2">
              {channels.map((channel) => (
                <li key={channel.label}>
                  <a
                    href={channel.href}
                    className={channelClass}
                    {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {channel.label}
                    {channel.external ? (
                      <span className="sr-only"> ({t('opensInNewTab')})</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('none')}</p>
      )}
      <button
        type="button"
        onClick={generate}
        disabled={generating}
        className={cn(link ? secondaryButtonClass : primaryButtonClass, 'mt-6')}
      >
        {generating ? <Spinner size="sm" /> : null}
        {generating ? t('generating') : link ? t('regenerate') : t('generate')}
      </button>
    </section>
  )
}
