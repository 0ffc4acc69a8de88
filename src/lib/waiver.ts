/**
 * The legal waiver members accept at registration (and can read again from settings). Accounts spec
 * §5: governed by Michigan law, venue in a North Carolina county, minimum age without guardian consent
 * 18. `{product}` is the configured product name.
 */
export const WAIVER_MIN_AGE = 18;
export const WAIVER_GOVERNING_LAW = 'Michigan';
export const WAIVER_VENUE = 'Wake County, North Carolina';

export interface WaiverSection {
  heading: string;
  paragraphs: string[];
}

export function waiverTitle(product: string): string {
  return `${product} Release of Liability, Assumption of Risk and Consent`;
}

export function waiverSections(product: string): WaiverSection[] {
  return [
    {
      heading: 'Participation',
      paragraphs: [
        `I wish to take part in events, challenges, workouts and other activities organised, hosted or promoted by ${product}, its chapters, groups and members ("Activities"). Activities include running, walking, rucking, hiking, cycling, swimming, climbing, strength training, team sports, water and winter sports, social and service events, and travel to and from them.`,
        `I confirm that I am at least ${WAIVER_MIN_AGE} years old. A person under ${WAIVER_MIN_AGE} may take part only with the written consent of a parent or legal guardian, who accepts this waiver on that person's behalf.`,
      ],
    },
    {
      heading: 'Assumption of risk',
      paragraphs: [
        'I understand that physical activity carries risks, including falls, collisions, weather, traffic, equipment failure, dehydration, heat and cold injury, heart attack, serious injury and death. I take part voluntarily, I am responsible for judging whether an Activity suits my health and ability, and I accept those risks.',
        'I will consult a physician before starting any fitness programme if I have any doubt about my health, and I will stop any Activity when I feel unwell.',
      ],
    },
    {
      heading: 'Release',
      paragraphs: [
        `To the fullest extent the law allows, I release ${product}, its directors, officers, employees, volunteers, Eagle Leaders, chapter and group leaders, sponsors and partners from any claim for injury, illness, death, loss or damage arising from my taking part in Activities, including claims arising from their ordinary negligence. This release binds me, my heirs and my estate.`,
      ],
    },
    {
      heading: 'Medical care',
      paragraphs: [
        `I authorise ${product} volunteers to obtain emergency medical care for me if I cannot do so myself, and I accept responsibility for its cost.`,
      ],
    },
    {
      heading: 'Photographs and content',
      paragraphs: [
        `I allow ${product} to use photographs, video and posts of me taken at Activities or shared in the app to promote its mission, unless my profile is anonymous.`,
      ],
    },
    {
      heading: 'Governing law and venue',
      paragraphs: [
        `This waiver is governed by the laws of the State of ${WAIVER_GOVERNING_LAW}, without regard to its conflict-of-law rules. Any dispute arising from it or from Activities shall be brought only in the state or federal courts located in ${WAIVER_VENUE}, and I consent to their jurisdiction.`,
        'If any part of this waiver is held invalid, the rest remains in force.',
      ],
    },
  ];
}
