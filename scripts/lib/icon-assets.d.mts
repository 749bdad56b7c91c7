import type { Plugin } from 'vite';

export function iconAssetsPlugin(): Plugin;
