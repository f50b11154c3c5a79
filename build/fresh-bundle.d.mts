/** Whether the bundle recorded in `metaFile` is missing or older than any of its inputs. */
export declare function isStale(metaFile: string): boolean;
/** Runs `entry` (a path from `root`) from its bundle in node_modules/.cache/fresh-bundle/, built first if stale. */
export declare function runFreshBundle(root: string, entry: string): Promise<void>;
