export { widgetContract, type WidgetContractOptions } from './widgetContract';
export { renderWidget, testTheme, type RenderWidgetOptions, type RenderedWidget } from './renderWidget';
