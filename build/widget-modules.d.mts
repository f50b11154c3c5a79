/** The widget's folder, from the repository root: `widgets/<Type>`. */
export declare const widgetFolder: (type: string) => string;

/** The name its index.ts exports its definition under: `<Type>Widget`. */
export declare const widgetExportName: (type: string) => string;
