import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DataExportState } from '#accounts/services/data_export'

/** Where the member's copy of their data stands (Settings > Privacy and data). */
export default class DataExportTransformer extends BaseTransformer<DataExportState> {
  toObject() {
    const state = this.resource
    return {
      status: state.status,
      requestedAt: state.status === 'none' ? null : state.requestedAt.toISO()!,
      readyUntil: state.status === 'ready' ? state.expiresAt.toISO()! : null,
      downloadUrl: state.status === 'ready' ? state.downloadUrl : null,
    }
  }
}
