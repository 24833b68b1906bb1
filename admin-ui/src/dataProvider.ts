import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider, Identifier, RaRecord } from 'react-admin'
import { API_ADMIN, httpClient, postJson } from './httpClient'
import type { AnalyticsOverview } from './types'

export type AdminDataProvider = DataProvider & {
  /** POST /api/admin/<resource>/:id/<action> with a JSON body; answers the updated record. */
  action<T extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
    action: string,
    body?: Record<string, unknown>
  ): Promise<{ data: T }>
  analyticsOverview(period: { from: string; to: string }): Promise<AnalyticsOverview>
}

const rest = simpleRestProvider(API_ADMIN, httpClient)

function actionUrl(resource: string, id: Identifier, action: string) {
  return `${API_ADMIN}/${resource}/${encodeURIComponent(String(id))}/${action}`
}

/** ra-data-simple-rest on /api/admin, plus the API's actions and analytics. */
export const dataProvider: AdminDataProvider = {
  ...rest,
  async action<T extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
    action: string,
    body: Record<string, unknown> = {}
  ) {
    return { data: await postJson<T>(actionUrl(resource, id, action), body) }
  },
  async analyticsOverview({ from, to }) {
    const query = new URLSearchParams({ from, to })
    const { json } = await httpClient<AnalyticsOverview>(`${API_ADMIN}/analytics/overview?${query}`)
    return json
  },
}
