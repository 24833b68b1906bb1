import { Suspense, lazy, useState } from 'react'
import type { ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Title, useBasename, useDataProvider, useLocaleState, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import type { AnalyticsOverview } from '../types'
import { Loading } from '../layout/Loading'
import { PeriodSelector } from './PeriodSelector'
import { formatMoney, formatNumber, formatShare, lastDays } from './period'
import type { Period, Preset } from './period'

const DEFAULT_DAYS = 30

const OverviewCharts = lazy(() => import('./Charts'))

/** The overview: key figures and charts over a chosen period (GET /api/admin/analytics/overview). */
export default function Dashboard() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [preset, setPreset] = useState<Preset>(DEFAULT_DAYS)
  const [period, setPeriod] = useState<Period>(() => lastDays(DEFAULT_DAYS))
  const query = useQuery({
    queryKey: ['analytics', 'overview', period.from, period.to],
    queryFn: () => dataProvider.analyticsOverview(period),
    // One quiet retry for a blip; after that the error and its "Try again" button show.
    retry: 1,
  })

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="console.dashboard.title" />
      <Typography component="h1" variant="h4" gutterBottom>
        {translate('console.dashboard.heading')}
      </Typography>
      <PeriodSelector
        preset={preset}
        period={period}
        onChange={(nextPreset, nextPeriod) => {
          setPreset(nextPreset)
          setPeriod(nextPeriod)
        }}
      />
      <Box sx={{ mt: 3 }} aria-busy={query.isPending ? 'true' : 'false'}>
        {query.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{translate('console.dashboard.loading')}</Typography>
          </Box>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                {translate('console.errors.retry')}
              </Button>
            }
          >
            {translate('console.errors.load')}{' '}
            {query.error instanceof Error ? query.error.message : null}
          </Alert>
        ) : (
          <Overview data={query.data} />
        )}
      </Box>
    </Box>
  )
}

function Overview({ data }: { data: AnalyticsOverview }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const basename = useBasename()
  const { totals } = data
  const number = (value: number) => formatNumber(value, locale)
  const figures: Array<[string, string, ReactNode?]> = [
    ['users', number(totals.users)],
    ['mentors', number(totals.mentors)],
    [
      'pendingApplications',
      number(totals.pendingApplications),
      totals.pendingApplications > 0 ? (
        <MuiLink component={Link} to={`${basename}/pending-mentors`}>
          {translate('console.dashboard.review_pending')}
        </MuiLink>
      ) : null,
    ],
    ['signups', number(totals.signups)],
    ['bookings', number(totals.bookings)],
    ['revenue', formatMoney(totals.revenueCents, totals.currency, locale)],
    ['activeSubscriptions', number(totals.activeSubscriptions)],
    ['referralConversions', number(totals.referralConversions)],
    ['messages', number(totals.messages)],
    ['conversationsOpened', number(totals.conversationsOpened)],
    [
      'openConversationReports',
      number(totals.openConversationReports),
      totals.openConversationReports > 0 ? (
        <MuiLink component={Link} to={`${basename}/conversation-reports`}>
          {translate('console.dashboard.review_reports')}
        </MuiLink>
      ) : null,
    ],
  ]

  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('console.dashboard.totals')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {figures.map(([key, value, extra]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent component="dl" sx={{ m: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`console.dashboard.figures.${key}`)}
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                  {value}
                </Typography>
                {extra ? (
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {extra}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Suspense
          fallback={
            <Grid size={12}>
              <Loading label="console.loading.charts" />
            </Grid>
          }
        >
          <OverviewCharts data={data} />
        </Suspense>
        <Grid size={{ xs: 12, lg: 6 }}>
          <OutcomeMentors data={data} />
        </Grid>
        <Grid size={12}>
          <TopMentors data={data} />
        </Grid>
      </Grid>
    </>
  )
}

function TopMentors({ data }: { data: AnalyticsOverview }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const basename = useBasename()
  return (
    <Card component="section" aria-labelledby="top-mentors-heading">
      <CardContent>
        <Typography id="top-mentors-heading" component="h2" variant="h6" gutterBottom>
          {translate('console.dashboard.topMentors.heading')}
        </Typography>
        {data.topMentors.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('console.dashboard.topMentors.none')}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="top-mentors-heading">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('console.dashboard.topMentors.name')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('console.dashboard.topMentors.sessions')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('console.dashboard.topMentors.rating')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.topMentors.map((mentor) => (
                <TableRow key={mentor.id}>
                  <TableCell component="th" scope="row">
                    <MuiLink component={Link} to={`${basename}/mentors/${mentor.id}/show`}>
                      {mentor.fullName}
                    </MuiLink>
                  </TableCell>
                  <TableCell align="right">{formatNumber(mentor.sessions, locale)}</TableCell>
                  <TableCell align="right">
                    {mentor.rating === null
                      ? '—'
                      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                          mentor.rating
                        )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

/** The outcome follow-up per mentor: their mentees' answers in the period, most first. */
function OutcomeMentors({ data }: { data: AnalyticsOverview }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const basename = useBasename()
  const mentors = data.outcomes.byMentor
  return (
    <Card component="section" aria-labelledby="outcome-mentors-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="outcome-mentors-heading" component="h2" variant="h6" gutterBottom>
          {translate('console.dashboard.outcomeMentors.heading')}
        </Typography>
        {mentors.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('console.dashboard.outcomeMentors.none')}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="outcome-mentors-heading">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('console.dashboard.outcomeMentors.name')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('console.dashboard.outcomeMentors.answers')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('console.dashboard.outcomeMentors.positive')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('console.dashboard.outcomeMentors.rate')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {mentors.map((mentor) => (
                <TableRow key={mentor.id}>
                  <TableCell component="th" scope="row">
                    <MuiLink component={Link} to={`${basename}/mentors/${mentor.id}/show`}>
                      {mentor.fullName}
                    </MuiLink>
                  </TableCell>
                  <TableCell align="right">{formatNumber(mentor.answers, locale)}</TableCell>
                  <TableCell align="right">{formatNumber(mentor.positive, locale)}</TableCell>
                  <TableCell align="right">
                    {formatShare(mentor.positive, mentor.answers, locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
