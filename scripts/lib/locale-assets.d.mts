import type { Plugin } from 'vite';

export function localeFiles(): { language: string; namespace: string; file: string }[];
export function localeAssetName(version: string, language: string, namespace: string): string;
export function localeAssetsPlugin(): Plugin;
