import { Edit } from 'react-admin'
import { ContentPageForm } from './ContentPageForm'

export default function ContentPageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ContentPageForm />
    </Edit>
  )
}
