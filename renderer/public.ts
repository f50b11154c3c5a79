// The only module widgets may import from the renderer: types, hooks and defineWidget.
export {
  defineWidget,
  type WidgetDefinition,
  type WidgetRenderProps,
  type AnyWidget,
  type NodeAttributes,
} from './widget';
export type { AppTheme } from './theme';
export { usePageLinks, type PageLinks } from './links';
export { approvedImageSrc, SERVER_IMAGE_ATTRIBUTES } from './images';
export type * from '../schemas/generated/types';
export { useGuardedUrl } from './useGuardedUrl';
export { useAppWords, type AppWordKey } from './appWords';
export { formatMoney, toFix } from '../expr/money';
export { useEndpointUrl, type EndpointUrlBuilder } from './endpointUrl';
export { cachedStyle } from './cachedStyle';
export { Modal, type ModalProps } from './views/Modal';
