import { Suspense, useEffect, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import { ConsentBanner } from '~/components/shell/consent_banner'
import { Footer } from '~/components/shell/footer'
import { Header, type HeaderVariant } from '~/components/shell/header'
import { SkipLink } from '~/components/shell/skip_link'
import { focusMain } from '~/lib/focus_main'

let keepingFocus = false
/** The address whose page React has put on screen, its effects run. */
let renderedUrl: string | null = null
/** An address visited whose page is not on screen yet. */
let pendingUrl: string | null = null

function focusMainIfLost() {
  const active = document.activeElement
  if (!active || active === document.body) {
    focusMain({ preventScroll: true })
  }
}

/**
 * A visit to another address (or Back) that removes the focused element
 * would leave the focus on the body, and the next Tab somewhere in the new
 * page: the focus goes to the new page's `<main>` instead, as the skip link
 * does. A page that moves the focus itself (a form's first error, a results
 * heading) keeps its choice; reloads of the same address change nothing.
 * The router's listeners are added once for the whole app, whichever layout
 * mounts first; the check runs once the new page is on screen, whichever
 * comes first of the router's event and React's commit.
 */
function useFocusAfterVisits() {
  const { url } = usePage()
  useEffect(() => {
    if (keepingFocus) return
    keepingFocus = true
    // The first page load leaves the focus at the top of the document, as any page load does.
    let visited = false
    let lastUrl = window.location.pathname + window.location.search
    router.on('start', () => {
      visited = true
    })
    window.addEventListener('popstate', () => {
      visited = true
    })
    router.on('navigate', (event) => {
      const next = event.detail.page.url
      if (!visited || next === lastUrl) return
      lastUrl = next
      if (renderedUrl === next) focusMainIfLost()
      else pendingUrl = next
    })
  }, [])
  // Runs after the new page's own effects (a parent's effects run after its children's).
  useEffect(() => {
    renderedUrl = url
    if (pendingUrl !== url) return
    pendingUrl = null
    focusMainIfLost()
  }, [url])
}

/**
 * Each part of the shell is its own Suspense boundary: the browser takes over the server's
 * markup part by part, in short slices between which it stays responsive (React hydrates a
 * boundary at low priority, yielding every few milliseconds, and first the part the user
 * clicks or types in), instead of in one long task for the whole page. Nothing in them
 * suspends once the page's code is there, so no fallback is ever shown.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** Skip link, cookie banner (while unanswered), header, the page's `<main id="main">` and footer. */
export function AppShell({ variant, children }: { variant: HeaderVariant; children: ReactNode }) {
  useFocusAfterVisits()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {/* Early in the focus order: keyboard users meet it before the page. */}
      <Part>
        <ConsentBanner />
      </Part>
      <Part>
        <Header variant={variant} />
      </Part>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Part>{children}</Part>
      </main>
      <Part>
        <Footer />
      </Part>
    </div>
  )
}
