import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useStore } from '../../hooks/use-store'
import { formatDateTime, formatInteger } from '../../lib/format'
import { budgetSpent, checksPerDay, spentToday } from './check-schedule'
import { dailyCostSentence, perCheckEstimate } from './check-cost'
import { uniqueTargets, type ReadTargets } from './check-targets'
import { CHECK_INTERVALS, DEFAULT_CHECK_SETTINGS } from './notification-schema'
import { setCheckSettings, useCheckSettings, useChecks } from './notification-store'
import type { ChecksScope } from './notification-storage'
import { checkActivity } from './scheduler'
import { askSystemPermission, systemPermission, type NotificationPermissionState } from './system-notifications'
import './notifications.css'

const PERMISSION_TEXT: Record<NotificationPermissionState, string> = {
  default: '',
  granted: 'Browser notifications are allowed: a change found while no tab of the dashboard is visible also shows as a system notification.',
  denied: 'This browser blocks notifications for the dashboard; allow them in the browser’s site settings to get them.',
  unsupported: 'This browser cannot show notifications; the header’s Notifications list still collects every change.',
}

/**
 * Settings' "Background checks": on or off, how often, the day's budget, what
 * that costs at today's count, "Check now", and browser notifications.
 * `onEnable` and `onCheckNow` reach the scheduler, which the app loads only
 * when checks are on (or a check is asked for).
 */
export function BackgroundChecksSection({
  scope,
  readTargets,
  onEnable,
  onCheckNow,
}: {
  scope: ChecksScope
  readTargets: ReadTargets
  onEnable: () => Promise<void>
  onCheckNow: () => Promise<void>
}) {
  const queryClient = useQueryClient()
  const settings = useCheckSettings()
  const state = useChecks(scope)
  const activity = useStore(checkActivity)
  const [permission, setPermission] = useState(systemPermission)
  const [budgetText, setBudgetText] = useState(String(settings.daily_budget))
  const ids = { heading: useId(), interval: useId(), budget: useId(), budgetHint: useId() }

  const targets = uniqueTargets(readTargets())
  const interval = CHECK_INTERVALS.find((choice) => choice.ms === settings.interval_ms) ?? CHECK_INTERVALS[1]
  const now = Date.now()
  const paused = budgetSpent(state, settings, now)
  const spent = spentToday(state, now)
  const perCheck = perCheckEstimate(queryClient, targets, state.last_run)

  function changeBudget(text: string) {
    setBudgetText(text)
    const value = Number(text)
    if (text.trim() !== '' && Number.isInteger(value) && value >= 0) setCheckSettings({ daily_budget: value })
  }

  return (
    <section aria-labelledby={ids.heading} className="form-stack background-checks">
      <h2 id={ids.heading}>Background checks</h2>
      <p className="field-hint">
        The dashboard can look for changes in the ratings you watch and hold, and in their platforms’ high and critical alerts. Checks run only
        while a tab of this dashboard is open, in one tab at a time, and cost credits like any request.
      </p>
      <label className="choice">
        <input
          type="checkbox"
          role="switch"
          checked={settings.enabled}
          onChange={(event) => {
            setCheckSettings({ enabled: event.target.checked })
            // The scheduler loads (or takes this tab's context) and looks at the clock: the first check runs at once.
            if (event.target.checked) void onEnable()
          }}
        />
        Check watched and held ratings in the background
      </label>
      <div className="field">
        <label htmlFor={ids.interval}>How often</label>
        <select id={ids.interval} value={settings.interval_ms} onChange={(event) => setCheckSettings({ interval_ms: Number(event.target.value) as typeof settings.interval_ms })}>
          {CHECK_INTERVALS.map((choice) => (
            <option key={choice.ms} value={choice.ms}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.budget}>Daily credit budget for checks</label>
        <input
          id={ids.budget}
          type="number"
          inputMode="numeric"
          min={0}
          step={100}
          value={budgetText}
          aria-describedby={ids.budgetHint}
          onChange={(event) => changeBudget(event.target.value)}
          onBlur={() => {
            if (budgetText.trim() === '' || !Number.isInteger(Number(budgetText)) || Number(budgetText) < 0) setBudgetText(String(settings.daily_budget))
          }}
        />
        <span id={ids.budgetHint} className="field-hint">
          Credits a day (default {formatInteger(DEFAULT_CHECK_SETTINGS.daily_budget)}). Checks stop for the day before they would spend more.
          {spent > 0 ? ` Spent today: ${formatInteger(spent)}.` : ''}
        </span>
      </div>
      <p className="background-checks-cost">
        {dailyCostSentence(targets.length, interval, perCheck)}
        {perCheck !== null && perCheck * checksPerDay(interval.ms) > settings.daily_budget && targets.length > 0
          ? '. That is more than the daily budget: checks pause for the rest of the day once it is spent.'
          : ''}
      </p>
      {paused && settings.enabled && (
        <p className="notice notice-warning">Checks paused until tomorrow: the daily budget of {formatInteger(settings.daily_budget)} credits is spent.</p>
      )}
      <div className="button-row">
        <button type="button" aria-disabled={activity.running} onClick={() => void (activity.running ? undefined : onCheckNow())}>
          {activity.running ? 'Checking…' : 'Check now'}
        </button>
        {permission === 'default' && (
          <button type="button" onClick={() => void askSystemPermission().then(setPermission)}>
            Allow browser notifications
          </button>
        )}
      </div>
      {PERMISSION_TEXT[permission] && <p className="field-hint">{PERMISSION_TEXT[permission]}</p>}
      <div role="status" aria-live="polite">
        {activity.message && <p className="notice notice-success">{activity.message}</p>}
      </div>
      {state.last_run && (
        <p className="field-hint">
          Last check: <time dateTime={new Date(state.last_run.at).toISOString()}>{formatDateTime(new Date(state.last_run.at).toISOString())}</time>
          {state.last_run.problem ? `. ${state.last_run.problem}` : ''}
        </p>
      )}
    </section>
  )
}
