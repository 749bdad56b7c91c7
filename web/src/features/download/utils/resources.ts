import { absoluteUrl } from '../../../utils/url';
import type { ResourceType } from '@sorte/contracts/system/constants';
import type { Resource } from '@sorte/contracts/system/system';

export type AppPlatform = 'android' | 'ios' | 'lite';

export const PLATFORM_RESOURCE: Record<AppPlatform, ResourceType> = {
  android: 'ANDROID_APP',
  ios: 'IOS_APP',
  lite: 'LITE_APP',
};

export const PLATFORM_ICON: Record<AppPlatform, string> = {
  android: 'android',
  ios: 'ios',
  lite: 'download',
};

/** The four install steps of each guide (texts: download:steps.<guide>.<step>). */
export const INSTALL_STEPS = {
  android: ['download', 'allowSource', 'install', 'open'],
  ios: ['safari', 'profile', 'trust', 'open'],
  lite: ['browser', 'menu', 'addToHome', 'open'],
  /** The lite app on iPhone and iPad (Safari has no install prompt). */
  liteIos: ['safari', 'share', 'addToHome', 'open'],
} as const satisfies Record<string, readonly string[]>;
export type InstallGuide = keyof typeof INSTALL_STEPS;

export const findResource = (resources: Resource[], platform: AppPlatform) =>
  resources.find((r) => r.resourceType === PLATFORM_RESOURCE[platform]);

/** Paths of the download page itself: an app link pointing there is no app. */
const DOWNLOAD_PATHS = ['/down', '/download'];

/**
 * The operator's app link for a platform, or undefined when none is set (or it only leads back
 * to the download page, which would loop).
 */
export function appLink(resources: Resource[], platform: AppPlatform): Resource | undefined {
  const resource = findResource(resources, platform);
  const href = resource ? absoluteUrl(resource.url) : null;
  if (!resource || !href) return undefined;
  const url = new URL(href);
  const loops = url.origin === window.location.origin && DOWNLOAD_PATHS.includes(url.pathname);
  return loops ? undefined : resource;
}

/** What the QR code encodes: the QR link when the operator set one, else the download link. */
export const qrValue = (resource: Resource) => absoluteUrl(resource.qrCodeUrl ?? resource.url);
