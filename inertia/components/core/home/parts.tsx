import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { cn } from '~/lib/cn'

/** One editable block of the home page (admin content home_*). */
export type HomeBlock = Data.Mentoring.HomeBlocks['home_hero']

export const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

export const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

/** Outline icons (24 px grid), drawn in the current text colour. */
export const ICONS: Record<string, string> = {
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

export function Icon({ name, className }: { name: string; className?: string }) {
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
export function Html({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string
  className?: string
  as?: 'div' | 'span'
}) {
  if (!html) return null
  return (
    <Tag
      className={cn('[&_a]:text-brand-700 [&_a]:underline [&_p+p]:mt-3', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

export function Section({
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
          <h2
            id={id}
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {block.title}
          </h2>
          <Html html={block.introHtml} className="mt-4 text-lg leading-8 text-slate-600" />
        </div>
        {children}
        <Html
          html={block.outroHtml}
          className="mx-auto mt-10 max-w-2xl text-center text-base leading-7 text-slate-600"
        />
      </div>
    </section>
  )
}
