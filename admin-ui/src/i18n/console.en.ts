/**
 * The console shell's own texts (menu, dashboard, pending mentors, language)
 * and each resource's name, which the resources' own messages may refine.
 */
const consoleEnglish = {
  console: {
    title: 'Mentorship Hub admin',
    document_title: '%{screen} · Mentorship Hub admin',
    menu: {
      label: 'Admin sections',
      pending_mentors: 'Pending mentors',
      people: 'People',
      activity: 'Sessions and money',
      site: 'Site and records',
    },
    language: {
      label: 'Language',
      current: 'Language: %{name}',
    },
    loading: {
      console: 'Loading the admin console',
      view: 'Loading the page',
      data: 'Loading the data',
      charts: 'Loading the charts',
    },
    errors: {
      load: 'The data could not be loaded.',
      retry: 'Try again',
      view_missing: 'This view is not available yet.',
    },
    period: {
      label: 'Period',
      days: 'Last day |||| Last %{smart_count} days',
      custom: 'Custom',
      from: 'From',
      to: 'To',
      apply: 'Apply',
      invalid: 'The start date must be on or before the end date.',
      range: '%{from} – %{to}',
    },
    dashboard: {
      title: 'Overview',
      heading: 'Overview',
      loading: 'Loading the figures…',
      totals: 'Key figures',
      figures: {
        users: 'Users',
        mentors: 'Mentors',
        pendingApplications: 'Pending applications',
        signups: 'Sign-ups in the period',
        bookings: 'Bookings in the period',
        revenue: 'Revenue in the period',
        activeSubscriptions: 'Active subscriptions',
        referralConversions: 'Referral conversions',
      },
      review_pending: 'Review the pending applications',
      charts: {
        activity: 'Sign-ups and bookings per day',
        activity_summary: '%{signups} sign-ups and %{bookings} bookings from %{from} to %{to}.',
        revenue: 'Revenue per day',
        revenue_summary: '%{amount} from %{from} to %{to}.',
        subscriptionsByPlan: 'Active subscriptions by plan',
        subscriptions_summary: '%{list}.',
        referralConversions: 'Referral conversions per day',
        referral_summary:
          '%{smart_count} referral conversion from %{from} to %{to}. |||| %{smart_count} referral conversions from %{from} to %{to}.',
        signups: 'Sign-ups',
        bookings: 'Bookings',
        amount: 'Revenue',
        conversions: 'Conversions',
        subscriptions: 'Subscriptions',
        none: 'Nothing in this period.',
      },
      topMentors: {
        heading: 'Top mentors',
        name: 'Mentor',
        sessions: 'Sessions',
        rating: 'Rating',
        none: 'No sessions in this period.',
      },
      plans: {
        base: 'Base',
        pro: 'Pro',
        free: 'Free',
      },
    },
    pending: {
      title: 'Pending mentors',
      heading: 'Mentor applications awaiting review',
      empty: 'No application is waiting for review.',
      fields: {
        applicantName: 'Applicant',
        applicantEmail: 'E-mail',
        basis: 'Criterion',
        profileUrl: 'Profile',
        motivation: 'Motivation',
        createdAt: 'Applied on',
        actions: 'Decision',
      },
      open_profile: '%{host}: profile of %{name} (opens a new tab)',
    },
  },
  resources: {
    'users': { name: 'User |||| Users' },
    'mentors': { name: 'Mentor |||| Mentors' },
    'mentor-applications': { name: 'Mentor application |||| Mentor applications' },
    'sessions': { name: 'Session |||| Sessions' },
    'no-shows': { name: 'No-show |||| No-shows' },
    'subscriptions': { name: 'Subscription |||| Subscriptions' },
    'payments': { name: 'Payment |||| Payments' },
    'refunds': { name: 'Refund |||| Refunds' },
    'referrals': { name: 'Referral |||| Referrals' },
    'rewards': { name: 'Reward |||| Rewards' },
    'content-pages': { name: 'Content page |||| Content pages' },
    'waiting-list': { name: 'Waiting list entry |||| Waiting list' },
    'help-requests': { name: 'Help request |||| Help requests' },
    'audit-log': { name: 'Audit entry |||| Audit log' },
    'skills': { name: 'Skill |||| Skills' },
    'industries': { name: 'Industry |||| Industries' },
  },
}

export type ConsoleMessages = typeof consoleEnglish
export default consoleEnglish
