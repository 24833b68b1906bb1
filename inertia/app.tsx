import './css/app.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { APP_NAME } from '#business/app'
import { AppProviders } from '~/components/app_providers'
import { layoutFor } from '~/layouts'
import { startBuildVersionCheck } from '~/lib/build_version'
import { isChunkLoadError, reloadForFailedChunk, startChunkReload } from '~/lib/chunk_reload'

startChunkReload()

createInertiaApp({
  title: (title) => (title ? `${title} · ${APP_NAME}` : APP_NAME),
  resolve: async (name) => {
    const page = await resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<any>('./pages/**/*.tsx')
    ).catch((error) => {
      // A page's chunk that failed to load: reload once (guarded), else show the error.
      if (isChunkLoadError(error) && reloadForFailedChunk()) return new Promise<never>(() => {})
      throw error
    })
    return page.default
  },
  layout: layoutFor,
  setup({ el, App, props }) {
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
