import { useNavigation } from 'react-router-dom'

/** A thin bar while a lazy route loads, so a click never looks ignored. */
export function RouteProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className="route-progress" role="progressbar" aria-label="Loading page" />
}
