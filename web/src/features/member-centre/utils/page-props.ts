import type { MemberInfo } from '@sorte/contracts/auth/session';
import type { ComponentType } from 'react';
import type { MemberCentrePage } from './pages';

/** What the overlay gives each page it shows. */
export interface MemberPageProps {
  member: MemberInfo;
  /** Opens another member-centre page (e.g. the security centre to set a payment password). */
  onNavigate(page: MemberCentrePage): void;
}

/**
 * The pages other features build, by page key (composed in app/, since a feature never imports
 * another); each should be a lazy component so it ships in its own chunk.
 */
export type MemberPageComponents = Partial<
  Record<MemberCentrePage, ComponentType<MemberPageProps>>
>;
