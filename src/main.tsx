import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startMockBackend } from './features/connection/mock-backend'
import { loadConnection } from './features/connection/connection-storage'
import './styles.css'

async function boot() {
  const connection = loadConnection()
  let demoApiKey: string | null = null
  if (connection.mode === 'demo') {
    // The worker must be ready before the first request, so before the first render.
    try {
      demoApiKey = (await startMockBackend()).DEMO_API_KEY
    } catch {
      connection.mode = 'live'
    }
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App initialConnection={connection} initialDemoApiKey={demoApiKey} />
    </StrictMode>,
  )
}

void boot()
