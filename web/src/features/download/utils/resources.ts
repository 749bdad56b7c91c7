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

/** The four install steps of each platform (texts: download:steps.<platform>.<step>). */
export const INSTALL_STEPS: Record<AppPlatform, readonly string[]> = {
  android: ['download', 'allowSource', 'install', 'open'],
  ios: ['safari', 'profile', 'trust', 'open'],
  lite: ['browser', 'menu', 'addToHome', 'open'],
};

export const findResource = (resources: Resource[], platform: AppPlatform) =>
  resources.find((r) => r.resourceType === PLATFORM_RESOURCE[platform]);

/** What the QR code encodes: the QR link when the operator set one, else the download link. */
export const qrValue = (resource: Resource) => absoluteUrl(resource.qrCodeUrl ?? resource.url);
