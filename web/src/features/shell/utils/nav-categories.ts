/** Home answers on several paths (/, /index, /index.html, /home). */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

/** Social networks in the order they are shown, with their icon names. */
export const SOCIAL_NETWORKS = [
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'TELEGRAM',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
