import env from '#start/env'
import { isAbsolute } from 'node:path'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

function dataExportsLocation(path: string) {
  return isAbsolute(path) ? path : app.makePath(path)
}

const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK'),

  /**
   * The services object can be used to configure multiple file system
   * services each using the same or a different driver.
   */
  services: {
    fs: services.fs({
      location: app.makePath('storage/uploads'),
      serveFiles: true,
      routeBasePath: '/uploads',
      visibility: 'public',
    }),
    /**
     * Members' data archives: private, never served by drive (no route); the owner downloads
     * theirs through the signed link (accounts.dataExport.download).
     */
    dataExports: services.fs({
      location: dataExportsLocation(env.get('DATA_EXPORTS_LOCATION') || 'storage/data_exports'),
      serveFiles: false,
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
