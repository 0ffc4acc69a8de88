import { DEPLOYMENT_OPERATIONS, ETS_STATUS, RANKS as MILITARY_RANKS, type RankKind } from '../../src/lib/military';
/** Reference lists for the demo data: real US cities and zips, names, military service. */

/** Chapter cities; coordinates come from the zip gazetteer. */
export const CHAPTER_CITIES: ReadonlyArray<readonly [city: string, state: string, zip: string]> = [
  ['Raleigh', 'NC', '27601'],
  ['Fayetteville', 'NC', '28301'],
  ['Charlotte', 'NC', '28202'],
  ['Jacksonville', 'NC', '28540'],
  ['Atlanta', 'GA', '30303'],
  ['Savannah', 'GA', '31401'],
  ['Tampa', 'FL', '33602'],
  ['Jacksonville', 'FL', '32202'],
  ['San Antonio', 'TX', '78205'],
  ['Austin', 'TX', '78701'],
  ['Houston', 'TX', '77002'],
  ['Dallas', 'TX', '75201'],
  ['El Paso', 'TX', '79901'],
  ['Killeen', 'TX', '76541'],
  ['Colorado Springs', 'CO', '80903'],
  ['Denver', 'CO', '80202'],
  ['Phoenix', 'AZ', '85004'],
  ['Tucson', 'AZ', '85701'],
  ['San Diego', 'CA', '92101'],
  ['Los Angeles', 'CA', '90012'],
  ['Sacramento', 'CA', '95814'],
  ['Seattle', 'WA', '98101'],
  ['Tacoma', 'WA', '98402'],
  ['Portland', 'OR', '97204'],
  ['Salt Lake City', 'UT', '84111'],
  ['Las Vegas', 'NV', '89101'],
  ['Oklahoma City', 'OK', '73102'],
  ['Kansas City', 'MO', '64106'],
  ['St. Louis', 'MO', '63101'],
  ['Chicago', 'IL', '60602'],
  ['Detroit', 'MI', '48226'],
  ['Columbus', 'OH', '43215'],
  ['Indianapolis', 'IN', '46204'],
  ['Nashville', 'TN', '37203'],
  ['Clarksville', 'TN', '37040'],
  ['Virginia Beach', 'VA', '23451'],
  ['Washington', 'DC', '20001'],
  ['Philadelphia', 'PA', '19107'],
  ['Boston', 'MA', '02108'],
  ['Honolulu', 'HI', '96813'],
];

export const ACTIVITY_GROUPS: ReadonlyArray<readonly [name: string, description: string]> = [
  ['Run & Walk Crew', 'Weekly group runs and walks for every pace, from first 5K to marathon training.'],
  ['Ruck Club', 'Load up and move out: rucking meetups, training plans and event teams.'],
  ['Cycling Squadron', 'Road, gravel and mountain rides, plus indoor training in the off-season.'],
  ['Yoga & Mobility', 'Yoga sessions and mobility work for recovery, resilience and balance.'],
  ['Climbing Team', 'Indoor bouldering nights and outdoor climbing trips with certified leaders.'],
  ['Triathlon Team', 'Swim, bike, run: coached workouts and race-day support.'],
  ['Trail & Hiking', 'Day hikes, trail runs and overnight backpacking trips.'],
  ['Functional Fitness', 'Strength and conditioning workouts in gyms and parks.'],
  ['Swim Squad', 'Pool and open-water swims, stroke clinics and relay teams.'],
  ['Team Sports League', 'Softball, kickball, volleyball and flag football leagues.'],
];

export const SPONSOR_GROUPS: ReadonlyArray<readonly [name: string, description: string]> = [
  ['Northstar Outfitters', 'Gear partner of the chapters: event kits, raffles and member discounts.'],
  ['Liberty Health Partners', 'Health partner supporting wellness challenges and the Enriched Life Scale survey.'],
  ['Summit Athletic Co.', 'Race partner: entries, coaching clinics and the annual national challenge.'],
];

export const FIRST_NAMES = [
  'James', 'Mary', 'Michael', 'Patricia', 'Robert', 'Jennifer', 'John', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Ashley',
  'Donald', 'Kimberly', 'Steven', 'Emily', 'Andrew', 'Donna', 'Paul', 'Michelle', 'Joshua', 'Carol',
  'Kenneth', 'Amanda', 'Kevin', 'Melissa', 'Brian', 'Deborah', 'Timothy', 'Stephanie', 'Ronald', 'Rebecca',
  'Jason', 'Sharon', 'George', 'Laura', 'Edward', 'Cynthia', 'Jeffrey', 'Dorothy', 'Ryan', 'Amy',
  'Jacob', 'Kathleen', 'Gary', 'Angela', 'Nicholas', 'Shirley', 'Eric', 'Emma', 'Jonathan', 'Brenda',
  'Stephen', 'Pamela', 'Larry', 'Nicole', 'Justin', 'Anna', 'Scott', 'Samantha', 'Brandon', 'Katherine',
  'Benjamin', 'Christine', 'Samuel', 'Debra', 'Gregory', 'Rachel', 'Alexander', 'Carolyn', 'Patrick', 'Janet',
  'Frank', 'Maria', 'Raymond', 'Olivia', 'Jack', 'Heather', 'Dennis', 'Helen', 'Jerry', 'Catherine',
  'Tyler', 'Diane', 'Aaron', 'Julie', 'Jose', 'Victoria', 'Adam', 'Lauren', 'Nathan', 'Christina',
  'Marcus', 'Aaliyah', 'Andre', 'Jasmine', 'Luis', 'Sofia', 'Carlos', 'Gabriela', 'Tran', 'Mei',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Okafor', 'Kowalski', 'Becker', "O'Brien", 'Sullivan', 'Yazzie', 'Tanaka', 'Haddad', 'Novak', 'Park',
] as const;

export const STREET_NAMES = [
  'Oak', 'Maple', 'Pine', 'Cedar', 'Elm', 'Main', 'Washington', 'Lake', 'Hill', 'Park',
  'Liberty', 'Patriot', 'Freedom', 'Union', 'Jefferson', 'Madison', 'Lincoln', 'Sycamore', 'Willow', 'Ridge',
] as const;
export const STREET_TYPES = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd', 'Ct', 'Way'] as const;

export const BRANCH_LIST = ['Army', 'Air Force', 'Marine Corps', 'Navy', 'Coast Guard', 'Space Force'] as const;
export type Branch = (typeof BRANCH_LIST)[number];

export const BRANCH_WEIGHTS: ReadonlyArray<readonly [Branch, number]> = [
  ['Army', 40],
  ['Air Force', 18],
  ['Marine Corps', 16],
  ['Navy', 18],
  ['Coast Guard', 5],
  ['Space Force', 3],
];

interface RankTable {
  enlisted: readonly string[];
  warrant: readonly string[];
  officer: readonly string[];
}

/** Rank codes per branch (enlisted low to high, warrant, officer), from the one reviewed data file. */
export const RANKS: Record<Branch, RankTable> = Object.fromEntries(
  (Object.keys(MILITARY_RANKS) as Branch[]).map((branch) => {
    const codes = (kind: RankKind) => MILITARY_RANKS[branch].filter((r) => r.kind === kind).map((r) => r.code);
    return [branch, { enlisted: codes('enlisted'), warrant: codes('warrant'), officer: codes('officer') }];
  }),
) as unknown as Record<Branch, RankTable>;

/** Occupational specialties (MOS / rating / AFSC) per branch. */
export const SPECIALTIES: Record<Branch, readonly string[]> = {
  Army: ['11B', '68W', '25B', '88M', '12B', '31B', '92Y', '35F', '13F', '19D'],
  'Marine Corps': ['0311', '0331', '0621', '3531', '0811', '6046', '0231'],
  Navy: ['HM', 'IT', 'BM', 'MA', 'ET', 'CS', 'AM', 'YN'],
  'Air Force': ['3D0X2', '2A3X3', '1N0X1', '3P0X1', '4N0X1', '2T1X1', '1C1X1'],
  'Space Force': ['5S0X1', '1C6X1', '1N0X1', '3D0X2'],
  'Coast Guard': ['BM', 'ME', 'MK', 'OS', 'AST', 'HS'],
};

export const DEPLOYMENTS = DEPLOYMENT_OPERATIONS;

export const MILITARY_STATUS_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['Civilian', 30],
  ['Veteran', 45],
  ['Active Duty', 12],
  ['Guard', 7],
  ['Reserve', 6],
  [ETS_STATUS, 5],
];

export const SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;

export const EAGLE_LEADER_ROLES = [
  'Chapter Captain',
  'Deputy Chapter Captain',
  'Volunteer Leader',
  'Activity Group Leader',
  'Activity Group Coordinator',
  'State Coordinator',
  'Deputy State Coordinator',
  'Volunteer Expedition Leader',
] as const;

export const BIOS = [
  'Runner, rucker and coffee enthusiast. Always up for a Saturday morning workout.',
  'Proud to serve and proud to sweat with this crew.',
  'Training for my first half marathon. Come run with me!',
  'Yoga on Mondays, trail runs on weekends.',
  'Military spouse and mom of three. Fitness keeps me sane.',
  'Retired and finally have time for all the hikes.',
  'CrossFit coach. Ask me about scaling any workout.',
  'Cyclist. If it has two wheels, I will ride it.',
  '',
  '',
  '',
] as const;

/** Event titles per activity category (the seed's events; `{city}` is the hosting chapter's city). */
export const EVENT_TITLES: Record<string, readonly string[]> = {
  'cycle-mtb': ['Saturday Group Ride', 'Gravel Grinder', 'Trail Ride at the Lake', 'Spin Class Meetup'],
  'functional-fitness': ['Park WOD', 'Sandbag Saturday', 'Bootcamp in the Park', 'Strength and Conditioning'],
  'hike-ruck': ['Sunrise Ruck', 'Ruck March {city}', 'Trail Hike', 'Heavy Ruck Night'],
  meeting: ['Chapter Leadership Meeting', 'Monthly Chapter Meeting', 'New Member Orientation'],
  ocr: ['Obstacle Course Training', 'Mud Run Team Practice'],
  'other-physical': ['Kayak and Paddle Day', 'Pickleball Meetup', 'Bowling Night'],
  'rock-climbing': ['Bouldering Night', 'Intro to Climbing', 'Outdoor Crag Day'],
  'run-walk': ['Saturday 5K', 'Tuesday Track Workout', 'Walk and Talk', 'Long Run {city}', 'Eagle Run'],
  service: ['Food Bank Volunteer Day', 'Park Cleanup', 'Habitat Build Day', 'Veterans Day Parade Support'],
  social: ['Coffee and Conversation', 'Chapter Cookout', 'Trivia Night', 'Happy Hour Social'],
  swim: ['Open Water Swim', 'Pool Swim Clinic', 'Lap Swim Meetup'],
  'team-sports': ['Kickball Game', 'Softball Practice', 'Volleyball Pickup', 'Flag Football'],
  training: ['First Aid and CPR Training', 'Eagle Leader Training', 'Race Prep Clinic'],
  triathlon: ['Brick Workout', 'Sprint Tri Practice'],
  'water-sports': ['Paddleboard Meetup', 'Canoe Trip'],
  'winter-sports': ['Snowshoe Hike', 'Ski Day'],
  yoga: ['Yoga in the Park', 'Mobility and Stretch', 'Sunset Yoga'],
  virtual: ['Virtual Workout', 'Live Stream Workout', 'Virtual Team Challenge'],
};

export const EVENT_DESCRIPTIONS = [
  'All paces and fitness levels welcome. Wear your Eagle red and bring water.',
  'Meet at the main entrance ten minutes early for introductions and a warm-up.',
  'Veterans, families and civilians welcome. We finish with coffee afterwards.',
  'Bring a friend! Check in with the host when you arrive so we can count you.',
  'Rain or shine. Watch the event feed for any last-minute updates.',
] as const;
