/*
| Development-only routes (the captured mailbox). Never registered in production.
*/
import router from '@adonisjs/core/services/router'
import { devRoutesEnabled, registerDevRoutes } from '#core/routes_dev'

registerDevRoutes(router, { enabled: devRoutesEnabled() })
