export { ChallengeBoard } from './components/challenge-board';
export type { ChallengeBoardProps } from './components/challenge-board';
