import { APP_NAME, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '#business/app'
import { DISCOUNTS, REFUND_WINDOW_DAYS } from '#business/pricing'
import { REFERRAL_RULES } from '#business/referrals'
import { SESSION_RULES } from '#business/sessions'
import { OUTCOME_RULES } from '#business/outcomes'
import type { ContentKey, PageText } from '#database/seeding/content_pages'

/** Default English texts of the editable pages and home blocks (Markdown). */
export const CONTENT_EN: Record<ContentKey, PageText> = {
  about: {
    title: `About ${APP_NAME}`,
    body: `${APP_NAME} connects founders and professionals with experienced people who have faced the same problems before.

## Why we exist

Good advice at the right moment can save a company months. Most founders, though, do not have a network of seasoned operators, investors and specialists they can call. We built ${APP_NAME} so that anyone with a real question can talk to someone who has the answer, or at least better questions.

## Our mentors

Mentors are hand-selected by our team; nobody can sign up as a mentor on their own. Each of them meets at least one of our selection criteria: they built a company with significant revenue or investment, they have more than twenty years of senior experience, they have an investing track record, or they bring a network that matters to founders. They give their time for free.

## How we work

- Mentees book calls with the mentors they choose, with at least ${SESSION_RULES.bookingNoticeHours} hours' notice.
- Every session starts from a clear objective, a problem and a desired outcome.
- After the call both sides leave feedback, which keeps the quality high.

Questions? Write to us from the [contact page](/contact).`,
  },

  privacy: {
    title: 'Privacy policy',
    body: `This policy explains which personal data ${APP_NAME} processes, why, for how long, and how you use the rights the EU General Data Protection Regulation (GDPR) gives you. It describes what the product actually does.

## Who is responsible

${APP_NAME} is the data controller. You can reach us about privacy at any time from the [contact page](/contact).

## What we collect

- **Account**: name, e-mail address, password (stored only as a secure hash, never readable), role, language, time zone, and which e-mails you want to receive. If you sign in with Google or LinkedIn, we keep the identifier that provider gives us for your account, not your password there.
- **Profile and onboarding**: what you choose to add (city, company, company size, professional role, industries, profile picture) and your onboarding answers (for example your main growth challenge and how you heard of us).
- **Mentoring**: the mentors you save, your saved searches and matching requests, messages you send to mentors, and for mentors their application, public profile, weekly hours, exceptions and, if connected, their Google Calendar (we read busy times and write session events; the access token is kept to do so).
- **Sessions**: the two people involved, dates, the objective, problem and desired outcome the mentee writes, private notes (visible only to their author), reschedule requests, feedback (the public part is shown on the mentor's profile; the private part only to the team), and the mentee's answer to the follow-up e-mail that asks, ${OUTCOME_RULES.followUpAfterDays} days after a session, whether they reached their goal (yes, partly or not yet, and a line if they add one): the answers count, without names, towards the "Goals reached" figure on the mentor's profile.
- **Payments**: your plan, subscription, checkouts and invoices. Card details are handled by our payment provider, Stripe; we never see or store them (we keep only the card brand, last four digits and expiry to show you).
- **Invites**: your referral code, who joined with it, discount codes and rewards.
- **Contact and help**: messages you send through the contact form or the PRO help form, and the waiting-list e-mail if you left one.
- **Security**: a log of changes made by our admins and operators (who, what, when, from which IP address), and short-lived counters per IP address and account that stop abuse of sign-in and other forms.

## Why we use it

To provide the service you signed up for (contract): your account, bookings, e-mails that go with them, payments. To keep the platform secure and prevent abuse (legitimate interest). To meet legal obligations such as keeping invoices. Analytics and session recording load only if our team turns them on and only after you accept them in the cookie banner; they are off by default.

## Who we share it with

With the other party of a session (your name, picture, booking details and public feedback). With providers that process data on our behalf: hosting, e-mail delivery, Stripe (payments), Google and LinkedIn (only if you sign in with them), Google Calendar (only if a mentor connects it). With authorities when the law requires it. We do not sell personal data.

## How long we keep it

- Your account and everything in it: until you delete it (see below), then at once.
- Sign-ups never verified: 30 days. Sign-in and password links: 7 days after they expire or are used.
- Invoices and refunds: 10 years, as Italian law requires for accounting records (art. 2220 of the Civil Code), without a link to your deleted account.
- Admins' and operators' change log: 2 years. Contact-form messages: 1 year. Help requests: 2 years. Waiting-list entries: 1 year. Checkouts never completed: 90 days.
- Rate-limit counters: about an hour after their window ends. Signed-in sessions: until they expire or you sign out. Your data archive (below): 7 days.

A job runs every day to remove what is past its time.

## Your rights, and how to use them

- **Access and portability**: in *Settings > Privacy and data*, *Download my data* prepares an archive of everything we hold about you (machine-readable JSON and a readable summary) and e-mails you a link valid for 7 days.
- **Erasure**: in the same place, *Delete my account* removes your account at once, after you confirm it. Your sign-in ends on every device, your upcoming sessions are cancelled (the other person is told; when a mentor leaves, their mentees get back the credit each booking used), an active subscription stops without renewal, and a mentor's public profile and reviews go. What stays, and why: invoices (see above); and, because they are part of the other person's history too, their record of your past sessions and the feedback exchanged, the messages between you and, if they invited you, their referral, where you appear as a "Former member"; and your answers to the goal follow-up, without your name, so that your mentors' "Goals reached" figures stay true (a line you added goes). Your e-mail address is free to use for a new account.
- **Rectification**: correct your details in *Settings* at any time.
- **Objection, restriction, and anything else**: write to us from the [contact page](/contact). You can also lodge a complaint with your data protection authority (in Italy, the Garante per la protezione dei dati personali).`,
  },

  cookie_policy: {
    title: 'Cookie policy',
    body: `${APP_NAME} uses only the cookies and browser storage it needs to work, plus analytics if you agree to them.

## Strictly necessary

- **\`mm-session\`** (cookie) – keeps you signed in and remembers your session. Lasts 7 days, renewed while you use the site.
- **\`XSRF-TOKEN\`** (cookie) – protects forms against cross-site request forgery. Lasts for the browser session.
- **\`${LOCALE_COOKIE}\`** (cookie) – remembers the language you chose (English or Italian). Lasts ${LOCALE_COOKIE_MAX_AGE_DAYS} days.
- **\`cookie_consent\`** (cookie) – remembers your choice in the cookie banner (accept, reject or your own selection), so we do not ask again on every page. Lasts 365 days; you can change your choice at any time from the [cookie settings](#cookie-settings).
- **\`${REFERRAL_RULES.storageKey}\`** (local storage) – remembers the referral code of the link you followed, so your friend gets credit when you sign up. Kept until you sign up or clear your browser data.
- **\`wasReferred\`** (local storage) – notes that you registered with a referral code. Kept until you clear your browser data.

These do not require consent because the site cannot work properly without them.

## Analytics (optional)

If our team enables analytics, they are loaded only after you accept them in the cookie banner. You can change your choice at any time from the [cookie settings](#cookie-settings).

## Managing cookies

You can delete cookies and local storage from your browser settings. Blocking the necessary cookies will sign you out and reset your language.`,
  },

  terms: {
    title: 'Terms and conditions',
    body: `These terms govern your use of ${APP_NAME}. By creating an account you accept them.

## 1. The service

${APP_NAME} lets mentees book calls with hand-selected mentors. Mentors volunteer their time; their advice is their own opinion and is not professional legal, financial or tax advice.

## 2. Accounts

You must give accurate information and keep your password safe. One account per person. We may suspend accounts that break these terms.

## 3. Sessions

- Sessions must be booked at least ${SESSION_RULES.bookingNoticeHours} hours in advance.
- Sessions must be cancelled at least ${SESSION_RULES.cancelNoticeHours} hours in advance; a session cancelled in time gives its credit back.
- Sessions can be rescheduled only more than ${SESSION_RULES.rescheduleNoticeHours} hours in advance, and the other party must confirm the new time.
- A booking the mentor has not confirmed ${SESSION_RULES.autoCancelUnconfirmedHours} hours before its start is cancelled automatically and its credit returned.
- Be respectful, on time and prepared.

## 4. Plans and payments

New mentees get one free first call. Paid plans renew automatically at the end of each period until cancelled. Prices include VAT.

## 5. Refunds

You can request a refund within ${REFUND_WINDOW_DAYS} days of the first payment of a subscription if no call of that subscription was booked. Renewals are not refunded. You can cancel a subscription at any time; it stays active until the end of the paid period.

## 6. Referrals

A friend who signs up with your link gets ${DISCOUNTS.referralPercent}% off their first subscription for ${REFERRAL_RULES.discountValidityDays} days. You earn a credit of €${REFERRAL_RULES.creditPerConversionEur} for each friend who subscribes, and a free session for every ${REFERRAL_RULES.conversionsPerFreeSession} of them. Self-referrals are not allowed.

## 7. Content and conduct

You are responsible for what you write. Do not share confidential information you are not allowed to share, and do not use the platform to solicit mentors for paid work without their consent.

## 8. Liability and changes

We do our best to keep the service available but cannot guarantee it is uninterrupted. We may update these terms and will tell you by e-mail before important changes take effect. Italian law applies.`,
  },

  pricing_faq: {
    title: 'Frequently asked questions',
    body: `### Is the first call really free?
Yes. Every new mentee gets one free call, one time, with the mentor of their choice.

### What does a plan include?
BASE includes one call per month. PRO includes unlimited calls with different mentors (one call per mentor per month), personalised matching by our team, the help-request form and community access.

### Can I change or cancel my plan?
Yes, at any time from *Settings → Payments*. A cancelled plan stays active until the end of the period you paid for.

### Can I get a refund?
Within ${REFUND_WINDOW_DAYS} days of your first payment, if you have not booked any call with that subscription. Renewals are not refunded.

### Are prices inclusive of VAT?
Yes, all prices include VAT.

### I was invited by a friend. Do I get a discount?
Yes: ${DISCOUNTS.referralPercent}% off your first subscription, valid for ${REFERRAL_RULES.discountValidityDays} days after you sign up. Only one discount applies per checkout: the larger one.

### Are the mentors paid?
No. Mentors volunteer their time; your subscription pays for selecting them, running the platform and matching you with the right person.`,
  },

  home_hero: {
    title: 'Grow faster with a mentor who has done it before',
    body: `Hand-selected founders, angel investors and experts give their time to help startup founders and professionals.`,
  },

  home_benefits: {
    title: 'Why founders and professionals choose us',
    body: `Advice that is specific to your situation, from people who have faced it themselves.

- **Hand-selected mentors** – Nobody signs up as a mentor on their own: our team reviews every profile before it goes live.
- **Real-world experience** – Talk to people who have launched products, raised money and led teams, not to theory.
- **Book in a few clicks** – Pick a free slot in the mentor's calendar, share your objective and meet by video call.
- **Mentors give their time** – Our mentors give their time for free because they want to help the next generation of founders.`,
  },

  home_expert_types: {
    title: 'Expertise for every challenge',
    body: `Whatever is holding you back, there is someone who has solved it before.

- **Entrepreneurs** – Founders who have built and grown companies, and know what the early days feel like.
- **Angel investors** – Investors who can help you with your pitch, your round and your relationship with investors.
- **Tech experts** – CTOs and engineers for architecture, product development and building a technical team.
- **Marketing and go-to-market** – Specialists in positioning, growth, sales and launching a product in new markets.
- **Legal** – Lawyers and advisors for company setup, contracts, intellectual property and investment deals.`,
  },

  home_how_it_works: {
    title: 'How it works',
    body: `From question to answer in three steps.

1. **Find your mentor** – Search by name, skill or industry and read profiles, expertise and reviews.
2. **Book a call** – Choose an available slot and describe your objective, your problem and the outcome you want.
3. **Get practical advice** – Meet your mentor by video call, leave feedback and keep private notes for the next steps.`,
  },

  home_selection_criteria: {
    title: 'How we select our mentors',
    body: `Nobody can sign up as a mentor on their own. Every mentor is hand-selected on at least one of these bases:

- A startup or company with at least €100K in revenue, or VC or angel investment over €100K
- Over 20 years of senior or corporate experience
- An investing track record over €100K
- A relevant network in their field`,
  },

  home_cta: {
    title: 'Ready to talk to someone who has been there?',
    body: `Create your account in a minute and book your first call for free.`,
  },
}
