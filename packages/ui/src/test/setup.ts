import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without Vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
})

// axe probes canvas for colour contrast; jsdom has none and would log "Not implemented" noise.
HTMLCanvasElement.prototype.getContext = () => null

// Radix measures elements and captures pointers; jsdom implements neither.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.setPointerCapture ??= () => {}
Element.prototype.releasePointerCapture ??= () => {}
Element.prototype.scrollIntoView ??= () => {}
