import { Box, Card, CardContent, Chip, Rating, Stack, Typography } from '@mui/material'
import LockIcon from '@mui/icons-material/Lock'
import { useRecordContext, useTranslate } from 'react-admin'
import type { SessionRecord } from '../../types'

function Stars({ label, value }: { label: string; value: number | null }) {
  if (value === null || value === undefined) return null
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Rating value={value} readOnly size="small" aria-label={`${label}: ${value}/5`} />
    </Stack>
  )
}

/** The session's feedback from both sides; the private text is for the team's eyes only. */
export function FeedbackList() {
  const record = useRecordContext<SessionRecord>()
  const translate = useTranslate()
  const feedback = record?.feedback ?? []
  if (feedback.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.sessions.feedback.none')}
      </Typography>
    )
  }
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {feedback.map((item) => (
        <Card key={`${item.authorUserId}-${item.authorRole}`} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {translate('app.sessions.feedback.from', {
                role: translate(`app.sessions.feedback.role.${item.authorRole}`, {
                  _: item.authorRole,
                }),
              })}
            </Typography>
            <Stars label={translate('app.sessions.feedback.overall')} value={item.overallRating} />
            <Stars
              label={translate('app.sessions.feedback.communication')}
              value={item.communicationRating}
            />
            <Stars
              label={translate('app.sessions.feedback.knowledge')}
              value={item.knowledgeRating}
            />
            {item.wouldRecommend !== null && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate(
                  item.wouldRecommend
                    ? 'app.sessions.feedback.recommends'
                    : 'app.sessions.feedback.not_recommends'
                )}
              </Typography>
            )}
            {item.publicText && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.sessions.feedback.publicText')}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {item.publicText}
                </Typography>
              </Box>
            )}
            {item.privateText && (
              <Box sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                <Chip
                  size="small"
                  color="warning"
                  icon={<LockIcon />}
                  label={translate('app.sessions.feedback.privateText')}
                  sx={{ mb: 1 }}
                />
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {item.privateText}
                </Typography>
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
