import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { markDataExportFailed, prepareDataExport } from '#accounts/services/data_archive'

export type DataExportJobPayload = { dataExportId: number }

/**
 * Builds the archive a member asked for (Settings > Privacy and data) and e-mails its link,
 * away from the request. A passing fault (the database, the disk) is tried again a few
 * times, a few seconds apart; then the archive is marked failed and the member may ask anew.
 */
export default class DataExportJob extends Job<DataExportJobPayload> {
  static options: JobOptions = {
    name: 'accounts.data_export',
    queue: 'default',
    maxRetries: 2,
    retry: { backoff: exponentialBackoff({ baseDelay: '2s', maxDelay: '30s', multiplier: 2 }) },
  }

  async execute() {
    await prepareDataExport(this.payload.dataExportId)
  }

  async failed() {
    await markDataExportFailed(this.payload.dataExportId)
  }
}
