import { SettingsPage } from '../../features/connection/settings-page'

export function Component() {
  return <SettingsPage />
}
