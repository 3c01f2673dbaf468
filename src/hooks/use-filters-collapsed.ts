import { useCallback, useState } from 'react'
import { readStoredJson, writeStoredJson } from '../lib/storage'

/** One choice for every list page: a person who hides the filters to see more columns wants that everywhere. */
const STORAGE_KEY = 'filters-collapsed'

const parseFlag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null)

/** Whether the wide-screen filter sidebar is collapsed (remembered on this device), and a toggle. */
export function useFiltersCollapsed() {
  const [collapsed, setCollapsed] = useState(() => readStoredJson('local', STORAGE_KEY, parseFlag) ?? false)
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      writeStoredJson('local', STORAGE_KEY, !value)
      return !value
    })
  }, [])
  return [collapsed, toggle] as const
}
