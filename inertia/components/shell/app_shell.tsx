import { type ReactNode } from 'react'
import { ConsentBanner } from '~/components/shell/consent_banner'
import { Footer } from '~/components/shell/footer'
import { Header, type HeaderVariant } from '~/components/shell/header'
import { SkipLink } from '~/components/shell/skip_link'

/** Skip link, header, the page's `<main id="main">` and footer. */
export function AppShell({ variant, children }: { variant: HeaderVariant; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header variant={variant} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <Footer />
      <ConsentBanner />
    </div>
  )
}
