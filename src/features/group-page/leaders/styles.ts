import css from './leaders.css?inline';

/** The Eagle Leader tools' and the moderation history's styles (the element adds them to its style list). */
export const leadersCss = css;
