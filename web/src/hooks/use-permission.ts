import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { FeatureFlag } from '@sorte/contracts/system/constants';
import type { ModuleNode, Permission } from '@sorte/contracts/system/system';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import { api } from '../lib/api-client';

export const getPermission = () =>
  api.call<Permission>(SYSTEM_ROUTES.permission, { query: { url: window.location.host } });

/** Loaded once before the app renders; settings are cached for a limited time (5 minutes). */
export const permissionQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'permission'], queryFn: getPermission, staleTime: 5 * 60_000 });

export const usePermission = () => useSuspenseQuery(permissionQueryOptions()).data;

function findModule(nodes: ModuleNode[], modId: string): ModuleNode | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const child = findModule(node.childrenNodes, modId);
    if (child) return child;
  }
  return undefined;
}

/** Whether a whitelabel module is switched on (a module missing from the tree is off). */
export function isModuleEnabled(permission: Permission, modId: string): boolean {
  return findModule(permission.whitelabel, modId)?.enabled ?? false;
}

export function useModuleEnabled(modId: string): boolean {
  return isModuleEnabled(usePermission(), modId);
}

export function useFlag(flag: FeatureFlag): boolean {
  return usePermission().flags[flag] ?? false;
}

/** Picks one image CDN base at random, once per page load (the server's pick, when it made one). */
let imageBase: string | undefined;

/** The image CDN base the server picked for this page load (its first view). */
export function seedImageBase(base: string) {
  imageBase = base;
}

export function useImageBase(): string {
  const { imageCDNs } = usePermission();
  imageBase ??= imageCDNs[Math.floor(Math.random() * imageCDNs.length)] ?? '/cdn';
  return imageBase;
}
