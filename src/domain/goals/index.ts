export * from './energy';
export * from './targets';
