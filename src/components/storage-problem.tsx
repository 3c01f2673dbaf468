/** What went wrong with the device's storage (a full quota, a damaged copy set aside), until it is dismissed. */
export function StorageProblem({ problem, onDismiss }: { problem: string | null; onDismiss: () => void }) {
  if (!problem) return null
  return (
    <div className="notice notice-warning" role="alert">
      <p>{problem}</p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  )
}
