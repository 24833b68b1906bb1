import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { APP_NAME } from '#business/app'
import { AppProviders } from '~/components/app_providers'
import { layoutFor } from '~/layouts'
import { rememberMessages } from '~/lib/messages'

export default function render(page: any) {
  // The texts render the page here, but stay out of its HTML: the browser loads them, cached.
  const { messages, ...props } = page.props
  if (messages?.texts) rememberMessages(page.props.locale, messages.texts)
  return createInertiaApp({
    page: { ...page, props },
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
