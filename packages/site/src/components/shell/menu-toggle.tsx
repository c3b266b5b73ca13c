'use client'

import { useEffect, useState } from 'react'

/** The phone menu button: opens and closes the main navigation it controls (shown always on wide screens). */
export function MenuToggle({ controls, label }: { controls: string; label: string }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const navigation = document.getElementById(controls)
    if (navigation) {
      navigation.dataset.open = String(open)
    }
  }, [controls, open])
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
      className="inline-flex items-center gap-2 rounded-brand border border-border px-3 py-1.5 text-sm font-semibold md:hidden"
    >
      <span aria-hidden="true">☰</span>
      {label}
    </button>
  )
}
