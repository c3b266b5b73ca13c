import { toast } from '@league/ui/components/toast/lazy-toaster'
import { session } from './session-store'
import { openSignInPopup } from './sign-in-popup'

export type PopupSignInLabels = {
  loginSuccess: string
  loginWindowClosed: string
  invalidMessage: string
  popupBlocked: string
  signInFailed: string
}

/**
 * The header's "Sign in": opens the provider's pop-up, starts the session with its token and tells the visitor
 * how it went in toasts. Loaded on the first sign of interest in the button, not with every page. Answers the
 * function that stops waiting, or undefined when the browser blocked the window.
 */
export function startPopupSignIn({
  providerUrl,
  labels,
  onSettled,
}: {
  providerUrl: string
  labels: PopupSignInLabels
  /** The pop-up answered or was closed: nothing is waited for any more. */
  onSettled: () => void
}): (() => void) | undefined {
  const stop = openSignInPopup({
    providerUrl,
    siteOrigin: window.location.origin,
    // The page's <html lang> is its language (the layout sets it): the pop-up speaks it too.
    language: document.documentElement.lang,
    onToken: (token) => {
      onSettled()
      void session.acceptToken(token).then((signedIn) => {
        if (signedIn) {
          toast.success(labels.loginSuccess)
        } else {
          toast.error(labels.signInFailed)
        }
      })
    },
    onInvalidMessage: () => toast.error(labels.invalidMessage),
    onClosed: () => {
      onSettled()
      toast.error(labels.loginWindowClosed)
    },
  })
  if (stop === undefined) {
    toast.error(labels.popupBlocked)
  }
  return stop
}
