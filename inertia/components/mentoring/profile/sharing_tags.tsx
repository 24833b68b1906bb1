import { Head } from '@inertiajs/react'
import type { Mentor, Meta } from '~/components/mentoring/profile/types'

export function SharingTags({ meta, mentor }: { meta: Meta; mentor: Mentor }) {
  return (
    <Head title={meta.title}>
      <meta head-key="description" name="description" content={meta.description} />
      <link head-key="canonical" rel="canonical" href={meta.canonicalUrl} />
      <meta head-key="og:type" property="og:type" content="profile" />
      <meta head-key="og:site_name" property="og:site_name" content={meta.siteName} />
      <meta head-key="og:locale" property="og:locale" content={meta.ogLocale} />
      <meta head-key="og:title" property="og:title" content={meta.ogTitle} />
      <meta head-key="og:description" property="og:description" content={meta.description} />
      <meta head-key="og:url" property="og:url" content={meta.canonicalUrl} />
      <meta
        head-key="profile:first_name"
        property="profile:first_name"
        content={mentor.firstName}
      />
      <meta head-key="profile:last_name" property="profile:last_name" content={mentor.lastName} />
      {meta.imageUrl ? (
        <meta head-key="og:image" property="og:image" content={meta.imageUrl} />
      ) : null}
      {meta.imageUrl && meta.imageAlt ? (
        <meta head-key="og:image:alt" property="og:image:alt" content={meta.imageAlt} />
      ) : null}
      <meta head-key="twitter:card" name="twitter:card" content="summary" />
      <meta head-key="twitter:title" name="twitter:title" content={meta.ogTitle} />
      <meta head-key="twitter:description" name="twitter:description" content={meta.description} />
      {meta.imageUrl ? (
        <meta head-key="twitter:image" name="twitter:image" content={meta.imageUrl} />
      ) : null}
    </Head>
  )
}
