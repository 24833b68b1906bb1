import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { Box, Button, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { PRESET_DAYS, lastDays } from './period'
import type { Period, Preset } from './period'

type Props = {
  preset: Preset
  period: Period
  onChange: (preset: Preset, period: Period) => void
}

/** 7, 30 or 90 days, or a custom range with its own dates (applied together). */
export function PeriodSelector({ preset, period, onChange }: Props) {
  const translate = useTranslate()
  const labelId = useId()
  const [draft, setDraft] = useState<Period>(period)
  const [showCustom, setShowCustom] = useState(preset === 'custom')
  const invalid = !draft.from || !draft.to || draft.from > draft.to

  function choose(_event: unknown, value: Preset | null) {
    if (value === null) return
    if (value === 'custom') {
      setShowCustom(true)
      setDraft(period)
      return
    }
    setShowCustom(false)
    onChange(value, lastDays(value))
  }

  function apply(event: FormEvent) {
    event.preventDefault()
    if (!invalid) onChange('custom', draft)
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography id={labelId} component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {translate('console.period.label')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={showCustom ? 'custom' : preset}
        onChange={choose}
        aria-labelledby={labelId}
      >
        {PRESET_DAYS.map((days) => (
          <ToggleButton key={days} value={days}>
            {translate('console.period.days', { smart_count: days })}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">{translate('console.period.custom')}</ToggleButton>
      </ToggleButtonGroup>
      {showCustom ? (
        <Box
          component="form"
          onSubmit={apply}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
        >
          <TextField
            type="date"
            size="small"
            fullWidth={false}
            label={translate('console.period.from')}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            type="date"
            size="small"
            fullWidth={false}
            label={translate('console.period.to')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(draft.from && draft.to && draft.from > draft.to)}
            helperText={
              draft.from && draft.to && draft.from > draft.to
                ? translate('console.period.invalid')
                : undefined
            }
            required
          />
          <Button type="submit" variant="contained" disabled={invalid}>
            {translate('console.period.apply')}
          </Button>
        </Box>
      ) : null}
    </Box>
  )
}
