import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'locale.update': { paramsTuple?: []; params?: {} }
    'core.messages': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.careers': { paramsTuple?: []; params?: {} }
    'pages.privacy': { paramsTuple?: []; params?: {} }
    'pages.cookie_policy': { paramsTuple?: []; params?: {} }
    'pages.terms_and_conditions': { paramsTuple?: []; params?: {} }
    'pages.contact': { paramsTuple?: []; params?: {} }
    'core.api.contact': { paramsTuple?: []; params?: {} }
    'seo.sitemap': { paramsTuple?: []; params?: {} }
    'seo.robots': { paramsTuple?: []; params?: {} }
    'docs.openapi': { paramsTuple?: []; params?: {} }
    'core.build_version': { paramsTuple?: []; params?: {} }
    'accounts.login': { paramsTuple?: []; params?: {} }
    'accounts.login.store': { paramsTuple?: []; params?: {} }
    'accounts.register': { paramsTuple?: []; params?: {} }
    'accounts.register.store': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword.store': { paramsTuple?: []; params?: {} }
    'accounts.verifyEmail.notice': { paramsTuple?: []; params?: {} }
    'accounts.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'accounts.resendVerification': { paramsTuple?: []; params?: {} }
    'accounts.resendVerification.store': { paramsTuple?: []; params?: {} }
    'accounts.recoverPassword': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'accounts.resetPassword': { paramsTuple?: []; params?: {} }
    'accounts.resetPassword.update': { paramsTuple?: []; params?: {} }
    'accounts.logout': { paramsTuple?: []; params?: {} }
    'api.accounts.login': { paramsTuple?: []; params?: {} }
    'api.accounts.register': { paramsTuple?: []; params?: {} }
    'api.accounts.logout': { paramsTuple?: []; params?: {} }
    'api.accounts.me': { paramsTuple?: []; params?: {} }
    'api.accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'api.accounts.resetPassword': { paramsTuple?: []; params?: {} }
    'api.accounts.resendVerification': { paramsTuple?: []; params?: {} }
    'api.accounts.tokenRefresh': { paramsTuple?: []; params?: {} }
    'accounts.social.googleRedirect': { paramsTuple?: []; params?: {} }
    'accounts.social.linkedinRedirect': { paramsTuple?: []; params?: {} }
    'accounts.social.googleCallback': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'accounts.social.linkedinCallback': { paramsTuple?: []; params?: {} }
    'accounts.onboarding': { paramsTuple?: []; params?: {} }
    'accounts.onboarding.tour': { paramsTuple?: []; params?: {} }
    'accounts.onboarding.save': { paramsTuple: [ParamValue]; params: {'step': ParamValue} }
    'accounts.settings': { paramsTuple?: []; params?: {} }
    'accounts.settings.profile': { paramsTuple?: []; params?: {} }
    'accounts.settings.basic': { paramsTuple?: []; params?: {} }
    'accounts.settings.account': { paramsTuple?: []; params?: {} }
    'accounts.settings.account.update': { paramsTuple?: []; params?: {} }
    'accounts.settings.notifications': { paramsTuple?: []; params?: {} }
    'accounts.settings.notifications.update': { paramsTuple?: []; params?: {} }
    'accounts.settings.privacy': { paramsTuple?: []; params?: {} }
    'accounts.settings.privacy.delete': { paramsTuple?: []; params?: {} }
    'accounts.settings.privacy.confirm': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'accounts.dataExport.store': { paramsTuple?: []; params?: {} }
    'accounts.dataExport.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.users.profile': { paramsTuple?: []; params?: {} }
    'api.users.profile.image.store': { paramsTuple?: []; params?: {} }
    'api.users.profile.image.destroy': { paramsTuple?: []; params?: {} }
    'dev.mailbox.index': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.matching': { paramsTuple?: []; params?: {} }
    'mentoring.matching.search': { paramsTuple?: []; params?: {} }
    'mentoring.matching.quick': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.index': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.store': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.matching.preferences.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.matching.requests.store': { paramsTuple?: []; params?: {} }
    'mentoring.settings.mentorProfile': { paramsTuple?: []; params?: {} }
    'mentoring.api.mentorProfile.update': { paramsTuple?: []; params?: {} }
    'mentoring.settings.resume': { paramsTuple?: []; params?: {} }
    'mentoring.applications.show': { paramsTuple?: []; params?: {} }
    'mentoring.api.applications.store': { paramsTuple?: []; params?: {} }
    'pages.home': { paramsTuple?: []; params?: {} }
    'mentoring.mentors': { paramsTuple?: []; params?: {} }
    'mentoring.api.mentors': { paramsTuple?: []; params?: {} }
    'mentoring.saved': { paramsTuple?: []; params?: {} }
    'mentoring.api.saved.index': { paramsTuple?: []; params?: {} }
    'mentoring.api.saved.store': { paramsTuple: [ParamValue]; params: {'mentorId': ParamValue} }
    'mentoring.api.saved.destroy': { paramsTuple: [ParamValue]; params: {'mentorId': ParamValue} }
    'mentoring.profile': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.profile.reviews': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.conversations': { paramsTuple?: []; params?: {} }
    'mentoring.conversations.with': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'mentoring.conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.store': { paramsTuple?: []; params?: {} }
    'mentoring.api.conversations.unread': { paramsTuple?: []; params?: {} }
    'mentoring.api.conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.report': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.book': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.sessions': { paramsTuple?: []; params?: {} }
    'scheduling.api.slots': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.book': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.joinWaitingLine': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.leaveWaitingLine': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.index': { paramsTuple?: []; params?: {} }
    'scheduling.api.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.slots': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.reschedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.confirmReschedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.declineReschedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.meetingLink': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.notes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.feedback': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.noShow': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.disputeNoShow': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.dashboard': { paramsTuple?: []; params?: {} }
    'scheduling.settings.schedule': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.index': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.weekly': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.preview': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.exceptions.store': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.exceptions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.schedule.exceptions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.settings.calendar': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.connect': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.callback': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.disconnect': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.disconnectPost': { paramsTuple?: []; params?: {} }
    'scheduling.outcomes.answer': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'answer': ParamValue} }
    'scheduling.outcomes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.outcomes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'pages.pricing': { paramsTuple?: []; params?: {} }
    'billing.api.waitingList': { paramsTuple?: []; params?: {} }
    'billing.checkout.success': { paramsTuple?: []; params?: {} }
    'billing.checkout.cancelled': { paramsTuple?: []; params?: {} }
    'billing.checkout.free': { paramsTuple?: []; params?: {} }
    'billing.checkout.test': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.settings.payments': { paramsTuple?: []; params?: {} }
    'billing.api.checkout': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.show': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.cancel': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.resume': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.change': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.refund': { paramsTuple?: []; params?: {} }
    'billing.api.testCheckout.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.api.testCheckout.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.api.testCheckout.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.webhooks.stripe': { paramsTuple?: []; params?: {} }
    'billing.pro': { paramsTuple?: []; params?: {} }
    'billing.api.pro.show': { paramsTuple?: []; params?: {} }
    'billing.api.pro.helpRequests.store': { paramsTuple?: []; params?: {} }
    'referrals.api.show': { paramsTuple?: []; params?: {} }
    'referrals.api.referredUsers': { paramsTuple?: []; params?: {} }
    'referrals.api.rewards': { paramsTuple?: []; params?: {} }
    'referrals.api.generateCode': { paramsTuple?: []; params?: {} }
    'referrals.api.wasReferred': { paramsTuple?: []; params?: {} }
    'referrals.api.placeholder': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.landing': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.lookup': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.settings': { paramsTuple?: []; params?: {} }
    'admin.console': { paramsTuple?: []; params?: {} }
    'admin.console.path': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'admin.me': { paramsTuple?: []; params?: {} }
    'admin.analytics.overview': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.reactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.password-reset': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentors.index': { paramsTuple?: []; params?: {} }
    'admin.mentors.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentors.store': { paramsTuple?: []; params?: {} }
    'admin.mentors.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentor-applications.index': { paramsTuple?: []; params?: {} }
    'admin.mentor-applications.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentor-applications.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentor-applications.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.skills.index': { paramsTuple?: []; params?: {} }
    'admin.skills.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.industries.index': { paramsTuple?: []; params?: {} }
    'admin.industries.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.index': { paramsTuple?: []; params?: {} }
    'admin.content-pages.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.store': { paramsTuple?: []; params?: {} }
    'admin.content-pages.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.audit-log.index': { paramsTuple?: []; params?: {} }
    'admin.audit-log.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.index': { paramsTuple?: []; params?: {} }
    'admin.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.subscriptions.index': { paramsTuple?: []; params?: {} }
    'admin.subscriptions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.payments.index': { paramsTuple?: []; params?: {} }
    'admin.payments.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.payments.refund': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.refunds.index': { paramsTuple?: []; params?: {} }
    'admin.refunds.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.referrals.index': { paramsTuple?: []; params?: {} }
    'admin.referrals.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.rewards.index': { paramsTuple?: []; params?: {} }
    'admin.rewards.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.waiting-list.index': { paramsTuple?: []; params?: {} }
    'admin.waiting-list.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.waiting-list.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.help-requests.index': { paramsTuple?: []; params?: {} }
    'admin.help-requests.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.conversation-reports.index': { paramsTuple?: []; params?: {} }
    'admin.conversation-reports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.conversation-reports.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.conversation-reports.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.no-shows.index': { paramsTuple?: []; params?: {} }
    'admin.no-shows.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.no-shows.uphold': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.no-shows.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  GET: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'core.messages': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.careers': { paramsTuple?: []; params?: {} }
    'pages.privacy': { paramsTuple?: []; params?: {} }
    'pages.cookie_policy': { paramsTuple?: []; params?: {} }
    'pages.terms_and_conditions': { paramsTuple?: []; params?: {} }
    'pages.contact': { paramsTuple?: []; params?: {} }
    'seo.sitemap': { paramsTuple?: []; params?: {} }
    'seo.robots': { paramsTuple?: []; params?: {} }
    'docs.openapi': { paramsTuple?: []; params?: {} }
    'core.build_version': { paramsTuple?: []; params?: {} }
    'accounts.login': { paramsTuple?: []; params?: {} }
    'accounts.register': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'accounts.verifyEmail.notice': { paramsTuple?: []; params?: {} }
    'accounts.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'accounts.resendVerification': { paramsTuple?: []; params?: {} }
    'accounts.recoverPassword': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'accounts.resetPassword': { paramsTuple?: []; params?: {} }
    'api.accounts.me': { paramsTuple?: []; params?: {} }
    'accounts.social.googleRedirect': { paramsTuple?: []; params?: {} }
    'accounts.social.linkedinRedirect': { paramsTuple?: []; params?: {} }
    'accounts.social.googleCallback': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'accounts.social.linkedinCallback': { paramsTuple?: []; params?: {} }
    'accounts.onboarding': { paramsTuple?: []; params?: {} }
    'accounts.settings': { paramsTuple?: []; params?: {} }
    'accounts.settings.profile': { paramsTuple?: []; params?: {} }
    'accounts.settings.basic': { paramsTuple?: []; params?: {} }
    'accounts.settings.account': { paramsTuple?: []; params?: {} }
    'accounts.settings.notifications': { paramsTuple?: []; params?: {} }
    'accounts.settings.privacy': { paramsTuple?: []; params?: {} }
    'accounts.settings.privacy.confirm': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'accounts.dataExport.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.mailbox.index': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.matching': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.index': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.settings.mentorProfile': { paramsTuple?: []; params?: {} }
    'mentoring.applications.show': { paramsTuple?: []; params?: {} }
    'pages.home': { paramsTuple?: []; params?: {} }
    'mentoring.mentors': { paramsTuple?: []; params?: {} }
    'mentoring.api.mentors': { paramsTuple?: []; params?: {} }
    'mentoring.saved': { paramsTuple?: []; params?: {} }
    'mentoring.api.saved.index': { paramsTuple?: []; params?: {} }
    'mentoring.profile': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.profile.reviews': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.conversations': { paramsTuple?: []; params?: {} }
    'mentoring.conversations.with': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'mentoring.conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.unread': { paramsTuple?: []; params?: {} }
    'mentoring.api.conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.book': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.sessions': { paramsTuple?: []; params?: {} }
    'scheduling.api.slots': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.index': { paramsTuple?: []; params?: {} }
    'scheduling.api.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.slots': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.dashboard': { paramsTuple?: []; params?: {} }
    'scheduling.settings.schedule': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.index': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.preview': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.connect': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.callback': { paramsTuple?: []; params?: {} }
    'scheduling.outcomes.answer': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'answer': ParamValue} }
    'scheduling.outcomes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'pages.pricing': { paramsTuple?: []; params?: {} }
    'billing.checkout.success': { paramsTuple?: []; params?: {} }
    'billing.checkout.cancelled': { paramsTuple?: []; params?: {} }
    'billing.checkout.free': { paramsTuple?: []; params?: {} }
    'billing.checkout.test': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.settings.payments': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.show': { paramsTuple?: []; params?: {} }
    'billing.api.testCheckout.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.pro': { paramsTuple?: []; params?: {} }
    'billing.api.pro.show': { paramsTuple?: []; params?: {} }
    'referrals.api.show': { paramsTuple?: []; params?: {} }
    'referrals.api.referredUsers': { paramsTuple?: []; params?: {} }
    'referrals.api.rewards': { paramsTuple?: []; params?: {} }
    'referrals.api.wasReferred': { paramsTuple?: []; params?: {} }
    'referrals.api.placeholder': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.landing': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.lookup': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.settings': { paramsTuple?: []; params?: {} }
    'admin.console': { paramsTuple?: []; params?: {} }
    'admin.console.path': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'admin.me': { paramsTuple?: []; params?: {} }
    'admin.analytics.overview': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentors.index': { paramsTuple?: []; params?: {} }
    'admin.mentors.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentor-applications.index': { paramsTuple?: []; params?: {} }
    'admin.mentor-applications.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.skills.index': { paramsTuple?: []; params?: {} }
    'admin.skills.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.industries.index': { paramsTuple?: []; params?: {} }
    'admin.industries.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.index': { paramsTuple?: []; params?: {} }
    'admin.content-pages.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.audit-log.index': { paramsTuple?: []; params?: {} }
    'admin.audit-log.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.index': { paramsTuple?: []; params?: {} }
    'admin.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.subscriptions.index': { paramsTuple?: []; params?: {} }
    'admin.subscriptions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.payments.index': { paramsTuple?: []; params?: {} }
    'admin.payments.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.refunds.index': { paramsTuple?: []; params?: {} }
    'admin.refunds.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.referrals.index': { paramsTuple?: []; params?: {} }
    'admin.referrals.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.rewards.index': { paramsTuple?: []; params?: {} }
    'admin.rewards.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.waiting-list.index': { paramsTuple?: []; params?: {} }
    'admin.waiting-list.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.help-requests.index': { paramsTuple?: []; params?: {} }
    'admin.help-requests.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.conversation-reports.index': { paramsTuple?: []; params?: {} }
    'admin.conversation-reports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.no-shows.index': { paramsTuple?: []; params?: {} }
    'admin.no-shows.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  HEAD: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'core.messages': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.careers': { paramsTuple?: []; params?: {} }
    'pages.privacy': { paramsTuple?: []; params?: {} }
    'pages.cookie_policy': { paramsTuple?: []; params?: {} }
    'pages.terms_and_conditions': { paramsTuple?: []; params?: {} }
    'pages.contact': { paramsTuple?: []; params?: {} }
    'seo.sitemap': { paramsTuple?: []; params?: {} }
    'seo.robots': { paramsTuple?: []; params?: {} }
    'docs.openapi': { paramsTuple?: []; params?: {} }
    'core.build_version': { paramsTuple?: []; params?: {} }
    'accounts.login': { paramsTuple?: []; params?: {} }
    'accounts.register': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'accounts.verifyEmail.notice': { paramsTuple?: []; params?: {} }
    'accounts.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'accounts.resendVerification': { paramsTuple?: []; params?: {} }
    'accounts.recoverPassword': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'accounts.resetPassword': { paramsTuple?: []; params?: {} }
    'api.accounts.me': { paramsTuple?: []; params?: {} }
    'accounts.social.googleRedirect': { paramsTuple?: []; params?: {} }
    'accounts.social.linkedinRedirect': { paramsTuple?: []; params?: {} }
    'accounts.social.googleCallback': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'accounts.social.linkedinCallback': { paramsTuple?: []; params?: {} }
    'accounts.onboarding': { paramsTuple?: []; params?: {} }
    'accounts.settings': { paramsTuple?: []; params?: {} }
    'accounts.settings.profile': { paramsTuple?: []; params?: {} }
    'accounts.settings.basic': { paramsTuple?: []; params?: {} }
    'accounts.settings.account': { paramsTuple?: []; params?: {} }
    'accounts.settings.notifications': { paramsTuple?: []; params?: {} }
    'accounts.settings.privacy': { paramsTuple?: []; params?: {} }
    'accounts.settings.privacy.confirm': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'accounts.dataExport.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.mailbox.index': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.matching': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.index': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.settings.mentorProfile': { paramsTuple?: []; params?: {} }
    'mentoring.applications.show': { paramsTuple?: []; params?: {} }
    'pages.home': { paramsTuple?: []; params?: {} }
    'mentoring.mentors': { paramsTuple?: []; params?: {} }
    'mentoring.api.mentors': { paramsTuple?: []; params?: {} }
    'mentoring.saved': { paramsTuple?: []; params?: {} }
    'mentoring.api.saved.index': { paramsTuple?: []; params?: {} }
    'mentoring.profile': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.profile.reviews': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.conversations': { paramsTuple?: []; params?: {} }
    'mentoring.conversations.with': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'mentoring.conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.unread': { paramsTuple?: []; params?: {} }
    'mentoring.api.conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.book': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.sessions': { paramsTuple?: []; params?: {} }
    'scheduling.api.slots': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.index': { paramsTuple?: []; params?: {} }
    'scheduling.api.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.slots': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.dashboard': { paramsTuple?: []; params?: {} }
    'scheduling.settings.schedule': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.index': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.preview': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.connect': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.callback': { paramsTuple?: []; params?: {} }
    'scheduling.outcomes.answer': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'answer': ParamValue} }
    'scheduling.outcomes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'pages.pricing': { paramsTuple?: []; params?: {} }
    'billing.checkout.success': { paramsTuple?: []; params?: {} }
    'billing.checkout.cancelled': { paramsTuple?: []; params?: {} }
    'billing.checkout.free': { paramsTuple?: []; params?: {} }
    'billing.checkout.test': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.settings.payments': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.show': { paramsTuple?: []; params?: {} }
    'billing.api.testCheckout.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.pro': { paramsTuple?: []; params?: {} }
    'billing.api.pro.show': { paramsTuple?: []; params?: {} }
    'referrals.api.show': { paramsTuple?: []; params?: {} }
    'referrals.api.referredUsers': { paramsTuple?: []; params?: {} }
    'referrals.api.rewards': { paramsTuple?: []; params?: {} }
    'referrals.api.wasReferred': { paramsTuple?: []; params?: {} }
    'referrals.api.placeholder': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.landing': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.lookup': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'referrals.settings': { paramsTuple?: []; params?: {} }
    'admin.console': { paramsTuple?: []; params?: {} }
    'admin.console.path': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'admin.me': { paramsTuple?: []; params?: {} }
    'admin.analytics.overview': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentors.index': { paramsTuple?: []; params?: {} }
    'admin.mentors.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentor-applications.index': { paramsTuple?: []; params?: {} }
    'admin.mentor-applications.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.skills.index': { paramsTuple?: []; params?: {} }
    'admin.skills.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.industries.index': { paramsTuple?: []; params?: {} }
    'admin.industries.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.index': { paramsTuple?: []; params?: {} }
    'admin.content-pages.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.audit-log.index': { paramsTuple?: []; params?: {} }
    'admin.audit-log.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.index': { paramsTuple?: []; params?: {} }
    'admin.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.subscriptions.index': { paramsTuple?: []; params?: {} }
    'admin.subscriptions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.payments.index': { paramsTuple?: []; params?: {} }
    'admin.payments.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.refunds.index': { paramsTuple?: []; params?: {} }
    'admin.refunds.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.referrals.index': { paramsTuple?: []; params?: {} }
    'admin.referrals.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.rewards.index': { paramsTuple?: []; params?: {} }
    'admin.rewards.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.waiting-list.index': { paramsTuple?: []; params?: {} }
    'admin.waiting-list.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.help-requests.index': { paramsTuple?: []; params?: {} }
    'admin.help-requests.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.conversation-reports.index': { paramsTuple?: []; params?: {} }
    'admin.conversation-reports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.no-shows.index': { paramsTuple?: []; params?: {} }
    'admin.no-shows.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  POST: {
    'locale.update': { paramsTuple?: []; params?: {} }
    'core.api.contact': { paramsTuple?: []; params?: {} }
    'accounts.login.store': { paramsTuple?: []; params?: {} }
    'accounts.register.store': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword.store': { paramsTuple?: []; params?: {} }
    'accounts.resendVerification.store': { paramsTuple?: []; params?: {} }
    'accounts.resetPassword.update': { paramsTuple?: []; params?: {} }
    'accounts.logout': { paramsTuple?: []; params?: {} }
    'api.accounts.login': { paramsTuple?: []; params?: {} }
    'api.accounts.register': { paramsTuple?: []; params?: {} }
    'api.accounts.logout': { paramsTuple?: []; params?: {} }
    'api.accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'api.accounts.resetPassword': { paramsTuple?: []; params?: {} }
    'api.accounts.resendVerification': { paramsTuple?: []; params?: {} }
    'api.accounts.tokenRefresh': { paramsTuple?: []; params?: {} }
    'accounts.onboarding.tour': { paramsTuple?: []; params?: {} }
    'accounts.onboarding.save': { paramsTuple: [ParamValue]; params: {'step': ParamValue} }
    'accounts.settings.privacy.delete': { paramsTuple?: []; params?: {} }
    'accounts.dataExport.store': { paramsTuple?: []; params?: {} }
    'api.users.profile.image.store': { paramsTuple?: []; params?: {} }
    'mentoring.matching.search': { paramsTuple?: []; params?: {} }
    'mentoring.matching.quick': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.store': { paramsTuple?: []; params?: {} }
    'mentoring.matching.requests.store': { paramsTuple?: []; params?: {} }
    'mentoring.settings.resume': { paramsTuple?: []; params?: {} }
    'mentoring.api.applications.store': { paramsTuple?: []; params?: {} }
    'mentoring.api.conversations.store': { paramsTuple?: []; params?: {} }
    'mentoring.api.conversations.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.conversations.report': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.book': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.joinWaitingLine': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.reschedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.confirmReschedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.declineReschedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.feedback': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.noShow': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.disputeNoShow': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.schedule.exceptions.store': { paramsTuple?: []; params?: {} }
    'scheduling.settings.calendar.disconnectPost': { paramsTuple?: []; params?: {} }
    'billing.api.waitingList': { paramsTuple?: []; params?: {} }
    'billing.api.checkout': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.cancel': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.resume': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.change': { paramsTuple?: []; params?: {} }
    'billing.api.subscription.refund': { paramsTuple?: []; params?: {} }
    'billing.api.testCheckout.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.api.testCheckout.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'billing.webhooks.stripe': { paramsTuple?: []; params?: {} }
    'billing.api.pro.helpRequests.store': { paramsTuple?: []; params?: {} }
    'referrals.api.generateCode': { paramsTuple?: []; params?: {} }
    'admin.users.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.reactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.password-reset': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentors.store': { paramsTuple?: []; params?: {} }
    'admin.mentor-applications.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentor-applications.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.store': { paramsTuple?: []; params?: {} }
    'admin.sessions.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.payments.refund': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.conversation-reports.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.conversation-reports.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.no-shows.uphold': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.no-shows.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  PUT: {
    'accounts.settings.account.update': { paramsTuple?: []; params?: {} }
    'accounts.settings.notifications.update': { paramsTuple?: []; params?: {} }
    'api.users.profile': { paramsTuple?: []; params?: {} }
    'mentoring.api.mentorProfile.update': { paramsTuple?: []; params?: {} }
    'mentoring.api.saved.store': { paramsTuple: [ParamValue]; params: {'mentorId': ParamValue} }
    'scheduling.api.sessions.meetingLink': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.sessions.notes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.schedule.weekly': { paramsTuple?: []; params?: {} }
    'scheduling.api.schedule.exceptions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.outcomes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.mentors.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  DELETE: {
    'api.users.profile.image.destroy': { paramsTuple?: []; params?: {} }
    'mentoring.matching.preferences.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mentoring.api.saved.destroy': { paramsTuple: [ParamValue]; params: {'mentorId': ParamValue} }
    'mentoring.api.conversations.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.leaveWaitingLine': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.api.schedule.exceptions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'scheduling.settings.calendar.disconnect': { paramsTuple?: []; params?: {} }
    'admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.content-pages.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.waiting-list.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}