import { useConnection } from '../../features/connection/connection-context'
import { PortfolioPage } from '../../features/portfolio/portfolio-page'
import { portfolioScope } from '../../features/portfolio/portfolio-storage'

export function Component() {
  const { connection } = useConnection()
  return <PortfolioPage scope={portfolioScope(connection.mode, connection.baseUrl)} demo={connection.mode === 'demo'} />
}
