// Event activity categories and their cover images. The covers are original flat SVGs in
// src/assets/covers; `?url&no-inline` makes Vite emit each one as a file next to the bundle (plain
// `?url` would inline these small files as data URIs), resolved relative to the chunk (base './').
import cycleMtb from '../assets/covers/cycle-mtb.svg?url&no-inline';
import functionalFitness from '../assets/covers/functional-fitness.svg?url&no-inline';
import hikeRuck from '../assets/covers/hike-ruck.svg?url&no-inline';
import meeting from '../assets/covers/meeting.svg?url&no-inline';
import ocr from '../assets/covers/ocr.svg?url&no-inline';
import otherPhysical from '../assets/covers/other-physical.svg?url&no-inline';
import rockClimbing from '../assets/covers/rock-climbing.svg?url&no-inline';
import runWalk from '../assets/covers/run-walk.svg?url&no-inline';
import service from '../assets/covers/service.svg?url&no-inline';
import social from '../assets/covers/social.svg?url&no-inline';
import swim from '../assets/covers/swim.svg?url&no-inline';
import teamSports from '../assets/covers/team-sports.svg?url&no-inline';
import training from '../assets/covers/training.svg?url&no-inline';
import triathlon from '../assets/covers/triathlon.svg?url&no-inline';
import waterSports from '../assets/covers/water-sports.svg?url&no-inline';
import winterSports from '../assets/covers/winter-sports.svg?url&no-inline';
import yoga from '../assets/covers/yoga.svg?url&no-inline';
import virtual from '../assets/covers/virtual.svg?url&no-inline';

import { EVENT_CATEGORIES, type EventCategory } from './event-categories';

export { EVENT_CATEGORIES, type EventCategory };

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  'cycle-mtb': 'Cycle / MTB',
  'functional-fitness': 'Functional Fitness',
  'hike-ruck': 'Hike / Ruck',
  meeting: 'Meeting',
  ocr: 'OCR',
  'other-physical': 'Other Physical',
  'rock-climbing': 'Rock Climbing',
  'run-walk': 'Run / Walk',
  service: 'Service',
  social: 'Social',
  swim: 'Swim',
  'team-sports': 'Team Sports',
  training: 'Training',
  triathlon: 'Triathlon',
  'water-sports': 'Water Sports',
  'winter-sports': 'Winter Sports',
  yoga: 'Yoga',
};

const COVERS: Record<EventCategory, string> = {
  'cycle-mtb': cycleMtb,
  'functional-fitness': functionalFitness,
  'hike-ruck': hikeRuck,
  meeting,
  ocr,
  'other-physical': otherPhysical,
  'rock-climbing': rockClimbing,
  'run-walk': runWalk,
  service,
  social,
  swim,
  'team-sports': teamSports,
  training,
  triathlon,
  'water-sports': waterSports,
  'winter-sports': winterSports,
  yoga,
};

const CATEGORY_SET: ReadonlySet<string> = new Set(EVENT_CATEGORIES);

export function isEventCategory(v: unknown): v is EventCategory {
  return typeof v === 'string' && CATEGORY_SET.has(v);
}

/** URL of an event's cover: virtual events get the virtual cover; unknown categories fall back to Other Physical. */
export function coverFor(category: string | null | undefined, isVirtual = false): string {
  if (isVirtual) return virtual;
  return isEventCategory(category) ? COVERS[category] : otherPhysical;
}
