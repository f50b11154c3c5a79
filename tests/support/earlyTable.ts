// The early-call table the build makes (`virtual:early-calls`, build/vite-plugin-page-modules.ts), made the same
// way from the same pages; its expressions compile on first use (the tests' engines parse).
import { resolve } from 'node:path';
import { earlyCallTable } from '../../build/vite-plugin-page-modules';
import type { EarlyCalls } from '../../renderer/host';

export const earlyCalls: EarlyCalls = earlyCallTable(resolve(import.meta.dirname, '../..'));
