import type { Plugin } from 'vite';

export const SW_ENTRY: string;
export const SW_FILE: string;
export function serviceWorkerPlugin(): Plugin;
