import { BackgroundChecksSection } from '../../features/notifications/background-checks-section'
import { checksScope } from '../../features/notifications/notification-storage'
import { SettingsPage } from '../../features/connection/settings-page'
import { checkTargetsOf } from '../check-targets'
import { useTabContext } from '../shell/use-background-checks'

export function Component() {
  const tab = useTabContext()
  return (
    <SettingsPage
      backgroundChecks={
        <BackgroundChecksSection
          scope={checksScope(tab.mode, tab.baseUrl)}
          readTargets={checkTargetsOf(tab.mode, tab.baseUrl)}
          onEnable={() => import('../background-checks').then((module) => void module.startBackgroundChecks(tab))}
          onCheckNow={() => import('../background-checks').then((module) => module.checkNow(tab))}
        />
      }
    />
  )
}
