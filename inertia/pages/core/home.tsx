import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { Seo } from '~/components/shell/seo'
import {
  Hero,
  Benefits,
  Experts,
  HowItWorks,
  SelectionCriteria,
  Mentors,
  FinalCallToAction,
} from '~/components/core/home/sections'

type Props = {
  /** The editable blocks (admin content home_*), in the viewer's language. */
  blocks: Data.Mentoring.HomeBlocks
  /** A few listed mentors, best rated first. */
  mentors: Data.Mentoring.MentorCard[]
}

export default function Home({ blocks, mentors }: Props) {
  const intl = useIntl()
  return (
    <>
      <Seo
        title={intl.formatMessage({ id: 'home.meta.title' })}
        description={intl.formatMessage({ id: 'home.meta.description' })}
      />
      <Hero block={blocks.home_hero} />
      <Benefits block={blocks.home_benefits} />
      <Experts block={blocks.home_expert_types} />
      <HowItWorks block={blocks.home_how_it_works} />
      <SelectionCriteria block={blocks.home_selection_criteria} />
      <Mentors mentors={mentors} />
      <FinalCallToAction block={blocks.home_cta} />
    </>
  )
}
