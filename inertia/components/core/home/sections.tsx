import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import { MentorCard, type MentorCardData } from '~/components/mentoring/mentor_card'
import {
  primaryButton,
  secondaryButton,
  Icon,
  Html,
  Section,
  type HomeBlock,
} from '~/components/core/home/parts'

const HIGHLIGHTS = ['vetted', 'practical', 'schedule'] as const
const BENEFIT_ICONS = ['shield', 'briefcase', 'calendar', 'heart']
const EXPERT_ICONS = ['rocket', 'chart', 'code', 'megaphone', 'scale']

export function Hero({ block }: { block: HomeBlock }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-center lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {block.title}
          </h1>
          <Html
            html={block.introHtml}
            className="mt-6 max-w-2xl text-lg leading-8 text-slate-600 sm:text-xl"
          />
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link route="mentoring.mentors" className={primaryButton}>
              <FormattedMessage id="home.hero.primaryCta" />
            </Link>
            <Link route="accounts.register" className={secondaryButton}>
              <FormattedMessage id="home.hero.secondaryCta" />
            </Link>
          </div>
          <p className="mt-4 text-sm font-medium text-slate-600">
            <FormattedMessage id="home.hero.firstCallFree" />
          </p>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 rotate-2 rounded-3xl bg-brand-100/70"
          />
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

export function Benefits({ block }: { block: HomeBlock }) {
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
                <h3
                  className="mt-5 text-lg font-semibold text-slate-900"
                  dangerouslySetInnerHTML={{ __html: item.titleHtml }}
                />
              ) : null}
              <Html
                as="span"
                html={item.descriptionHtml}
                className="mt-2 block text-base leading-7 text-slate-600"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

export function Experts({ block }: { block: HomeBlock }) {
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
                <h3
                  className="mt-5 text-base font-semibold text-slate-900"
                  dangerouslySetInnerHTML={{ __html: item.titleHtml }}
                />
              ) : null}
              <Html
                as="span"
                html={item.descriptionHtml}
                className="mt-2 block text-sm leading-6 text-slate-600"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

export function HowItWorks({ block }: { block: HomeBlock }) {
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
              <Html
                as="span"
                html={item.descriptionHtml}
                className="mt-2 block text-base leading-7 text-slate-600"
              />
            </li>
          ))}
        </ol>
      ) : null}
    </Section>
  )
}

export function SelectionCriteria({ block }: { block: HomeBlock }) {
  return (
    <Section id="selection-title" block={block} className="bg-slate-50">
      {block.items.length ? (
        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-2">
          {block.items.map((item, index) => (
            <li
              key={index}
              className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
              >
                <Icon name="check" className="size-5" />
              </span>
              <p className="text-base leading-7 text-slate-700">
                {item.titleHtml ? (
                  <>
                    <strong
                      className="font-semibold text-slate-900"
                      dangerouslySetInnerHTML={{ __html: item.titleHtml }}
                    />{' '}
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
          route="mentoring.applications.show"
          className="text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <FormattedMessage id="applications.homeLink" />
        </Link>
      </p>
    </Section>
  )
}

export function Mentors({ mentors }: { mentors: MentorCardData[] }) {
  if (!mentors.length) return null
  return (
    <section aria-labelledby="mentors-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="mentors-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
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
          <Link route="mentoring.mentors" className={secondaryButton}>
            <FormattedMessage id="pages.home.allMentors" />
          </Link>
        </p>
      </div>
    </section>
  )
}

export function FinalCallToAction({ block }: { block: HomeBlock }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2
          id="cta-title"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {block.title}
        </h2>
        <Html
          html={block.introHtml}
          className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100 [&_a]:text-white"
        />
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            route="mentoring.mentors"
            className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 text-base font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800 focus-visible:outline-none"
          >
            <FormattedMessage id="home.cta.findMentor" />
          </Link>
          <Link
            route="accounts.register"
            className="inline-flex items-center justify-center rounded-lg border border-white/60 px-5 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800 focus-visible:outline-none"
          >
            <FormattedMessage id="home.cta.register" />
          </Link>
        </div>
      </div>
    </section>
  )
}
