import './css/app.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp, router } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { APP_NAME } from '#business/app'
import { AppProviders } from '~/components/app_providers'
import { layoutFor } from '~/layouts'
import { startBuildVersionCheck } from '~/lib/build_version'
import { isChunkLoadError, reloadForFailedChunk, startChunkReload } from '~/lib/chunk_reload'
import { keepMessagesOutOfPage, loadMessages } from '~/lib/messages'

startChunkReload()

async function loadPage(name: string) {
  const module = await resolvePageComponent(
    `./pages/${name}.tsx`,
    import.meta.glob<any>('./pages/**/*.tsx')
  ).catch((error) => {
    // A page's chunk that failed to load: reload once (guarded), else show the error.
    if (isChunkLoadError(error) && reloadForFailedChunk()) return new Promise<never>(() => {})
    throw error
  })
  return module.default
}

// The page as the server sent it; its interface texts come from /i18n (cached, preloaded),
// loaded while the page's code loads (the page starts when both are there). They are held
// outside the page's props (inertia/lib/messages.ts), which Inertia copies into the history.
const page = JSON.parse(document.querySelector('script[data-page="app"]')!.textContent!)
const messagesReady: Promise<unknown> = page.props.messages?.texts
  ? Promise.resolve(keepMessagesOutOfPage(page))
  : loadMessages(page.props.locale, page.version).then(() => {
      page.props.messages = {}
    })
router.on('navigate', (event) => keepMessagesOutOfPage(event.detail.page))
let started = false

createInertiaApp({
  page,
  title: (title) => (title ? `${title} · ${APP_NAME}` : APP_NAME),
  resolve: async (name) => {
    try {
      const [component] = await Promise.all([loadPage(name), messagesReady])
      return component
    } catch (error) {
      // The first page cannot start without its code and texts: the notice the server put in
      // the page, in its language, says so and offers a reload.
      if (!started) document.getElementById('page-start-failed')?.removeAttribute('hidden')
      throw error
    }
  },
  layout: layoutFor,
  setup({ el, App, props }) {
    started = true
    startBuildVersionCheck(props.initialPage.version)
    hydrateRoot(
      el,
      <AppProviders initialPage={props.initialPage}>
        <App {...props} />
      </AppProviders>
    )
  },
  progress: { color: '#4338ca' },
})
