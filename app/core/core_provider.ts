/**
 * What core adds to its own registries when the app starts: its part of members' data (contact
 * messages, the audit log, server-side sessions, rate limits and queued e-mails), first, as the
 * kernel under every module.
 */
export default class CoreProvider {
  async start() {
    const { registerPersonalData } = await import('#core/services/personal_data')
    const { corePersonalData } = await import('#core/services/core_personal_data')
    registerPersonalData(corePersonalData)
  }
}
