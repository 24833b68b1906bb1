import { type ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { cn } from '~/lib/cn'
import { SelectionCriteriaList } from '~/components/mentoring/selection_criteria'

const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'
const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

/** Outline icons (24 px grid), drawn in the current text colour. */
const ICONS: Record<string, string> = {
  shield:
    'M9 12.75 11.25 15 15 9.75m-3-7.04A11.96 11.96 0 0 1 3.6 6 12 12 0 0 0 3 9.75c0 5.59 3.82 10.29 9 11.62 5.18-1.33 9-6.03 9-11.62 0-1.31-.21-2.57-.6-3.75h-.15c-3.2 0-6.1-1.25-8.25-3.29Z',
  briefcase:
    'M20.25 14.15v4.25c0 1.1-.9 2-2 2H5.75a2 2 0 0 1-2-2v-4.25m16.5 0a2.2 2.2 0 0 0 .75-1.66V8.71c0-1.08-.77-2.01-1.84-2.17a48.4 48.4 0 0 0-3.41-.39m4.5 8A18.2 18.2 0 0 1 12 15.75c-2.65 0-5.16-.56-7.43-1.58m0 0A2.2 2.2 0 0 1 3.75 12.5V8.71c0-1.08.77-2.01 1.84-2.17a48.4 48.4 0 0 1 3.41-.39m7.5 0V5.25A2.25 2.25 0 0 0 14.25 3h-4.5A2.25 2.25 0 0 0 7.5 5.25v.9m9 0a48.7 48.7 0 0 0-9 0',
  calendar:
    'M6.75 3v2.25M17.25 3v2.25M3 18.75V7.5a2.25 2.25 0 0 1 2.25-2.25h13.5A2.25 2.25 0 0 1 21 7.5v11.25m-18 0A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75m-18 0v-7.5A2.25 2.25 0 0 1 5.25 9h13.5A2.25 2.25 0 0 1 21 11.25v7.5',
  heart:
    'M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z',
  rocket:
    'M15.59 14.37a6 6 0 0 1-5.84 7.38v-4.8m5.84-2.58a14.98 14.98 0 0 0 6.16-12.12A14.98 14.98 0 0 0 9.63 8.41m5.96 5.96a14.93 14.93 0 0 1-5.84 2.58m0 0a6.01 6.01 0 0 1-.42-.2m.42.2a6 6 0 0 1-7.38-5.84h4.8m2.58-5.84a6 6 0 0 0-7.38 5.84h4.8m2.58-5.84a14.93 14.93 0 0 0-2.58 5.84m2.58 1.42a6 6 0 0 1-1.42-1.42',
  chart:
    'M2.25 18 9 11.25l4.31 4.31a11.95 11.95 0 0 1 5.81-5.52l2.74-1.22m0 0-5.94-2.28m5.94 2.28-2.28 5.94',
  code: 'M17.25 6.75 22.5 12l-5.25 5.25m-10.5 0L1.5 12l5.25-5.25m7.5-3-4.5 16.5',
  megaphone:
    'M10.34 15.84c-.69-.05-1.38-.08-2.09-.08H7.5a4.5 4.5 0 1 1 0-9h.75c.7 0 1.4-.03 2.09-.08m0 9.16c.25.96.59 1.88 1 2.77.26.55.06 1.21-.46 1.51l-.66.38a1.13 1.13 0 0 1-1.6-.5 16.9 16.9 0 0 1-1.44-4.28m3.16.12a24.1 24.1 0 0 1 0-9.16m0 9.16c3.1.2 6.02 1.03 8.66 2.37m-8.66-11.53c3.1-.2 6.02-1.03 8.66-2.37m0 0c-.12-.4-.25-.78-.39-1.17m.39 1.17c.59 1.98.91 4.08.91 6.25s-.32 4.27-.91 6.25m0 0c-.12.4-.25.78-.39 1.17',
  scale:
    'M12 3v17.25m0 0c-1.47 0-2.87.3-4.13.84-.29.13-.49.39-.49.7v.46h9.24v-.46c0-.31-.2-.57-.49-.7A10.46 10.46 0 0 0 12 20.25ZM18.75 4.97A48.4 48.4 0 0 0 12 4.5c-2.29 0-4.55.16-6.75.47m13.5 0c1.01.14 2.01.32 3 .52m-3-.52 2.62 10.73c.12.5-.11 1.02-.59 1.2a5.99 5.99 0 0 1-2.03.35 5.99 5.99 0 0 1-2.03-.35c-.48-.18-.71-.7-.59-1.2L18.75 4.97Zm-16.5.52c.99-.2 1.99-.38 3-.52m0 0 2.62 10.73c.12.5-.11 1.02-.59 1.2a5.99 5.99 0 0 1-2.03.35 5.99 5.99 0 0 1-2.03-.35c-.48-.18-.71-.7-.59-1.2L5.25 4.97Z',
  check: 'm4.5 12.75 6 6 9-13.5',
}

function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className={cn('size-6', className)}
    >
      <path strokeLinecap="round" strokeLinejoin="round" d={ICONS[name]} />
    </svg>
  )
}

function Section({
  id,
  title,
  subtitle,
  className,
  children,
}: {
  id: string
  title: ReactNode
  subtitle?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-4 text-lg leading-8 text-slate-600">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}

const HIGHLIGHTS = ['vetted', 'practical', 'schedule'] as const
const BENEFITS = [
  { key: 'selected', icon: 'shield' },
  { key: 'experience', icon: 'briefcase' },
  { key: 'booking', icon: 'calendar' },
  { key: 'free', icon: 'heart' },
] as const
const EXPERTS = [
  { key: 'entrepreneurs', icon: 'rocket' },
  { key: 'angels', icon: 'chart' },
  { key: 'tech', icon: 'code' },
  { key: 'marketing', icon: 'megaphone' },
  { key: 'legal', icon: 'scale' },
] as const
const STEPS = ['find', 'book', 'grow'] as const

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-center lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600 sm:text-xl">
            <FormattedMessage id="home.hero.subtitle" />
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link href="/mentors" className={primaryButton}>
              <FormattedMessage id="home.hero.primaryCta" />
            </Link>
            <Link href="/register" className={secondaryButton}>
              <FormattedMessage id="home.hero.secondaryCta" />
            </Link>
          </div>
          <p className="mt-4 text-sm font-medium text-slate-600">
            <FormattedMessage id="home.hero.firstCallFree" />
          </p>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-4 rotate-2 rounded-3xl bg-brand-100/70" />
          <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
            <h2 className="text-lg font-semibold text-slate-900">
              <FormattedMessage id="home.hero.highlightsTitle" />
            </h2>
            <ul className="mt-6 space-y-5">
              {HIGHLIGHTS.map((key) => (
                <li key={key} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon name="check" className="size-4" />
                  </span>
                  <span className="text-base leading-7 text-slate-700">
                    <FormattedMessage id={`home.hero.highlights.${key}`} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}

function Benefits() {
  return (
    <Section
      id="benefits-title"
      title={<FormattedMessage id="home.benefits.title" />}
      subtitle={<FormattedMessage id="home.benefits.subtitle" />}
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <FormattedMessage id={`home.benefits.items.${key}.title`} />
            </h3>
            <p className="mt-2 text-base leading-7 text-slate-600">
              <FormattedMessage id={`home.benefits.items.${key}.description`} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Experts() {
  return (
    <Section
      id="experts-title"
      title={<FormattedMessage id="home.experts.title" />}
      subtitle={<FormattedMessage id="home.experts.subtitle" />}
      className="bg-slate-50"
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {EXPERTS.map(({ key, icon }) => (
          <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon name={icon} />
            </span>
            <h3 className="mt-5 text-base font-semibold text-slate-900">
              <FormattedMessage id={`home.experts.items.${key}.title`} />
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              <FormattedMessage id={`home.experts.items.${key}.description`} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function HowItWorks() {
  return (
    <Section
      id="steps-title"
      title={<FormattedMessage id="home.steps.title" />}
      subtitle={<FormattedMessage id="home.steps.subtitle" />}
    >
      <ol className="mt-14 grid gap-8 md:grid-cols-3">
        {STEPS.map((key, index) => (
          <li key={key} className="relative rounded-2xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <span className="sr-only">
                <FormattedMessage id="home.steps.stepLabel" values={{ number: index + 1 }} />
                {': '}
              </span>
              <FormattedMessage id={`home.steps.items.${key}.title`} />
            </h3>
            <p className="mt-2 text-base leading-7 text-slate-600">
              <FormattedMessage id={`home.steps.items.${key}.description`} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}

function SelectionCriteria() {
  return (
    <Section
      id="selection-title"
      title={<FormattedMessage id="home.selection.title" />}
      subtitle={<FormattedMessage id="home.selection.subtitle" />}
      className="bg-slate-50"
    >
      <SelectionCriteriaList messagePrefix="home.selection.criteria" className="mx-auto mt-12 max-w-4xl" />
      <p className="mt-10 text-center"><Link href="/become-a-mentor" className="text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"><FormattedMessage id="applications.homeLink" /></Link></p>
    </Section>
  )
}

function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          <FormattedMessage id="home.cta.title" />
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">
          <FormattedMessage id="home.cta.subtitle" />
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            href="/mentors"
            className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 text-base font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800 focus-visible:outline-none"
          >
            <FormattedMessage id="home.cta.findMentor" />
          </Link>
          <Link
            href="/register"
            className="inline-flex items-center justify-center rounded-lg border border-white/60 px-5 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800 focus-visible:outline-none"
          >
            <FormattedMessage id="home.cta.register" />
          </Link>
        </div>
      </div>
    </section>
  )
}

export default function Home() {
  const intl = useIntl()
  return (
    <>
      <Head title={intl.formatMessage({ id: 'home.meta.title' })}>
        <meta head-key="description" name="description" content={intl.formatMessage({ id: 'home.meta.description' })} />
      </Head>
      <Hero />
      <Benefits />
      <Experts />
      <HowItWorks />
      <SelectionCriteria />
      <FinalCallToAction />
    </>
  )
}
