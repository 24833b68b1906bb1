import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import { flashToast } from '#core/services/toast'
import { archiveForDownload, requestDataExport } from '#accounts/services/data_export'

/**
 * "Download my data" (Settings > Privacy and data): asking for the archive, and the e-mailed
 * link that downloads it.
 */
export default class DataExportController {
  /** POST /settings/account/privacy/data-export: one archive at a time. */
  async store(ctx: HttpContext) {
    const { auth, i18n, response } = ctx
    const outcome = await requestDataExport(auth.getUserOrFail())
    if (outcome.requested) {
      flashToast(ctx, {
        title: i18n.t('privacy_settings.export.requested.title'),
        description: i18n.t('privacy_settings.export.requested.description'),
      })
    } else {
      flashToast(ctx, {
        title: i18n.t('privacy_settings.export.inProgress.title'),
        description: i18n.t('privacy_settings.export.inProgress.description'),
        variant: 'destructive',
      })
    }
    return response.redirect().toRoute('accounts.settings.privacy')
  }

  /**
   * GET /settings/account/privacy/data-export/:id (signed link, the owner signed in): the zip.
   * A link altered or past its days, or an archive already removed, explains itself.
   */
  async download(ctx: HttpContext) {
    const { auth, request, params, response, inertia } = ctx
    if (!request.hasValidSignature('data_export')) {
      response.status(403)
      return inertia.render('accounts/settings/data_export_link', { reason: 'invalid' as const })
    }
    const archive = await archiveForDownload(auth.getUserOrFail(), Number(params.id))
    switch (archive.status) {
      case 'not_found':
        throw new AppError('NOT_FOUND')
      case 'expired':
        response.status(410)
        return inertia.render('accounts/settings/data_export_link', { reason: 'expired' as const })
      case 'ready':
        response.header('Content-Type', 'application/zip')
        response.header('Cache-Control', 'private, no-store')
        response.header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
        return response.stream(archive.stream)
    }
  }
}
