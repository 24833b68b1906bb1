import { hooks } from '@adonisjs/core/app'
import { watchBundle } from '../bundle.js'

/** `npm run dev` keeps admin-ui/dist up to date: Vite rebuilds it on every change. */
export default hooks.devServerStarting(async (parent) => {
  parent.ui.logger.info(
    'watching the admin console (admin-ui): rebuilt into admin-ui/dist on change'
  )
  await watchBundle()
})
