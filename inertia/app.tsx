import './css/app.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { AppProviders } from '~/components/app_providers'

createInertiaApp({
  title: (title) => (title ? `${title} · Mentorship Hub` : 'Mentorship Hub'),
  resolve: async (name) => {
    const page = await resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<any>('./pages/**/*.tsx')
    )
    return page.default
  },
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
