import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import { useRecordContext } from 'react-admin'
import { ConfirmActionButton } from '../shared/ConfirmActionButton'
import { ReasonActionButton } from '../shared/ReasonActionButton'
import { RULES } from '../shared/choices'
import type { MentorApplicationRecord } from '../../types'

const nameOf = (record: MentorApplicationRecord) => ({
  name: record.applicantName || record.applicantEmail,
})

export function ApproveButton() {
  return (
    <ConfirmActionButton
      path={(r) => `mentor-applications/${r.id}/approve`}
      label="app.mentor-applications.actions.approve"
      accessibleLabel="app.mentor-applications.actions.approve_named"
      title="app.mentor-applications.actions.approve_title"
      content="app.mentor-applications.actions.approve_content"
      success="app.mentor-applications.actions.approved"
      icon={<CheckIcon />}
      translateOptions={nameOf}
    />
  )
}

export function RejectButton() {
  return (
    <ReasonActionButton
      path={(r) => `mentor-applications/${r.id}/reject`}
      label="app.mentor-applications.actions.reject"
      accessibleLabel="app.mentor-applications.actions.reject_named"
      title="app.mentor-applications.actions.reject_title"
      content="app.mentor-applications.actions.reject_content"
      confirm="app.mentor-applications.actions.reject"
      success="app.mentor-applications.actions.rejected"
      reasonLabel="app.mentor-applications.actions.reason"
      icon={<CloseIcon />}
      color="error"
      required
      min={RULES.rejectionReasonMin}
      max={RULES.rejectionReasonMax}
      translateOptions={nameOf}
      recipients={(r) => [{ ...nameOf(r), locale: r.applicantLocale }]}
    />
  )
}

/** Approve and reject, offered only while the application waits for a decision. */
export function ReviewButtons() {
  const record = useRecordContext<MentorApplicationRecord>()
  if (record?.status !== 'pending') return null
  return (
    <>
      <ApproveButton />
      <RejectButton />
    </>
  )
}
