import envJson from '../env.json';

// mirrors schemas/env.schema.json; replaced by generated types
export interface EnvConfig {
  /** Base path prefix for API calls: "/api" (same origin) or an absolute https URL. */
  apiBase: string;
  /** Base of this H5 app, e.g. "/". */
  h5Base: string;
  appName: { en: string; zh: string };
  /** Hex CSS colours: primary blue background, orange accent, white font. */
  theme: { background: string; accent: string; font: string };
  /** Default service phone, used when the server sends none. */
  servicePhone: string;
  /** Native deep-link scheme prefix, e.g. "lendapp://". */
  nativeScheme: string;
  /** Name of the Android JS bridge object on window. */
  androidBridge: string;
  /** Extra http(s) origins navigation may go to; the app's own origin is always allowed. */
  allowedOrigins: string[];
  /** 1 -> rupee sign, else peso. */
  currencyFlag: 0 | 1;
  /** The recommended-products list is shown only when true. */
  marketFlag: boolean;
}

// A JSON import widens `currencyFlag` to number; the build-time schema check guarantees 0 | 1,
// so narrowing here only restates that without a cast.
const { $schema: _editorSchemaPath, currencyFlag, ...config } = envJson;

export const env: EnvConfig = { ...config, currencyFlag: currencyFlag === 1 ? 1 : 0 };
