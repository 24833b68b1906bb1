import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { PartyAvatar } from '~/components/mentoring/conversations/party_avatar'
import { ReportDialog } from '~/components/mentoring/conversations/report_dialog'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { secondaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'
import { toast } from '~/components/toast'
import { api } from '~/lib/api'

type Conversation = Data.Mentoring.Conversation

type Props = {
  conversation: Conversation
  onChange: (conversation: Conversation) => void
}

const smallButton = `${secondaryButtonClass} px-3 py-1.5 text-sm`

/**
 * Who the conversation is with (their profile for a mentor), and the viewer's protections:
 * blocking the other party (confirmed first; lifting it at once) and reporting to the team.
 */
export function ConversationHeader({ conversation, onChange }: Props) {
  const t = useT()
  const [confirmBlock, setConfirmBlock] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [busy, setBusy] = useState(false)
  const { other } = conversation
  const written = conversation.id !== null

  async function setBlocked(blocked: boolean) {
    // Busy, the unblock button keeps the focus (aria-disabled, not disabled) and ignores presses.
    if (conversation.id === null || busy) return
    setBusy(true)
    try {
      const params = { id: conversation.id }
      const answer = blocked
        ? await api('mentoring.api.conversations.block', { params })
        : await api('mentoring.api.conversations.unblock', { params })
      onChange(answer.conversation)
      setConfirmBlock(false)
      toast({
        title: t(blocked ? 'conversations.block.done' : 'conversations.block.undone', {
          name: other.name,
        }),
      })
    } catch {
      toast({ title: t('conversations.block.failed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-3 sm:p-5">
      <div className="flex min-w-0 items-center gap-3">
        <PartyAvatar party={other} />
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold text-slate-900">{other.name}</h1>
          <p className="text-sm text-slate-600">
            {t(
              other.side === 'mentor'
                ? 'conversations.page.roleMentor'
                : 'conversations.page.roleMentee'
            )}
            {other.profilePath ? (
              <>
                {' · '}
                <Link
                  href={other.profilePath}
                  className="font-medium text-brand-800 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  {t('conversations.page.viewProfile')}
                </Link>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {written && !other.former ? (
        <div className="flex flex-wrap gap-2">
          {conversation.blockedByMe ? (
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => setBlocked(false)}
              className={smallButton}
            >
              {t('conversations.actions.unblock', { name: other.name })}
            </button>
          ) : (
            <button type="button" onClick={() => setConfirmBlock(true)} className={smallButton}>
              {t('conversations.actions.block', { name: other.name })}
            </button>
          )}
          {conversation.reportedByMe ? null : (
            <button type="button" onClick={() => setReporting(true)} className={smallButton}>
              {t('conversations.actions.report')}
            </button>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={t('conversations.block.title', { name: other.name })}
        description={t('conversations.block.description')}
        confirmLabel={t('conversations.block.confirm')}
        keepLabel={t('conversations.block.keep')}
        busy={busy}
        onConfirm={() => setBlocked(true)}
      />
      {written ? (
        <ReportDialog
          conversation={conversation}
          open={reporting}
          onOpenChange={setReporting}
          onReported={onChange}
        />
      ) : null}
    </div>
  )
}
