import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { AppProviders } from '~/components/app_providers'

export default function render(page: any) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => (title ? `${title} · Mentorship Hub` : 'Mentorship Hub'),
    resolve: async (name) => {
      const resolved = await resolvePageComponent(
        `./pages/${name}.tsx`,
        import.meta.glob<any>('./pages/**/*.tsx', { eager: true })
      )
      return resolved.default
    },
    setup: ({ App, props }) => (
      <AppProviders initialPage={props.initialPage}>
        <App {...props} />
      </AppProviders>
    ),
  })
}
