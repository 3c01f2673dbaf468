import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import type { PortfolioScope } from './portfolio-scope'
import './add-to-portfolio.css'

// The dialog and the portfolios' store come when they are wanted (a pointer over the button, or focus on it): a
// product page's grade does not wait for the portfolio's code.
const loadDialog = () => import('./add-to-portfolio-dialog')
const AddToPortfolioDialog = lazy(async () => ({ default: (await loadDialog()).AddToPortfolioDialog }))

/**
 * "Add to portfolio" on a product page: asks for an amount in US dollars
 * (shorthand such as 1.5M accepted) and adds the position, or adds to it when
 * the product is already held.
 */
export function AddToPortfolio({ scope, platform, contractAddress }: { scope: PortfolioScope; platform: string; contractAddress: string }) {
  const [open, setOpen] = useState(false)
  const [added, setAdded] = useState<{ status: string; href: string } | null>(null)

  return (
    <span className="portfolio-add">
      <button type="button" onClick={() => setOpen(true)} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}>
        Add to portfolio
      </button>
      <span className="portfolio-add-status" role="status">
        {added && (
          <>
            {added.status} <Link to={added.href}>Open the portfolio</Link>
          </>
        )}
      </span>
      {open && (
        <Suspense fallback={null}>
          <AddToPortfolioDialog
            scope={scope}
            platform={platform}
            contractAddress={contractAddress}
            onClose={() => setOpen(false)}
            onAdded={(status, href) => {
              setAdded({ status, href })
              setOpen(false)
            }}
          />
        </Suspense>
      )}
    </span>
  )
}
