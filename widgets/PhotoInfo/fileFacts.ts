/** What the page is told about a chosen file (its bytes stay in the widget). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export function factsOf(file: File): FileFacts {
  return { name: file.name, type: file.type, size: file.size };
}

/** A bound value from state may be anything: only a complete { name, type, size } counts. */
export function asFacts(value: unknown): FileFacts | null {
  if (!value || typeof value !== 'object') return null;
  const { name, type, size } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number' ? { name, type, size } : null;
}

/** 512 bytes, 34.5 KB, 2.1 MB (1 KB = 1024 bytes, as phones show file sizes). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} byte${size === 1 ? '' : 's'}`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
