import { hooks } from '@adonisjs/core/app'
import { buildBundle } from '../bundle.js'

/** `node ace build` (so `npm run build`) builds the console too; the output is a meta file. */
export default hooks.buildStarting(async (parent) => {
  parent.ui.logger.info('building the admin console (admin-ui) with vite')
  await buildBundle({ logLevel: 'warn' })
})
