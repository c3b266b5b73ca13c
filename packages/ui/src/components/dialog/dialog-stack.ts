/** The z-index of the first dialog's overlay: above page chrome such as sticky headers. */
export const dialogBaseZIndex = 1000

/**
 * Layers of the dialog at `index` in the stack (0 = first opened): each dialog takes two layers,
 * its overlay then its content, so a dialog opened from a dialog covers the one beneath.
 * @example dialogZIndex(1) // { overlay: 1002, content: 1003 }
 */
export function dialogZIndex(index: number): { overlay: number; content: number } {
  const overlay = dialogBaseZIndex + 2 * index
  return { overlay, content: overlay + 1 }
}

/** The stack after a dialog opens: it goes on top (once). */
export function openDialog(stack: readonly string[], id: string): string[] {
  return stack.includes(id) ? [...stack] : [...stack, id]
}

/** The stack after a dialog closes; dialogs above it move down one place. */
export function closeDialog(stack: readonly string[], id: string): string[] {
  return stack.filter((entry) => entry !== id)
}

type Listener = () => void

/** The page's open dialogs in opening order, shared by every <Dialog>. */
export function createDialogStack() {
  let stack: string[] = []
  const listeners = new Set<Listener>()
  const publish = (next: string[]) => {
    stack = next
    for (const listener of listeners) {
      listener()
    }
  }
  return {
    open: (id: string) => publish(openDialog(stack, id)),
    close: (id: string) => publish(closeDialog(stack, id)),
    snapshot: () => stack,
    subscribe: (listener: Listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const dialogStack = createDialogStack()
