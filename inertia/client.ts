import { registry } from '@generated/registry'
import { createTuyau } from '@tuyau/core/client'
import { transport } from '~/lib/api_transport'

/**
 * The generated typed client (Tuyau, from the routes' names, params, bodies and answers): every
 * JSON call of the pages goes through it, with the app's behaviours of `transport` (spec sections
 * 7 and 8). Pages reach it through `api()` of `~/lib/api`, and build links with `urlFor`.
 */
export const client = createTuyau({ registry, baseUrl: '/', ...transport })

export const urlFor = client.urlFor
