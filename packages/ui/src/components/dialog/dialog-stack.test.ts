import { describe, expect, it, vi } from 'vitest'
import { closeDialog, createDialogStack, dialogZIndex, openDialog } from './dialog-stack'

describe('given dialogs stacked by index', () => {
  it.each([
    [0, 1000, 1001],
    [1, 1002, 1003],
    [2, 1004, 1005],
    [10, 1020, 1021],
  ])('should put dialog %d at overlay %d and content %d', (index, overlay, content) => {
    expect(dialogZIndex(index)).toEqual({ overlay, content })
  })
})

describe('given opening and closing', () => {
  it('should add on top once and let later dialogs move down when one closes', () => {
    let stack = openDialog([], 'player')
    stack = openDialog(stack, 'share')
    stack = openDialog(stack, 'share')
    expect(stack).toEqual(['player', 'share'])
    expect(closeDialog(stack, 'player')).toEqual(['share'])
  })

  it('should notify subscribers of the shared stack', () => {
    const stack = createDialogStack()
    const listener = vi.fn<() => void>()
    const unsubscribe = stack.subscribe(listener)
    stack.open('login')
    stack.close('login')
    unsubscribe()
    stack.open('other')
    expect(listener).toHaveBeenCalledTimes(2)
    expect(stack.snapshot()).toEqual(['other'])
  })
})
