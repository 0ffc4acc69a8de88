// The feed feature: one component set for every feed context (ARCHITECTURE "Contexts, not copies").
export { MemberFeed, type MemberFeedProps } from './components/member-feed';
export { ContextFeed, type ContextFeedProps } from './components/context-feed';
export type { FeedContext } from './model/contexts';
