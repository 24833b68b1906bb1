import './css/app.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { APP_NAME } from '#business/app'
import { AppProviders } from '~/components/app_providers'
import { layoutFor } from '~/layouts'

createInertiaApp({
  title: (title) => (title ? `${title} · ${APP_NAME}` : APP_NAME),
  resolve: async (name) => {
    const page = await resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<any>('./pages/**/*.tsx')
    )
    return page.default
  },
  layout: layoutFor,
  setup({ el, App, props }) {
    hydrateRoot(
      el,
      <AppProviders initialPage={props.initialPage}>
        <App {...props} />
      </AppProviders>
    )
  },
  progress: { color: '#4338ca' },
})
