// Facts about the device that pages read as `device.*` beside the common params.

/**
 * 'ios' or 'android', as the lender's tracking calls want (client_type). Like the original pages, anything
 * that is not an Apple phone or tablet counts as android. iPadOS reports a Mac, told apart by its touch screen.
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): 'ios' | 'android' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'android';
}
