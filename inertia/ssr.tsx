import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { APP_NAME } from '#business/app'
import { AppProviders } from '~/components/app_providers'
import { layoutFor } from '~/layouts'

export default function render(page: any) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => (title ? `${title} · ${APP_NAME}` : APP_NAME),
    resolve: async (name) => {
      const resolved = await resolvePageComponent(
        `./pages/${name}.tsx`,
        import.meta.glob<any>('./pages/**/*.tsx', { eager: true })
      )
      return resolved.default
    },
    layout: layoutFor,
    setup: ({ App, props }) => (
      <AppProviders initialPage={props.initialPage}>
        <App {...props} />
      </AppProviders>
    ),
  })
}
