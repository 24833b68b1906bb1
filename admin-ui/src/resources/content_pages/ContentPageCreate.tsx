import { Create } from 'react-admin'
import { ContentPageForm } from './ContentPageForm'

export default function ContentPageCreate() {
  return (
    <Create redirect="show">
      <ContentPageForm />
    </Create>
  )
}
