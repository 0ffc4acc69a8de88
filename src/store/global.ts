// The page-wide registry lives in lib/ (the HTTP client's single-flight state uses it too); the stores
// keep importing it from here.
export { GLOBAL_KEY, shared } from '@/lib/global';
