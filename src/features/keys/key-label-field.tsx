import type { Ref } from 'react'
import { KEY_LABEL_MAX } from '../../api/schemas/keys'

/** The label input of the create and edit dialogs; the dialog focuses it first through `inputRef`. */
export function KeyLabelField({
  id,
  value,
  onChange,
  inputRef,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  inputRef: Ref<HTMLInputElement>
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Label</label>
      <input
        id={id}
        ref={inputRef}
        value={value}
        maxLength={KEY_LABEL_MAX}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
