/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  drive: {
    fs: {
      serve: typeof routes['drive.fs.serve']
    }
  }
  eventStream: typeof routes['event_stream']
  subscribe: typeof routes['subscribe']
  unsubscribe: typeof routes['unsubscribe']
  health: {
    live: typeof routes['health.live']
    ready: typeof routes['health.ready']
  }
  locale: {
    update: typeof routes['locale.update']
  }
  core: {
    messages: typeof routes['core.messages']
    api: {
      contact: typeof routes['core.api.contact']
    }
    buildVersion: typeof routes['core.build_version']
  }
  pages: {
    about: typeof routes['pages.about']
    careers: typeof routes['pages.careers']
    privacy: typeof routes['pages.privacy']
    cookiePolicy: typeof routes['pages.cookie_policy']
    termsAndConditions: typeof routes['pages.terms_and_conditions']
    contact: typeof routes['pages.contact']
    home: typeof routes['pages.home']
    pricing: typeof routes['pages.pricing']
  }
  seo: {
    sitemap: typeof routes['seo.sitemap']
    robots: typeof routes['seo.robots']
  }
  docs: {
    openapi: typeof routes['docs.openapi']
  }
  accounts: {
    login: typeof routes['accounts.login'] & {
      store: typeof routes['accounts.login.store']
    }
    register: typeof routes['accounts.register'] & {
      store: typeof routes['accounts.register.store']
    }
    forgotPassword: typeof routes['accounts.forgotPassword'] & {
      store: typeof routes['accounts.forgotPassword.store']
    }
    verifyEmail: typeof routes['accounts.verifyEmail'] & {
      notice: typeof routes['accounts.verifyEmail.notice']
    }
    resendVerification: typeof routes['accounts.resendVerification'] & {
      store: typeof routes['accounts.resendVerification.store']
    }
    recoverPassword: typeof routes['accounts.recoverPassword']
    resetPassword: typeof routes['accounts.resetPassword'] & {
      update: typeof routes['accounts.resetPassword.update']
    }
    logout: typeof routes['accounts.logout']
    social: {
      googleRedirect: typeof routes['accounts.social.googleRedirect']
      linkedinRedirect: typeof routes['accounts.social.linkedinRedirect']
      googleCallback: typeof routes['accounts.social.googleCallback']
      linkedinCallback: typeof routes['accounts.social.linkedinCallback']
    }
    onboarding: typeof routes['accounts.onboarding'] & {
      tour: typeof routes['accounts.onboarding.tour']
      save: typeof routes['accounts.onboarding.save']
    }
    settings: typeof routes['accounts.settings'] & {
      profile: typeof routes['accounts.settings.profile']
      basic: typeof routes['accounts.settings.basic']
      account: typeof routes['accounts.settings.account'] & {
        update: typeof routes['accounts.settings.account.update']
      }
      notifications: typeof routes['accounts.settings.notifications'] & {
        update: typeof routes['accounts.settings.notifications.update']
      }
      privacy: typeof routes['accounts.settings.privacy'] & {
        delete: typeof routes['accounts.settings.privacy.delete']
        confirm: typeof routes['accounts.settings.privacy.confirm']
      }
    }
    dataExport: {
      store: typeof routes['accounts.dataExport.store']
      download: typeof routes['accounts.dataExport.download']
    }
  }
  api: {
    accounts: {
      login: typeof routes['api.accounts.login']
      register: typeof routes['api.accounts.register']
      logout: typeof routes['api.accounts.logout']
      me: typeof routes['api.accounts.me']
      forgotPassword: typeof routes['api.accounts.forgotPassword']
      resetPassword: typeof routes['api.accounts.resetPassword']
      resendVerification: typeof routes['api.accounts.resendVerification']
      tokenRefresh: typeof routes['api.accounts.tokenRefresh']
    }
    users: {
      profile: typeof routes['api.users.profile'] & {
        image: {
          store: typeof routes['api.users.profile.image.store']
          destroy: typeof routes['api.users.profile.image.destroy']
        }
      }
    }
  }
  dev: {
    mailbox: {
      index: typeof routes['dev.mailbox.index']
      show: typeof routes['dev.mailbox.show']
    }
  }
  mentoring: {
    matching: typeof routes['mentoring.matching'] & {
      search: typeof routes['mentoring.matching.search']
      quick: typeof routes['mentoring.matching.quick']
      preferences: {
        index: typeof routes['mentoring.matching.preferences.index']
        store: typeof routes['mentoring.matching.preferences.store']
        show: typeof routes['mentoring.matching.preferences.show']
        destroy: typeof routes['mentoring.matching.preferences.destroy']
      }
      requests: {
        store: typeof routes['mentoring.matching.requests.store']
      }
    }
    settings: {
      mentorProfile: typeof routes['mentoring.settings.mentorProfile']
      resume: typeof routes['mentoring.settings.resume']
    }
    api: {
      mentorProfile: {
        update: typeof routes['mentoring.api.mentorProfile.update']
      }
      applications: {
        store: typeof routes['mentoring.api.applications.store']
      }
      mentors: typeof routes['mentoring.api.mentors']
      saved: {
        index: typeof routes['mentoring.api.saved.index']
        store: typeof routes['mentoring.api.saved.store']
        destroy: typeof routes['mentoring.api.saved.destroy']
      }
      profile: {
        reviews: typeof routes['mentoring.api.profile.reviews']
      }
      conversations: {
        store: typeof routes['mentoring.api.conversations.store']
        unread: typeof routes['mentoring.api.conversations.unread']
        messages: typeof routes['mentoring.api.conversations.messages']
        send: typeof routes['mentoring.api.conversations.send']
        read: typeof routes['mentoring.api.conversations.read']
        block: typeof routes['mentoring.api.conversations.block']
        unblock: typeof routes['mentoring.api.conversations.unblock']
        report: typeof routes['mentoring.api.conversations.report']
      }
    }
    applications: {
      show: typeof routes['mentoring.applications.show']
    }
    mentors: typeof routes['mentoring.mentors']
    saved: typeof routes['mentoring.saved']
    profile: typeof routes['mentoring.profile']
    conversations: typeof routes['mentoring.conversations'] & {
      with: typeof routes['mentoring.conversations.with']
      show: typeof routes['mentoring.conversations.show']
    }
  }
  scheduling: {
    book: typeof routes['scheduling.book']
    sessions: typeof routes['scheduling.sessions']
    api: {
      slots: typeof routes['scheduling.api.slots']
      book: typeof routes['scheduling.api.book']
      joinWaitingLine: typeof routes['scheduling.api.joinWaitingLine']
      leaveWaitingLine: typeof routes['scheduling.api.leaveWaitingLine']
      sessions: {
        index: typeof routes['scheduling.api.sessions.index']
        show: typeof routes['scheduling.api.sessions.show']
        slots: typeof routes['scheduling.api.sessions.slots']
        confirm: typeof routes['scheduling.api.sessions.confirm']
        cancel: typeof routes['scheduling.api.sessions.cancel']
        reschedule: typeof routes['scheduling.api.sessions.reschedule']
        confirmReschedule: typeof routes['scheduling.api.sessions.confirmReschedule']
        declineReschedule: typeof routes['scheduling.api.sessions.declineReschedule']
        meetingLink: typeof routes['scheduling.api.sessions.meetingLink']
        notes: typeof routes['scheduling.api.sessions.notes']
        feedback: typeof routes['scheduling.api.sessions.feedback']
        noShow: typeof routes['scheduling.api.sessions.noShow']
        disputeNoShow: typeof routes['scheduling.api.sessions.disputeNoShow']
      }
      schedule: {
        index: typeof routes['scheduling.api.schedule.index']
        weekly: typeof routes['scheduling.api.schedule.weekly']
        preview: typeof routes['scheduling.api.schedule.preview']
        exceptions: {
          store: typeof routes['scheduling.api.schedule.exceptions.store']
          update: typeof routes['scheduling.api.schedule.exceptions.update']
          destroy: typeof routes['scheduling.api.schedule.exceptions.destroy']
        }
      }
    }
    dashboard: typeof routes['scheduling.dashboard']
    settings: {
      schedule: typeof routes['scheduling.settings.schedule']
      calendar: typeof routes['scheduling.settings.calendar'] & {
        connect: typeof routes['scheduling.settings.calendar.connect']
        callback: typeof routes['scheduling.settings.calendar.callback']
        disconnect: typeof routes['scheduling.settings.calendar.disconnect']
        disconnectPost: typeof routes['scheduling.settings.calendar.disconnectPost']
      }
    }
    outcomes: {
      answer: typeof routes['scheduling.outcomes.answer']
      show: typeof routes['scheduling.outcomes.show']
      update: typeof routes['scheduling.outcomes.update']
    }
  }
  billing: {
    api: {
      waitingList: typeof routes['billing.api.waitingList']
      checkout: typeof routes['billing.api.checkout']
      subscription: {
        show: typeof routes['billing.api.subscription.show']
        cancel: typeof routes['billing.api.subscription.cancel']
        resume: typeof routes['billing.api.subscription.resume']
        change: typeof routes['billing.api.subscription.change']
        refund: typeof routes['billing.api.subscription.refund']
      }
      testCheckout: {
        show: typeof routes['billing.api.testCheckout.show']
        complete: typeof routes['billing.api.testCheckout.complete']
        cancel: typeof routes['billing.api.testCheckout.cancel']
      }
      pro: {
        show: typeof routes['billing.api.pro.show']
        helpRequests: {
          store: typeof routes['billing.api.pro.helpRequests.store']
        }
      }
    }
    checkout: {
      success: typeof routes['billing.checkout.success']
      cancelled: typeof routes['billing.checkout.cancelled']
      free: typeof routes['billing.checkout.free']
      test: typeof routes['billing.checkout.test']
    }
    settings: {
      payments: typeof routes['billing.settings.payments']
    }
    webhooks: {
      stripe: typeof routes['billing.webhooks.stripe']
    }
    pro: typeof routes['billing.pro']
  }
  referrals: {
    api: {
      show: typeof routes['referrals.api.show']
      referredUsers: typeof routes['referrals.api.referredUsers']
      rewards: typeof routes['referrals.api.rewards']
      generateCode: typeof routes['referrals.api.generateCode']
      wasReferred: typeof routes['referrals.api.wasReferred']
      placeholder: typeof routes['referrals.api.placeholder']
    }
    landing: typeof routes['referrals.landing']
    lookup: typeof routes['referrals.lookup']
    settings: typeof routes['referrals.settings']
  }
  admin: {
    console: typeof routes['admin.console'] & {
      path: typeof routes['admin.console.path']
    }
    me: typeof routes['admin.me']
    analytics: {
      overview: typeof routes['admin.analytics.overview']
    }
    users: {
      index: typeof routes['admin.users.index']
      show: typeof routes['admin.users.show']
      update: typeof routes['admin.users.update']
      destroy: typeof routes['admin.users.destroy']
      suspend: typeof routes['admin.users.suspend']
      reactivate: typeof routes['admin.users.reactivate']
      role: typeof routes['admin.users.role']
      passwordReset: typeof routes['admin.users.password-reset']
    }
    mentors: {
      index: typeof routes['admin.mentors.index']
      show: typeof routes['admin.mentors.show']
      store: typeof routes['admin.mentors.store']
      update: typeof routes['admin.mentors.update']
    }
    mentorApplications: {
      index: typeof routes['admin.mentor-applications.index']
      show: typeof routes['admin.mentor-applications.show']
      approve: typeof routes['admin.mentor-applications.approve']
      reject: typeof routes['admin.mentor-applications.reject']
    }
    skills: {
      index: typeof routes['admin.skills.index']
      show: typeof routes['admin.skills.show']
    }
    industries: {
      index: typeof routes['admin.industries.index']
      show: typeof routes['admin.industries.show']
    }
    contentPages: {
      index: typeof routes['admin.content-pages.index']
      show: typeof routes['admin.content-pages.show']
      store: typeof routes['admin.content-pages.store']
      update: typeof routes['admin.content-pages.update']
      destroy: typeof routes['admin.content-pages.destroy']
    }
    auditLog: {
      index: typeof routes['admin.audit-log.index']
      show: typeof routes['admin.audit-log.show']
    }
    sessions: {
      index: typeof routes['admin.sessions.index']
      show: typeof routes['admin.sessions.show']
      cancel: typeof routes['admin.sessions.cancel']
    }
    subscriptions: {
      index: typeof routes['admin.subscriptions.index']
      show: typeof routes['admin.subscriptions.show']
    }
    payments: {
      index: typeof routes['admin.payments.index']
      show: typeof routes['admin.payments.show']
      refund: typeof routes['admin.payments.refund']
    }
    refunds: {
      index: typeof routes['admin.refunds.index']
      show: typeof routes['admin.refunds.show']
    }
    referrals: {
      index: typeof routes['admin.referrals.index']
      show: typeof routes['admin.referrals.show']
    }
    rewards: {
      index: typeof routes['admin.rewards.index']
      show: typeof routes['admin.rewards.show']
    }
    waitingList: {
      index: typeof routes['admin.waiting-list.index']
      show: typeof routes['admin.waiting-list.show']
      destroy: typeof routes['admin.waiting-list.destroy']
    }
    helpRequests: {
      index: typeof routes['admin.help-requests.index']
      show: typeof routes['admin.help-requests.show']
    }
    conversationReports: {
      index: typeof routes['admin.conversation-reports.index']
      show: typeof routes['admin.conversation-reports.show']
      dismiss: typeof routes['admin.conversation-reports.dismiss']
      suspend: typeof routes['admin.conversation-reports.suspend']
    }
    noShows: {
      index: typeof routes['admin.no-shows.index']
      show: typeof routes['admin.no-shows.show']
      uphold: typeof routes['admin.no-shows.uphold']
      dismiss: typeof routes['admin.no-shows.dismiss']
    }
  }
}
