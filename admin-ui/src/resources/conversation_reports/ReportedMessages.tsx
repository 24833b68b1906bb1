import { Alert, Stack, Typography } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import type { ConversationReportRecord } from '../../types'

/**
 * The reported conversation, oldest first: who wrote, when, and the text as written (line
 * breaks kept, links shown as text: the console opens nothing a member wrote). Reading it is
 * recorded in the audit log, which the page says.
 */
export function ReportedMessages() {
  const record = useRecordContext<ConversationReportRecord>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const messages = record?.messages ?? []
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso)
    )
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity="info">{translate('app.conversation-reports.read_notice')}</Alert>
      {record && record.messageCount > messages.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.conversation-reports.messages_shown', {
            smart_count: record.messageCount,
            shown: messages.length,
          })}
        </Typography>
      ) : null}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {messages.map((message) => (
          <Stack
            component="li"
            key={message.id}
            data-message-id={message.id}
            sx={{
              p: 1.5,
              borderRadius: 2,
              bgcolor: message.side === 'mentor' ? 'grey.100' : 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="subtitle2" component="p">
              {message.senderName} · {translate(`app.conversation-reports.side.${message.side}`)} ·{' '}
              <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            </Typography>
            <Typography
              variant="body2"
              component="p"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {message.body}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
