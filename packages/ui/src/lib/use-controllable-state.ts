import { useCallback, useState } from 'react'

/**
 * The `value` / `defaultValue` / `onValueChange` trio: controlled when `value` is given, otherwise
 * the component keeps its own state; `onChange` is called either way.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState(defaultValue)
  const current = value ?? inner
  const setValue = useCallback(
    (next: T) => {
      if (value === undefined) {
        setInner(next)
      }
      onChange?.(next)
    },
    [value, onChange],
  )
  return [current, setValue] as const
}
