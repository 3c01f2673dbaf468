import type { ReactNode } from 'react'
import { PageTitle } from './page-title'

/** The API's 404 for a detail page: a heading and a way back, never a spinner. */
export function NotFoundMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-message">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {children}
    </section>
  )
}
