import { type ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { HomeBlock, HomeKey } from '#core/services/content'
import { cn } from '~/lib/cn'
import { Seo } from '~/components/shell/seo'
import { MentorCard, type MentorCardData } from '~/components/mentoring/mentor_card'

type Props = {
  /** The editable blocks (admin content home_*), in the viewer's language. */
  blocks: Record<HomeKey, HomeBlock>
  /** A few listed mentors, best rated first. */
  mentors: MentorCardData[]
}

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

/** Safe HTML from the server's Markdown renderer (no HTML of the admin's text survives). */
function Html({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) {
  if (!html) return null
  return <Tag className={cn('[&_a]:text-brand-700 [&_a]:underline [&_p+p]:mt-3', className)} dangerouslySetInnerHTML={{ __html: html }} />
}

function Section({
  id,
  block,
  className,
  children,
}: {
  id: string
  block: HomeBlock
  className?: string
  children?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {block.title}
          </h2>
          <Html html={block.introHtml} className="mt-4 text-lg leading-8 text-slate-600" />
        </div>
        {children}
        <Html html={block.outroHtml} className="mx-auto mt-10 max-w-2xl text-center text-base leading-7 text-slate-600" />
      </div>
    </section>
  )
}

const HIGHLIGHTS = ['vetted', 'practical', 'schedule'] as const
const BENEFIT_ICONS = ['shield', 'briefcase', 'calendar', 'heart']
const EXPERT_ICONS = ['rocket', 'chart', 'code', 'megaphone', 'scale']

function Hero({ block }: { block: HomeBlock }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-center lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {block.title}
          </h1>
          <Html html={block.introHtml} className="mt-6 max-w-2xl text-lg leading-8 text-slate-600 sm:text-xl" />
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

function Benefits({ block }: { block: HomeBlock }) {
  return (
    <Section id="benefits-title" block={block}>
      {block.items.length ? (
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {block.items.map((item, index) => (
            <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={BENEFIT_ICONS[index % BENEFIT_ICONS.length]} />
              </span>
              {item.titleHtml ? (
                <h3 className="mt-5 text-lg font-semibold text-slate-900" dangerouslySetInnerHTML={{ __html: item.titleHtml }} />
              ) : null}
              <Html as="span" html={item.descriptionHtml} className="mt-2 block text-base leading-7 text-slate-600" />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

function Experts({ block }: { block: HomeBlock }) {
  return (
    <Section id="experts-title" block={block} className="bg-slate-50">
      {block.items.length ? (
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {block.items.map((item, index) => (
            <li key={index} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name={EXPERT_ICONS[index % EXPERT_ICONS.length]} />
              </span>
              {item.titleHtml ? (
                <h3 className="mt-5 text-base font-semibold text-slate-900" dangerouslySetInnerHTML={{ __html: item.titleHtml }} />
              ) : null}
              <Html as="span" html={item.descriptionHtml} className="mt-2 block text-sm leading-6 text-slate-600" />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

function HowItWorks({ block }: { block: HomeBlock }) {
  return (
    <Section id="steps-title" block={block}>
      {block.items.length ? (
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {block.items.map((item, index) => (
            <li key={index} className="relative rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">
                  <FormattedMessage id="home.steps.stepLabel" values={{ number: index + 1 }} />
                  {item.titleHtml ? ': ' : null}
                </span>
                <span dangerouslySetInnerHTML={{ __html: item.titleHtml }} />
              </h3>
              <Html as="span" html={item.descriptionHtml} className="mt-2 block text-base leading-7 text-slate-600" />
            </li>
          ))}
        </ol>
      ) : null}
    </Section>
  )
}

function SelectionCriteria({ block }: { block: HomeBlock }) {
  return (
    <Section id="selection-title" block={block} className="bg-slate-50">
      {block.items.length ? (
        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-2">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
              >
                <Icon name="check" className="size-5" />
              </span>
              <p className="text-base leading-7 text-slate-700">
                {item.titleHtml ? (
                  <>
                    <strong className="font-semibold text-slate-900" dangerouslySetInnerHTML={{ __html: item.titleHtml }} />{' '}
                  </>
                ) : null}
                <span dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-10 text-center">
        <Link
          href="/become-a-mentor"
          className="text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <FormattedMessage id="applications.homeLink" />
        </Link>
      </p>
    </Section>
  )
}

function Mentors({ mentors }: { mentors: MentorCardData[] }) {
  if (!mentors.length) return null
  return (
    <section aria-labelledby="mentors-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="mentors-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            <FormattedMessage id="pages.home.mentorsTitle" />
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            <FormattedMessage id="pages.home.mentorsSubtitle" />
          </p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-mentors">
          {mentors.map((mentor) => (
            <li key={mentor.id}>
              <MentorCard mentor={mentor} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link href="/mentors" className={secondaryButton}>
            <FormattedMessage id="pages.home.allMentors" />
          </Link>
        </p>
      </div>
    </section>
  )
}

function FinalCallToAction({ block }: { block: HomeBlock }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {block.title}
        </h2>
        <Html
          html={block.introHtml}
          className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100 [&_a]:text-white"
        />
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

export default function Home({ blocks, mentors }: Props) {
  const intl = useIntl()
  return (
    <>
      <Seo
        title={intl.formatMessage({ id: 'home.meta.title' })}
        description={intl.formatMessage({ id: 'home.meta.description' })}
      />
      <Hero block={blocks.home_hero} />
      <Benefits block={blocks.home_benefits} />
      <Experts block={blocks.home_expert_types} />
      <HowItWorks block={blocks.home_how_it_works} />
      <SelectionCriteria block={blocks.home_selection_criteria} />
      <Mentors mentors={mentors} />
      <FinalCallToAction block={blocks.home_cta} />
    </>
  )
}
