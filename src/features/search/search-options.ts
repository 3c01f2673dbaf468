/** What the combobox needs of each option its listbox shows: the id it points at, and where Enter goes. */
export interface SearchOptionLink {
  id: string
  href: string
}
