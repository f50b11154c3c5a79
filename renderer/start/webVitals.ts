// The Core Web Vitals borrowers get (LCP, INP, CLS), measured by the web-vitals library and reported to telemetry.
import type { Telemetry } from '../../api/telemetry';

/**
 * Starts measuring once the first screen has rendered: the library is imported then (its own small chunk), so it
 * never delays that render; it reads the paints and layout shifts that came before from the browser's buffer.
 *
 * web-vitals measures a document, not a screen: LCP is the largest paint of the load (it stops at the first tap),
 * while INP and CLS cover the document's whole life and are reported when the page is hidden. The app's other screens
 * are soft navigations, which the library does not split out (its soft-navigation mode needs an experimental browser
 * API), so every value is reported against the screen the document opened at, the landing route, with how many screens
 * the document had shown by then: `screens: 1` means the value belongs wholly to that screen, which is the common
 * case inside the native app (it opens each screen as a page of its own).
 */
export function watchWebVitals(telemetry: Pick<Telemetry, 'report' | 'landing'>): void {
  void import('web-vitals').then(
    ({ onCLS, onINP, onLCP }) => {
      const report = ({
        name,
        value,
        rating,
      }: {
        name: 'LCP' | 'INP' | 'CLS';
        value: number;
        rating: 'good' | 'needs-improvement' | 'poor';
      }) => {
        const { route, page, screens } = telemetry.landing();
        telemetry.report({ type: 'vital', name, value, rating, route, ...(page && { page }), screens });
      };
      onLCP(report);
      onINP(report);
      onCLS(report);
    },
    // Vitals are a nice-to-have: a chunk that cannot load on a bad network costs the borrower nothing.
    () => {},
  );
}
