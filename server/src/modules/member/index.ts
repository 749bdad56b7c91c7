/**
 * Members: the member table and its routes.
 * Other modules and the app import this module only through this file.
 */
export { MemberRepository, type MemberRow, type NewMember } from './member.repository';
export { memberView } from './member.read';
export { memberRoutes } from './member.routes';
