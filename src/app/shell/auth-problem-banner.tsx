import { Link } from 'react-router-dom'
import { useAuthProblem } from '../../features/connection/auth-problem'
import { SETTINGS_PATH } from '../../lib/paths'

export function AuthProblemBanner() {
  const problem = useAuthProblem()
  if (!problem) return null
  return (
    <div className="banner banner-danger" role="alert">
      <strong>{problem.message}</strong> Requests need a working API key.{' '}
      <Link to={SETTINGS_PATH}>Open Settings to connect with another key</Link>
    </div>
  )
}
