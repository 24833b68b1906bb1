import { useState } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { FormattedMessage, useIntl } from 'react-intl'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { primaryButtonClass, secondaryButtonClass, dangerButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { useT } from '~/components/ui/use_t'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'

type Props = {
  connection: Data.Scheduling.CalendarConnection | null
  /** False when the server has no Google client configured. */
  available: boolean
}

/** Off to Google's consent screen: a full page load, not an Inertia visit. */
const CONNECT_PATH = urlFor('scheduling.settings.calendar.connect')

const overlayClass = 'fixed inset-0 z-50 bg-slate-900/40'
const panelClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none'
/** Google's "G", drawn beside the connect button's label. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  )
}

/** Settings > Calendar integration: Google Calendar connected or not, connect and disconnect. */
export default function CalendarSettings({ connection, available }: Props) {
  const intl = useIntl()
  const returnFocus = useReturnFocus()
  const t = useT()
  const shared = usePage().props
  const timeZone = (shared.timeZone as string | undefined) ?? 'UTC'
  // Who keeps a schedule: whoever MentorSettingsPolicy lets edit one.
  const keepsSchedule = shared.canEditMentorSettings === true
  const [confirming, setConfirming] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)

  const formatDate = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone })
  const formatDateTime = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone })

  function disconnect() {
    const failed = () => {
      toast({
        title: t('calendar_settings.toasts.disconnectFailed.title'),
        description: t('calendar_settings.toasts.disconnectFailed.description'),
        variant: 'destructive',
      })
      return false as const
    }
    router.delete(urlFor('scheduling.settings.calendar.disconnect'), {
      preserveScroll: true,
      onStart: () => setDisconnecting(true),
      onFinish: () => {
        setDisconnecting(false)
        setConfirming(false)
      },
      onHttpException: failed,
      onNetworkError: failed,
    })
  }

  const state = connection?.state ?? null
  const statusLabel = !connection
    ? t('calendar_settings.status.notConnected')
    : state === 'connected'
      ? t('calendar_settings.status.connected')
      : t('calendar_settings.status.unavailable')

  return (
    <>
      <Head title={t('calendar_settings.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="calendar_settings.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage id="calendar_settings.description" />
        </p>

        <section
          aria-labelledby="google-calendar-heading"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="google-calendar-heading" className="text-base font-semibold text-slate-900">
              <FormattedMessage id="calendar_settings.status.label" />
            </h2>
            <span
              data-testid="calendar-status"
              className={cn(
                'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold',
                !connection && 'bg-slate-100 text-slate-700',
                state === 'connected' && 'bg-green-100 text-green-800',
                connection && state !== 'connected' && 'bg-amber-100 text-amber-900'
              )}
            >
              {statusLabel}
            </span>
          </div>

          {connection ? (
            <div className="mt-4 space-y-1 text-sm text-slate-700">
              {connection.accountEmail ? (
                <p>{t('calendar_settings.connectedAs', { email: connection.accountEmail })}</p>
              ) : null}
              <p>
                {t('calendar_settings.connectedSince', {
                  date: formatDate(connection.connectedAt),
                })}
              </p>
            </div>
          ) : available ? (
            <p className="mt-4 text-sm text-slate-700">
              <FormattedMessage id="calendar_settings.notConnectedHelp" />
            </p>
          ) : null}

          {connection && state !== 'connected' ? (
            <div
              role="alert"
              className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p className="font-semibold">
                <FormattedMessage id="calendar_settings.status.unavailable" />
              </p>
              <p className="mt-1">
                {state === 'reconnect'
                  ? t('calendar_settings.unavailable.reconnect')
                  : t('calendar_settings.unavailable.outage', {
                      date: connection.lastErrorAt ? formatDateTime(connection.lastErrorAt) : '',
                    })}
              </p>
            </div>
          ) : null}

          {!available ? (
            // Without Google configured nothing here can be connected: say so and what works instead.
            <div
              data-testid="calendar-not-available"
              className="mt-4 space-y-2 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
            >
              <p className="font-semibold text-slate-900">
                <FormattedMessage id="calendar_settings.notAvailable.title" />
              </p>
              <p>
                <FormattedMessage id="calendar_settings.notAvailable.invitations" />
              </p>
              {keepsSchedule ? (
                <>
                  <p>
                    <FormattedMessage id="calendar_settings.notAvailable.schedule" />
                  </p>
                  <Link
                    route="scheduling.settings.schedule"
                    className={cn(secondaryButtonClass, 'mt-2')}
                  >
                    <FormattedMessage id="calendar_settings.notAvailable.scheduleLink" />
                  </Link>
                </>
              ) : null}
            </div>
          ) : null}

          {connection || available ? (
            <div
              data-testid="calendar-actions"
              className="mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-6"
            >
              {connection ? (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => setConfirming(true)}
                  disabled={disconnecting}
                >
                  <FormattedMessage id="calendar_settings.actions.disconnect" />
                </button>
              ) : null}
              {available && (!connection || state !== 'connected') ? (
                // A full page load: the trip goes to Google and back.
                <a href={CONNECT_PATH} className={primaryButtonClass}>
                  <GoogleMark />
                  {connection
                    ? t('calendar_settings.actions.reconnect')
                    : t('calendar_settings.actions.connect')}
                </a>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>

      <AlertDialog.Root
        open={confirming}
        onOpenChange={(open) => !disconnecting && setConfirming(open)}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={overlayClass} />
          <AlertDialog.Content
            {...returnFocus}
            onKeyDown={closeOnEscapeLeftByToast(() => !disconnecting && setConfirming(false))}
            className={panelClass}
          >
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              <FormattedMessage id="calendar_settings.disconnectDialog.title" />
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-slate-600">
              <FormattedMessage id="calendar_settings.disconnectDialog.description" />
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <button type="button" className={secondaryButtonClass} disabled={disconnecting}>
                  <FormattedMessage id="calendar_settings.disconnectDialog.cancel" />
                </button>
              </AlertDialog.Cancel>
              <button
                type="button"
                className={dangerButtonClass}
                disabled={disconnecting}
                onClick={disconnect}
              >
                {disconnecting ? <Spinner size="xs" /> : null}
                {disconnecting
                  ? t('calendar_settings.actions.disconnecting')
                  : t('calendar_settings.disconnectDialog.confirm')}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}
