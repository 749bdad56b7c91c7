import type { Avatar } from '@sorte/contracts/auth/account';

/**
 * The avatars a member can choose (generated SVG under /cdn/avatars, written by
 * scripts/generate-artwork.mjs). New accounts get '1'.
 */
export const AVATAR_IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export const DEFAULT_AVATAR = '1';

export const avatarOf = (id: string): Avatar => ({ id, url: `/cdn/avatars/${id}.svg` });
export const isAvatarId = (id: string) => (AVATAR_IDS as readonly string[]).includes(id);
export const ALL_AVATARS: Avatar[] = AVATAR_IDS.map(avatarOf);
