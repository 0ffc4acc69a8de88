export { EmbedBuilder } from './components/embed-builder';
export type { EmbedBuilderProps } from './components/embed-builder';
