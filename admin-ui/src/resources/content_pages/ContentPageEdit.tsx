import { DeleteWithConfirmButton, Edit } from 'react-admin'
import { FormToolbar } from '../shared/FormToolbar'
import { ContentPageForm } from './ContentPageForm'

export default function ContentPageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ContentPageForm
        toolbar={
          <FormToolbar deleteButton={<DeleteWithConfirmButton mutationMode="pessimistic" />} />
        }
      />
    </Edit>
  )
}
