import { lazy } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin'
import type { AuthProvider, I18nProvider } from 'react-admin'
import { dataProvider } from './dataProvider'
import { ConsoleLayout } from './layout/ConsoleLayout'
import { ConsoleLoading } from './layout/Loading'
import { resourceDefinitions } from './resources'
import { theme } from './theme'

// The dashboard (with the charts) and the pending mentors page are chunks of their own.
const Dashboard = lazy(() => import('./dashboard/Dashboard'))
const PendingMentors = lazy(() => import('./pendingMentors/PendingMentors'))

export const store = localStorageStore('1', 'mentoring-admin')

type AppProps = { authProvider: AuthProvider; i18nProvider: I18nProvider }

/** Real URLs under /admin (the server answers index.html for each), not react-admin's default hash router. */
export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<Console {...props} />} />
      </Routes>
    </BrowserRouter>
  )
}

function Console({ authProvider, i18nProvider }: AppProps) {
  return (
    <Admin
      basename="/admin"
      title="console.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={ConsoleLayout}
      loading={ConsoleLoading}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {resourceDefinitions.map((definition) => (
        <Resource key={definition.name} {...definition} />
      ))}
      <CustomRoutes>
        <Route path="/pending-mentors" element={<PendingMentors />} />
      </CustomRoutes>
    </Admin>
  )
}
