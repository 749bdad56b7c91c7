export * from './system';
export * from './member';
