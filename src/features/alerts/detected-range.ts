import type { AlertListParams } from '../../api/params/alert-params'

/**
 * Quick ranges for "detected". The API filters by calendar date (UTC), so a
 * preset starts at the date `days` before now: "Last 24 hours" covers
 * yesterday and today, never less than the period it names.
 */
export const DETECTED_PRESETS = [
  { id: '24h', label: 'Last 24 hours', days: 1 },
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
] as const

export type DetectedPresetId = (typeof DETECTED_PRESETS)[number]['id']
/** What the "Detected" choice shows: no date filter, one of the presets, or dates typed by hand. */
export type DetectedChoice = 'any' | DetectedPresetId | 'custom'

const DAY_MS = 24 * 3600 * 1000

/** `YYYY-MM-DD` of an instant, in UTC like the API's dates. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

export function detectedPresetStart(id: DetectedPresetId, now: Date): string {
  const preset = DETECTED_PRESETS.find((item) => item.id === id)!
  return utcDate(new Date(now.getTime() - preset.days * DAY_MS))
}

type DetectedRange = Pick<AlertListParams, 'detected_at_gte' | 'detected_at_lte'>

/**
 * Which choice a URL's dates correspond to. A preset is recognised only while
 * its start date is today's start for it; an older shared link shows its
 * dates as a custom range, which is what it now is.
 */
export function detectedChoiceOf(range: DetectedRange, now: Date): DetectedChoice {
  const { detected_at_gte: from, detected_at_lte: to } = range
  if (!from && !to) return 'any'
  if (from && !to) {
    const preset = DETECTED_PRESETS.find((item) => detectedPresetStart(item.id, now) === from)
    if (preset) return preset.id
  }
  return 'custom'
}

/** The dates a choice writes into the URL; 'custom' keeps what is there. */
export function detectedRangeFor(choice: DetectedChoice, current: DetectedRange, now: Date): DetectedRange {
  if (choice === 'any') return { detected_at_gte: undefined, detected_at_lte: undefined }
  if (choice === 'custom') return { detected_at_gte: current.detected_at_gte, detected_at_lte: current.detected_at_lte }
  return { detected_at_gte: detectedPresetStart(choice, now), detected_at_lte: undefined }
}

/**
 * A hand-typed range that would cross (from after to) is not applied: the
 * other end moves with it, so the range always stays valid.
 */
export function withDetectedBound(current: DetectedRange, bound: 'from' | 'to', value: string | undefined): DetectedRange {
  const from = bound === 'from' ? value : current.detected_at_gte
  const to = bound === 'to' ? value : current.detected_at_lte
  if (from && to && from > to) {
    return bound === 'from' ? { detected_at_gte: from, detected_at_lte: from } : { detected_at_gte: to, detected_at_lte: to }
  }
  return { detected_at_gte: from, detected_at_lte: to }
}
