import { useId } from 'react'
import type { ReactNode } from 'react'
import { Card, CardContent, Grid, Typography } from '@mui/material'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useLocaleState, useTranslate } from 'react-admin'
import type { AnalyticsOverview } from '../types'
import { formatDay, formatMoney, formatMonth, formatNumber, formatShare } from './period'

const COLORS = { first: '#1d4ed8', second: '#b45309', money: '#047857', plans: '#6d28d9' }
const HEIGHT = 260

/** A chart with its heading and a sentence that says what it shows (for screen readers too). */
function ChartCard(props: { title: string; summary: string; empty: boolean; children: ReactNode }) {
  const translate = useTranslate()
  const headingId = useId()
  const summaryId = useId()
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {props.title}
        </Typography>
        <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.empty ? translate('console.dashboard.charts.none') : props.summary}
        </Typography>
        <div aria-describedby={summaryId}>{props.children}</div>
      </CardContent>
    </Card>
  )
}

type Data = AnalyticsOverview

function ActivityChart({ data }: { data: Data }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const bookings = new Map(data.series.bookings.map((point) => [point.date, point.count]))
  const points = data.series.signups.map((point) => ({
    date: point.date,
    signups: point.count,
    bookings: bookings.get(point.date) ?? 0,
  }))
  const { from, to } = data.period
  return (
    <ChartCard
      title={translate('console.dashboard.charts.activity')}
      summary={translate('console.dashboard.charts.activity_summary', {
        signups: formatNumber(data.totals.signups, locale),
        bookings: formatNumber(data.totals.bookings, locale),
        from: formatDay(from, locale, true),
        to: formatDay(to, locale, true),
      })}
      empty={points.length === 0}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={(value) => formatDay(value, locale)}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(value) => formatDay(String(value), locale, true)} />
          <Legend />
          <Line
            type="monotone"
            dataKey="signups"
            name={translate('console.dashboard.charts.signups')}
            stroke={COLORS.first}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="bookings"
            name={translate('console.dashboard.charts.bookings')}
            stroke={COLORS.second}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

function RevenueChart({ data }: { data: Data }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const currency = data.totals.currency
  const money = (cents: number) => formatMoney(cents, currency, locale)
  return (
    <ChartCard
      title={translate('console.dashboard.charts.revenue')}
      summary={translate('console.dashboard.charts.revenue_summary', {
        amount: money(data.totals.revenueCents),
        from: formatDay(data.period.from, locale, true),
        to: formatDay(data.period.to, locale, true),
      })}
      empty={data.series.revenue.length === 0}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={data.series.revenue} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={(value) => formatDay(value, locale)}
            minTickGap={16}
          />
          <YAxis tickFormatter={(value) => money(Number(value))} width={80} />
          <Tooltip
            labelFormatter={(value) => formatDay(String(value), locale, true)}
            formatter={(value) => money(Number(value))}
          />
          <Bar
            dataKey="amountCents"
            name={translate('console.dashboard.charts.amount')}
            fill={COLORS.money}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

function SubscriptionsByPlanChart({ data }: { data: Data }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const planName = (plan: string) =>
    translate(`console.dashboard.plans.${plan.toLowerCase()}`, { _: plan })
  const points = data.subscriptionsByPlan.map((entry) => ({
    plan: planName(entry.plan),
    count: entry.count,
  }))
  const list = points
    .map((point) => `${point.plan}: ${formatNumber(point.count, locale)}`)
    .join(', ')
  return (
    <ChartCard
      title={translate('console.dashboard.charts.subscriptionsByPlan')}
      summary={translate('console.dashboard.charts.subscriptions_summary', { list })}
      empty={points.length === 0}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="plan" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar
            dataKey="count"
            name={translate('console.dashboard.charts.subscriptions')}
            fill={COLORS.plans}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

function ReferralChart({ data }: { data: Data }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <ChartCard
      title={translate('console.dashboard.charts.referralConversions')}
      summary={translate('console.dashboard.charts.referral_summary', {
        smart_count: data.totals.referralConversions,
        from: formatDay(data.period.from, locale, true),
        to: formatDay(data.period.to, locale, true),
      })}
      empty={data.series.referralConversions.length === 0}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart
          data={data.series.referralConversions}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={(value) => formatDay(value, locale)}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(value) => formatDay(String(value), locale, true)} />
          <Line
            type="stepAfter"
            dataKey="count"
            name={translate('console.dashboard.charts.conversions')}
            stroke={COLORS.first}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

/** The outcome follow-up: the share of mentees who reached their goal or partly, per month. */
function OutcomesChart({ data }: { data: Data }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { answers, positive, byMonth } = data.outcomes
  const points = byMonth.map((month) => ({
    month: month.month,
    // A month without answers has no rate (no bar), not 0 %.
    rate: month.answers > 0 ? Math.round((month.positive / month.answers) * 100) : null,
    answers: month.answers,
  }))
  return (
    <ChartCard
      title={translate('console.dashboard.charts.outcomes')}
      summary={translate('console.dashboard.charts.outcomes_summary', {
        smart_count: answers,
        positive: formatNumber(positive, locale),
        rate: formatShare(positive, answers, locale),
        from: formatDay(data.period.from, locale, true),
        to: formatDay(data.period.to, locale, true),
      })}
      empty={answers === 0}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" tickFormatter={(value) => formatMonth(value, locale, false)} />
          <YAxis domain={[0, 100]} tickFormatter={(value) => `${value}%`} />
          <Tooltip
            labelFormatter={(value) => formatMonth(String(value), locale)}
            formatter={(value, _name, item) =>
              translate('console.dashboard.charts.outcomes_point', {
                rate: `${value}%`,
                smart_count: item.payload.answers,
              })
            }
          />
          <Bar
            dataKey="rate"
            name={translate('console.dashboard.charts.outcome_rate')}
            fill={COLORS.money}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

/** Messages written per day: counts only (a message is read only in a reported conversation). */
function MessagesChart({ data }: { data: Data }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <ChartCard
      title={translate('console.dashboard.charts.messages')}
      summary={translate('console.dashboard.charts.messages_summary', {
        smart_count: data.totals.messages,
        from: formatDay(data.period.from, locale, true),
        to: formatDay(data.period.to, locale, true),
      })}
      empty={data.series.messages.length === 0}
    >
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={data.series.messages} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={(value) => formatDay(value, locale)}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(value) => formatDay(String(value), locale, true)} />
          <Bar
            dataKey="count"
            name={translate('console.dashboard.charts.messages_count')}
            fill={COLORS.second}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

/**
 * The overview's charts, as items of the dashboard's grid: a chunk of
 * their own (recharts is most of the dashboard's code), so the key figures show first.
 */
export default function OverviewCharts({ data }: { data: Data }) {
  return (
    <>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ActivityChart data={data} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RevenueChart data={data} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SubscriptionsByPlanChart data={data} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReferralChart data={data} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <OutcomesChart data={data} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <MessagesChart data={data} />
      </Grid>
    </>
  )
}
