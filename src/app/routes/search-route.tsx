import { useSearchParams } from 'react-router-dom'
import { useConnection } from '../../features/connection/connection-context'
import { SearchPage } from '../../features/search/search-page'

export function Component() {
  const { connection } = useConnection()
  const [params] = useSearchParams()
  return (
    <SearchPage
      text={(params.get('q') ?? '').trim()}
      demo={connection.mode === 'demo'}
      scope={`${connection.mode} ${connection.baseUrl}`}
    />
  )
}
