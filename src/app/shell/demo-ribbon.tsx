import { useConnection } from '../../features/connection/connection-context'
import './demo-ribbon.css'

/**
 * A strip under the header on every page in demo mode: screenshots and shared
 * screens must not pass the fictional ratings off as real ones.
 */
export function DemoRibbon() {
  const { connection } = useConnection()
  if (connection.mode !== 'demo') return null
  return (
    <p className="demo-ribbon" role="note">
      Demo data: every platform, product, provider, rating and alert shown here is fictional.
    </p>
  )
}
